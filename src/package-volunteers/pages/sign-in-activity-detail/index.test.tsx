/** /sign-in-activity-detail/{id}: the position goes with the sign-in; the server's refusal (too far) is toasted; signed in → sign out → hours. */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import SignInActivityDetailPage from '.'

jest.mock('@/platform/location', () => ({
  currentLocation: jest.fn(async () => ({ longitude: 104.0638, latitude: 30.6608, fallback: false })),
}))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = () => showToast.mock.calls.map((c) => (c[0] as { title: string }).title)

const activity = {
  id: 5,
  name: '成都博物馆展厅讲解服务',
  cover: '',
  method: 'ACTIVITY_MODE_VOLUNT_RECRUIT',
  teamId: 1,
  teamName: '成都博物馆志愿服务队',
  startTime: '2026-03-05T10:00:00.000Z',
  endTime: '2026-03-05T14:00:00.000Z',
  signStartTime: '2026-03-01T00:00:00.000Z',
  signEndTime: '2026-03-05T10:00:00.000Z',
  state: 'inProgress',
  address: '青羊区小河街1号',
  longitude: 104.0628,
  latitude: 30.6604,
  maxNum: 12,
  signNum: 2,
  stock: 0,
  signInRadius: 500,
  intro: '',
  organizer: '',
  phone: '',
  sessions: [],
}
const status = (patch: object = {}) => ({
  code: 0,
  data: {
    volunteerStatus: 1,
    signedUp: true,
    orderCode: 'BK1',
    startTime: activity.startTime,
    endTime: activity.endTime,
    window: 'open',
    radius: 500,
    signInTime: '',
    signOutTime: '',
    minutes: 0,
    ...patch,
  },
})

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ id: '5' })
})

test('signs in with the position, then signs out with the hours', async () => {
  let signed = status()
  getMock.mockImplementation(async (url: string) => (url.endsWith('detail') ? { code: 0, data: activity } : signed))
  renderWithI18n(<SignInActivityDetailPage />)
  await screen.findByTestId('sign-in-submit')
  postMock.mockResolvedValueOnce({ code: 400, message: '您距活动地点约 900 米，需在 500 米内签到' })
  fireEvent.click(screen.getByTestId('sign-in-submit'))
  await waitFor(() => expect(toasted()).toContain('您距活动地点约 900 米，需在 500 米内签到'))
  expect(postMock).toHaveBeenCalledWith('res/api/volunteerSignIn/signIn', { activityId: 5, longitude: '104.063800', latitude: '30.660800' })
  postMock.mockResolvedValueOnce({ code: 0, message: '签到成功', data: { signInTime: '2026-03-05T10:05:00.000Z', distance: 104 } })
  signed = status({ signInTime: '2026-03-05T10:05:00.000Z' })
  fireEvent.click(screen.getByTestId('sign-in-submit'))
  expect(await screen.findByTestId('sign-out-submit')).toBeTruthy()
  expect(screen.getByTestId('sign-in-distance').textContent).toContain('米')
  postMock.mockResolvedValueOnce({ code: 0, message: '签退成功', data: { signOutTime: '2026-03-05T13:35:00.000Z', minutes: 210 } })
  signed = status({ signInTime: '2026-03-05T10:05:00.000Z', signOutTime: '2026-03-05T13:35:00.000Z', minutes: 210 })
  fireEvent.click(screen.getByTestId('sign-out-submit'))
  expect((await screen.findByTestId('sign-in-finished')).textContent).toContain('3.5')
})

test('not signed up: says so and offers the sign-up', async () => {
  getMock.mockImplementation(async (url: string) => (url.endsWith('detail') ? { code: 0, data: activity } : status({ signedUp: false })))
  renderWithI18n(<SignInActivityDetailPage />)
  expect(await screen.findByTestId('sign-in-not-signed-up')).toBeTruthy()
  expect(screen.queryByTestId('sign-in-submit')).toBeNull()
})

test('opened bare: not found, never blank', async () => {
  mockParams.mockReturnValue({})
  renderWithI18n(<SignInActivityDetailPage />)
  await waitFor(() => expect(screen.getByTestId('sign-in-activity-detail').getAttribute('data-state')).toBe('not-found'))
  expect(getMock).not.toHaveBeenCalled()
})
