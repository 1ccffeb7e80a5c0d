/** /registered still works beside the one-step sign-in: the agreement is required, then registerSm4 with it. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { storage } from '@/platform/storage'
import RegisteredPage from './index'

jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/registered' }))
jest.mock('@/features/account/toast', () => ({ toast: jest.fn() }))
jest.mock('@/features/account/api', () => ({
  accountApi: { registerSm4: jest.fn(), sendSmsCode: jest.fn() },
  messageOf: (res: any, fallback: string) => res?.message || fallback,
}))
jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useRouter: () => ({ params: { redirect: '%2Fuser' }, path: '/registered' }),
}))
const { toast } = jest.requireMock('@/features/account/toast') as { toast: jest.Mock }
const { accountApi: api } = jest.requireMock('@/features/account/api') as { accountApi: { registerSm4: jest.Mock } }

beforeEach(() => {
  storage.clear()
  jest.clearAllMocks()
})

it('asks for the agreement first, then registers with it and leaves the page', async () => {
  api.registerSm4.mockResolvedValue({ ok: true, data: { userToken: 'tok', phone: '13800000009' } })
  renderWithI18n(<RegisteredPage />)
  typeInto('register-phone', '13800000009')
  typeInto('register-code', '123456')
  fireEvent.click(screen.getByTestId('register-submit'))
  await waitFor(() => expect(toast).toHaveBeenCalledWith('请阅读并同意用户注册协议'), { timeout: 5000 })
  expect(api.registerSm4).not.toHaveBeenCalled()

  fireEvent.click(screen.getByTestId('register-agreement').querySelector('input') || screen.getByTestId('register-agreement'))
  fireEvent.click(screen.getByTestId('register-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/user', 'replace'), { timeout: 5000 })
  expect(api.registerSm4).toHaveBeenCalledWith('13800000009', '123456', true)
  expect(toast).toHaveBeenLastCalledWith('注册成功')
})
