/**
 * /login end to end inside the page: valid phone + code → loginSm4 → session stored (step 5) →
 * back to the redirect target; a refused login toasts the server's message and stores nothing.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { accountApi } from '@/features/account/api'
import { readStoredUser } from '@/features/account/session'
import { navigate } from '@/services/navigate'
import { storage } from '@/platform/storage'
import LoginPage from './index'

jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/login' }))
jest.mock('@/features/account/toast', () => ({ toast: jest.fn() }))
jest.mock('@/features/account/api', () => ({
  accountApi: { loginSm4: jest.fn(), sendSmsCode: jest.fn() },
  messageOf: (res: any, fallback: string) => res?.message || fallback,
}))
jest.mock('@tarojs/taro', () => {
  const actual = jest.requireActual('@tarojs/taro')
  // Taro's H5 router passes query values still encoded
  return { ...actual, useRouter: () => ({ params: { redirect: '%2Fuser-order' }, path: '/login' }) }
})
const { toast } = jest.requireMock('@/features/account/toast') as { toast: jest.Mock }
const api = accountApi as unknown as { loginSm4: jest.Mock }

function typeInto(testId: string, value: string) {
  const input = screen.getByTestId(testId).querySelector('input') || screen.getByTestId(testId)
  fireEvent.input(input, { target: { value } })
  fireEvent.change(input, { target: { value } })
}

beforeEach(() => {
  storage.clear()
  jest.clearAllMocks()
})

it('logs in, stores the session and goes to the redirect target', async () => {
  api.loginSm4.mockResolvedValue({ code: 0, data: { userToken: 'tok', phone: '13800000001' } })
  renderWithI18n(<LoginPage />)
  typeInto('login-phone', '13800000001')
  typeInto('login-code', '123456')
  fireEvent.click(screen.getByTestId('login-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user-order', 'replace'), { timeout: 5000 })
  expect(api.loginSm4).toHaveBeenCalledWith('13800000001', '123456')
  expect(readStoredUser()).toMatchObject({ userToken: 'tok', phone: '13800000001' })
})

it('a refused login shows the server message and stores nothing', async () => {
  api.loginSm4.mockResolvedValue({ code: 400, message: '该手机号尚未注册' })
  renderWithI18n(<LoginPage />)
  typeInto('login-phone', '13800000009')
  typeInto('login-code', '123456')
  fireEvent.click(screen.getByTestId('login-submit'))
  await waitFor(() => expect(toast).toHaveBeenCalledWith('该手机号尚未注册'), { timeout: 5000 })
  expect(readStoredUser()).toBeNull()
  expect(navigate).not.toHaveBeenCalled()
})
