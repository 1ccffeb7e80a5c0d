/**
 * /call-upload: login needed (the page offers the login, coming back here); each shared rule toasts its
 * message before any call; a complete report goes with its location and photos; the success state.
 */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n, typeInto } from '../../../../tests/setup/render'
import { useUserStore } from '@/features/account'
import { currentLocation } from '@/platform/location'
import { post } from '@/services/request'
import { navigate } from '@/services/navigate'
import CallUploadPage from '.'

jest.mock('@/platform/location', () => ({ ...jest.requireActual('@/platform/location/types'), currentLocation: jest.fn() }))
const locate = currentLocation as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

/** the description is a Textarea: its <textarea> takes the input */
function typeDescription(value: string) {
  const host = screen.getByTestId('call-upload-description')
  const input = host.tagName === 'TEXTAREA' ? host : host.querySelector('textarea') || host
  fireEvent.input(input, { target: { value } })
}

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({})
  act(() => useUserStore.setState({ user: { userToken: 't', phone: '13800000001' } as never }))
  locate.mockResolvedValue({ longitude: 104.0657, latitude: 30.6595, fallback: false })
})

test('not logged in: says so and offers the login that comes back here', () => {
  act(() => useUserStore.setState({ user: null }))
  renderWithI18n(<CallUploadPage />)
  expect(screen.getByText('登录后才能提交求助信息')).toBeTruthy()
  fireEvent.click(screen.getByTestId('call-upload-login-button'))
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fcall-upload')
})

test('the rules first (no call), then the report with its location; the success state', async () => {
  renderWithI18n(<CallUploadPage />)
  await screen.findByTestId('help-location-coords')
  fireEvent.click(screen.getByTestId('call-upload-submit'))
  await waitFor(() => expect(toasted()).toContain('请描述您遇到的情况！'))
  typeDescription('孩子在熊猫基地走失了')
  typeInto('call-upload-phone', '1391234')
  fireEvent.click(screen.getByTestId('call-upload-submit'))
  await waitFor(() => expect(toasted()).toContain('请输入正确的手机号码！'))
  expect(postMock).not.toHaveBeenCalled()
  typeInto('call-upload-phone', '13912345678')
  postMock.mockResolvedValue({ code: 0, data: { id: 42, createTime: '2026-03-05T02:00:00.000Z' }, message: '求助信息已提交' })
  fireEvent.click(screen.getByTestId('call-upload-submit'))
  await screen.findByTestId('call-upload-success')
  expect(postMock).toHaveBeenCalledWith(
    'config/api/emergency/save',
    {
      description: '孩子在熊猫基地走失了',
      phone: '13912345678',
      longitude: 104.0657,
      latitude: 30.6595,
      address: '',
      images: '',
      approximate: 0,
    },
    { idempotent: true },
  )
  expect(screen.getByTestId('call-upload-number').textContent).toContain('42')
})

test('position not found: the site centre stands in and the address becomes required', async () => {
  locate.mockResolvedValue({ longitude: 104.06, latitude: 30.67, fallback: true, reason: 'denied' })
  renderWithI18n(<CallUploadPage />)
  await screen.findByTestId('help-location-fallback')
  // refused (H5: the browser): how to allow it
  expect(screen.getByTestId('help-location-refused').textContent).toBe('浏览器未允许本站使用你的位置。请在浏览器的网站设置中允许后再试。')
  typeDescription('在青城山后山迷路了')
  fireEvent.click(screen.getByTestId('call-upload-submit'))
  await waitFor(() => expect(toasted()).toContain('请填写详细地址！'))
  expect(postMock).not.toHaveBeenCalled()
})

test('the server’s refusal is toasted and the form stays', async () => {
  renderWithI18n(<CallUploadPage />)
  await screen.findByTestId('help-location-coords')
  typeDescription('脚扭伤了')
  postMock.mockResolvedValue({ code: 400, message: '最多上传 9 张照片' })
  fireEvent.click(screen.getByTestId('call-upload-submit'))
  await waitFor(() => expect(toasted()).toContain('最多上传 9 张照片'))
  expect(screen.getByTestId('call-upload')).toBeTruthy()
})
