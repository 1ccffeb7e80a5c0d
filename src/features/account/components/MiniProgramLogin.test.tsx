/**
 * Mini-program login (issue "Accounts", login channels): the Taro.login code is exchanged by
 * miniLogin; a user with a phone is logged in and sent on, a user without one is kept logged in
 * and sent to bind a phone (booking needs a bound phone). WeChat DevTools cannot run here, so
 * the weapp adapter (login.weapp.ts) is tested on its own below with Taro.login mocked.
 */
import Taro from '@tarojs/taro'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../../../i18n'
import { startLogin as weappStartLogin } from '../../../platform/login/login.weapp'
import { accountApi } from '../api'
import { MiniProgramLogin } from './MiniProgramLogin'

const mockStartLogin = jest.fn()
const mockToast = jest.fn()
const mockFinishLogin = jest.fn()
const mockSaveLogin = jest.fn()
const mockNavigate = jest.fn()
jest.mock('../../../platform/login', () => ({ startLogin: () => mockStartLogin() }))
jest.mock('../toast', () => ({ toast: (text: string) => mockToast(text) }))
jest.mock('../navigation', () => ({ finishLogin: (...a: unknown[]) => mockFinishLogin(...a) }))
jest.mock('../session', () => ({ saveLogin: (...a: unknown[]) => mockSaveLogin(...a) }))
jest.mock('../../../services/navigate', () => ({ navigate: (...a: unknown[]) => mockNavigate(...a) }))
jest.mock('../api', () => ({ accountApi: { miniLogin: jest.fn() }, messageOf: (res: any, fallback: string) => res?.message || fallback }))
const miniLogin = accountApi.miniLogin as jest.Mock

const tap = () => {
  render(
    <I18nextProvider i18n={i18n}>
      <MiniProgramLogin redirect="/user-credit" />
    </I18nextProvider>,
  )
  fireEvent.click(screen.getByTestId('login-wechat'))
}

beforeEach(async () => {
  jest.clearAllMocks()
  await i18n.changeLanguage('zh')
})

it('swaps the code; a user with a phone is logged in and sent to the redirect', async () => {
  mockStartLogin.mockResolvedValue({ kind: 'code', code: 'wx-code-1' })
  const user = { userToken: 't', phone: '13800000001' }
  miniLogin.mockResolvedValue({ ok: true, data: user })
  tap()
  await waitFor(() => expect(mockFinishLogin).toHaveBeenCalledWith(user, '/user-credit'))
  expect(miniLogin).toHaveBeenCalledWith('wx-code-1')
  expect(mockNavigate).not.toHaveBeenCalled()
})

it('a user without a phone keeps the session and goes to bind one', async () => {
  mockStartLogin.mockResolvedValue({ kind: 'code', code: 'wx-code-2' })
  const user = { userToken: 't', phone: '' }
  miniLogin.mockResolvedValue({ ok: true, data: user })
  tap()
  await waitFor(() => expect(mockNavigate).toHaveBeenCalledWith('/bind-phone', 'replace'))
  expect(mockSaveLogin).toHaveBeenCalledWith(user)
  expect(mockFinishLogin).not.toHaveBeenCalled()
})

it('no code from WeChat, or a refused code: a toast, nobody logged in', async () => {
  mockStartLogin.mockResolvedValue({ kind: 'failed', reason: 'login:fail' })
  tap()
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith('请求失败，请稍后再试'))
  expect(miniLogin).not.toHaveBeenCalled()

  mockStartLogin.mockResolvedValue({ kind: 'code', code: 'stale' })
  miniLogin.mockResolvedValue({ ok: false, code: 2, message: '微信登录凭证已失效' })
  fireEvent.click(screen.getAllByTestId('login-wechat')[0])
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith('微信登录凭证已失效'))
  expect(mockSaveLogin).not.toHaveBeenCalled()
})

describe('weapp adapter', () => {
  it('hands over the Taro.login code, and a failure as failed', async () => {
    const login = jest.spyOn(Taro, 'login')
    login.mockResolvedValueOnce({ code: 'c-1', errMsg: 'login:ok' } as any)
    await expect(weappStartLogin()).resolves.toEqual({ kind: 'code', code: 'c-1' })
    login.mockResolvedValueOnce({ code: '', errMsg: 'login:ok' } as any)
    await expect(weappStartLogin()).resolves.toEqual({ kind: 'failed', reason: 'no code' })
    login.mockRejectedValueOnce({ errMsg: 'login:fail auth deny' })
    await expect(weappStartLogin()).resolves.toEqual({ kind: 'failed', reason: 'login:fail auth deny' })
  })
})
