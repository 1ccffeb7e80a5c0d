/**
 * /login end to end inside the page (loginOrRegister mocked): a known phone logs in and goes to
 * the redirect target; an unknown phone is offered registration in place (agreement on the page,
 * same code) instead of a dead end; other refusals toast the server's message and store nothing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { readStoredUser } from '@/features/account'
import { navigate } from '@/services/navigate'
import { storage } from '@/platform/storage'
import LoginPage from './index'

jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/login' }))
jest.mock('@/features/account/toast', () => ({ toast: jest.fn() }))
jest.mock('@/features/account/api', () => ({
  accountApi: { loginOrRegister: jest.fn(), sendSmsCode: jest.fn() },
  messageOf: (res: any, fallback: string) => res?.message || fallback,
}))
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  // Taro's H5 router passes query values still encoded
  return { ...actual, useRouter: () => ({ params: { redirect: '%2Fuser-order' }, path: '/login' }) }
})
const { toast } = jest.requireMock('@/features/account/toast') as { toast: jest.Mock }
const { accountApi: api } = jest.requireMock('@/features/account/api') as { accountApi: { loginOrRegister: jest.Mock } }

// the server's answer to an unknown phone without the agreement (locales/zh/account.json)
const AGREEMENT_REFUSAL = { ok: false, code: 400, message: '请阅读并同意用户注册协议' }

function fillAndSubmit(phone: string) {
  typeInto('login-phone', phone)
  typeInto('login-code', '123456')
  fireEvent.click(screen.getByTestId('login-submit'))
}

beforeEach(() => {
  storage.clear()
  jest.clearAllMocks()
})

it('a known phone logs in, stores the session and goes to the redirect target', async () => {
  api.loginOrRegister.mockResolvedValue({ ok: true, data: { userToken: 'tok', phone: '13800000001' } })
  renderWithI18n(<LoginPage />)
  fillAndSubmit('13800000001')
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user-order', 'replace'), { timeout: 5000 })
  expect(api.loginOrRegister).toHaveBeenCalledWith('13800000001', '123456', false)
  expect(readStoredUser()).toMatchObject({ userToken: 'tok', phone: '13800000001' })
  expect(toast).toHaveBeenCalledWith('登录成功')
})

it('an unknown phone is offered registration in place: agreement needed, then created with the same code', async () => {
  api.loginOrRegister.mockResolvedValueOnce(AGREEMENT_REFUSAL)
  renderWithI18n(<LoginPage />)
  fillAndSubmit('13800000009')
  await screen.findByTestId('login-new-phone', {}, { timeout: 5000 })
  expect(screen.getByTestId('login-submit').textContent).toContain('同意协议并注册登录')
  expect(toast).not.toHaveBeenCalled()

  // not ticked: refused on the page, no call
  fireEvent.click(screen.getByTestId('login-submit'))
  await waitFor(() => expect(toast).toHaveBeenCalledWith('请阅读并同意用户注册协议'), { timeout: 5000 })
  expect(api.loginOrRegister).toHaveBeenCalledTimes(1)

  api.loginOrRegister.mockResolvedValueOnce({ ok: true, data: { userToken: 'new', phone: '13800000009' } })
  fireEvent.click(screen.getByTestId('login-agreement').querySelector('input') || screen.getByTestId('login-agreement'))
  fireEvent.click(screen.getByTestId('login-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user-order', 'replace'), { timeout: 5000 })
  expect(api.loginOrRegister).toHaveBeenLastCalledWith('13800000009', '123456', true)
  expect(toast).toHaveBeenLastCalledWith('注册成功')
  expect(readStoredUser()).toMatchObject({ userToken: 'new' })
})

it('typing another phone leaves the registration offer', async () => {
  api.loginOrRegister.mockResolvedValueOnce(AGREEMENT_REFUSAL)
  renderWithI18n(<LoginPage />)
  fillAndSubmit('13800000009')
  await screen.findByTestId('login-new-phone', {}, { timeout: 5000 })
  typeInto('login-phone', '13800000001')
  expect(screen.queryByTestId('login-new-phone')).toBeNull()
})

it('any other refusal (wrong code) shows the server message and stores nothing', async () => {
  api.loginOrRegister.mockResolvedValue({ ok: false, code: 400, message: '验证码错误，还可尝试4次' })
  renderWithI18n(<LoginPage />)
  fillAndSubmit('13800000001')
  await waitFor(() => expect(toast).toHaveBeenCalledWith('验证码错误，还可尝试4次'), { timeout: 5000 })
  expect(screen.queryByTestId('login-new-phone')).toBeNull()
  expect(readStoredUser()).toBeNull()
  expect(navigate).not.toHaveBeenCalled()
})
