/**
 * /activity-order/{id}: the activity's dated sessions, visitors, the credit gate with the activity's
 * faithUseStatus minimum, then the one save call; free → /activity-success, paid or points (status 0)
 * → /order-pay; a show with a seat map → /seat-selection instead of booking here.
 */
import { mockPageParams as mockParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityDetail } from '../../../../tests/fixtures/activities'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import ActivityOrderPage from '.'

const getMock = get as jest.Mock
const postMock = post as jest.Mock

const mockGuard = jest.fn()
jest.mock('@/features/account', () => ({
  useAccountGate: () => ({ guardBooking: mockGuard, element: null }),
  contactApi: { list: async () => ({ ok: true, data: { items: [{ id: 5, name: '王小明' }], totalPage: 1 } }) },
}))

const day = {
  date: '2026-12-02',
  week: 3,
  stock: 27,
  maxNum: 30,
  openStatus: 1,
  state: 'open',
  resourceName: '成都博物馆亲子研学',
  orderTimes: [
    { id: 301, startTime: '2026-12-02T01:30:00Z', endTime: '2026-12-02T03:30:00Z', stock: 27, maxNum: 30, openStatus: 1, state: 'open' },
  ],
}

function serve(detail = activityDetail(), status = 11) {
  getMock.mockImplementation(async (url: string) => {
    if (url.endsWith('getActivityInfo')) return { code: 0, data: detail }
    if (url.endsWith('getActivitySessions')) return { code: 0, datas: [day] }
    return { code: 404, message: '?' }
  })
  postMock.mockResolvedValue({ code: 0, data: { orderCode: 'BK20261202ABCDEFGHJKLM', status, created: true } })
}

async function chooseAndSubmit() {
  fireEvent.click(await screen.findByTestId('booking-session-301'))
  await screen.findByTestId('booking-visitor-5')
  fireEvent.click(screen.getByText('王小明'))
  fireEvent.click(screen.getByTestId('booking-submit'))
}

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ id: '7' })
  mockGuard.mockResolvedValue(true)
})

test('a free activity: its sessions, then save with the slot and the visitor, then the success page', async () => {
  serve()
  renderWithI18n(<ActivityOrderPage />)
  expect(await screen.findByRole('heading', { name: '预约：成都博物馆亲子研学' })).toBeTruthy()
  expect(getMock).toHaveBeenCalledWith('res/api/activity/getActivitySessions', { id: '7' })
  await chooseAndSubmit()
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/activity-success/BK20261202ABCDEFGHJKLM', 'replace'))
  expect(mockGuard).toHaveBeenCalledWith(undefined)
  expect(postMock).toHaveBeenCalledWith('act/api/activityOrder/save', expect.objectContaining({ slotId: 301, contactIds: '5' }), {
    idempotent: true,
  })
})

test('a points activity with a credit minimum: the gate checks the score; status 0 goes to the pay page', async () => {
  serve(activityDetail({ method: 'ACTIVITY_MODE_INTEGRAL_PAY', integral: 200, faithUseStatus: true, minCreditScore: 80 }), 0)
  renderWithI18n(<ActivityOrderPage />)
  await screen.findByRole('heading', { name: '预约：成都博物馆亲子研学' })
  await waitFor(() => expect(getMock).toHaveBeenCalledWith('res/api/activity/getActivityInfo', { id: '7' }, expect.anything()))
  await chooseAndSubmit()
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order-pay/BK20261202ABCDEFGHJKLM', 'replace'))
  expect(mockGuard).toHaveBeenCalledWith({ actionType: 'faithUseStatus', minScore: 80 })
})

test('a show with a seat map goes on to choose seats, no booking here', async () => {
  serve(activityDetail({ seatSelection: true }))
  renderWithI18n(<ActivityOrderPage />)
  await screen.findByRole('heading', { name: '预约：成都博物馆亲子研学' })
  await chooseAndSubmit()
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/seat-selection/301/1/7?contactIds=5'))
  expect(postMock).not.toHaveBeenCalled()
})

test('the gate says no: nothing is booked', async () => {
  serve()
  mockGuard.mockResolvedValue(false)
  renderWithI18n(<ActivityOrderPage />)
  await chooseAndSubmit()
  await waitFor(() => expect(mockGuard).toHaveBeenCalled())
  expect(postMock).not.toHaveBeenCalled()
})
