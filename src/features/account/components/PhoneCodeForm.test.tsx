/**
 * Phone + code form: the 11-digit and 6-digit messages exactly as the account namespace words
 * them (zh), no call before the input passes, send-code countdown after a sent code.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { i18n } from '../../../i18n'
import { accountApi } from '../api'
import { PhoneCodeForm } from './PhoneCodeForm'
import { typeInto } from '../../../../tests/setup/render'

const mockApi = accountApi as unknown as { sendSmsCode: jest.Mock }

const mockToast = jest.fn()
jest.mock('../toast', () => ({ toast: (text: string) => mockToast(text) }))
jest.mock('../api', () => ({ accountApi: { sendSmsCode: jest.fn() }, messageOf: (res: any, fallback: string) => res?.message || fallback }))

const mount = (onSubmit = jest.fn(async () => undefined), extraCheck?: () => string | null) =>
  render(
    <I18nextProvider i18n={i18n}>
      <PhoneCodeForm purpose="login" submitText="登录" testIdPrefix="login" onSubmit={onSubmit} extraCheck={extraCheck} />
    </I18nextProvider>,
  )

beforeEach(async () => {
  mockToast.mockClear()
  mockApi.sendSmsCode.mockReset()
  await i18n.changeLanguage('zh')
})

it('a phone that is not 11 digits: "请输入正确的手机号！", nothing submitted', async () => {
  const onSubmit = jest.fn(async () => undefined)
  mount(onSubmit)
  typeInto('login-phone', '1380000000')
  typeInto('login-code', '123456')
  fireEvent.click(screen.getByTestId('login-submit'))
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith('请输入正确的手机号！'), { timeout: 5000 })
  expect(onSubmit).not.toHaveBeenCalled()
})

it('a code that is not 6 digits: "请输入6位验证码！"', async () => {
  const onSubmit = jest.fn(async () => undefined)
  mount(onSubmit)
  typeInto('login-phone', '13800000001')
  typeInto('login-code', '12345')
  fireEvent.click(screen.getByTestId('login-submit'))
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith('请输入6位验证码！'), { timeout: 5000 })
  expect(onSubmit).not.toHaveBeenCalled()
})

it('valid input reaches onSubmit; an extra rule (agreement) can stop it first', async () => {
  const onSubmit = jest.fn(async () => undefined)
  mount(onSubmit, () => 'account:validation.agreement')
  typeInto('login-phone', '13800000001')
  typeInto('login-code', '123456')
  fireEvent.click(screen.getByTestId('login-submit'))
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith('请阅读并同意用户注册协议'), { timeout: 5000 })
  expect(onSubmit).not.toHaveBeenCalled()
})

it('sends the code only for a valid phone, then counts down from the server delay', async () => {
  mount()
  fireEvent.click(screen.getByTestId('login-send-code'))
  await waitFor(() => expect(mockToast).toHaveBeenCalledWith('请输入正确的手机号！'), { timeout: 5000 })
  expect(mockApi.sendSmsCode).not.toHaveBeenCalled()

  mockApi.sendSmsCode.mockResolvedValue({ ok: true, data: { retryAfterSeconds: 60, expiresInSeconds: 300 } })
  typeInto('login-phone', '13800000001')
  await act(async () => {
    fireEvent.click(screen.getByTestId('login-send-code'))
  })
  expect(mockApi.sendSmsCode).toHaveBeenCalledWith('13800000001', 'login')
  await waitFor(() => expect(screen.getByTestId('login-send-code').textContent).toMatch(/^\d+秒后重发$/), { timeout: 5000 })
  const left = Number(screen.getByTestId('login-send-code').textContent!.replace(/\D/g, ''))
  expect(left).toBeLessThanOrEqual(60)
  expect(left).toBeGreaterThan(50)
})
