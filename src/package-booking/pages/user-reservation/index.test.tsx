/**
 * /user-reservation: the tabs (All, Pending review, To be used with its count, Completed,
 * Cancelled) send their status; a row shows its status words; Cancel shows only where the rule
 * allows, asks first, toasts the server's message and reloads after 1 s.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { get, post } from '@/services/request'
import UserReservationPage from '.'

// the page shows once when it opens, as Taro does
jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useReachBottom: jest.fn(), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(() => Promise.resolve()), currentLocation: jest.fn() }))
// the page's address (its orderType query): none here
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => ({}) }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const showModal = jest.spyOn(Taro, 'showModal')
const getMock = get as jest.Mock
const postMock = post as jest.Mock

const HOUR = 3_600_000
const order = (code: string, status: number, startIn: number) => ({
  orderCode: code,
  orderType: 'CONTENT_TYPE_VENUE',
  resourceType: 'CONTENT_TYPE_VENUE',
  resourceId: 12,
  resourceName: '成都博物馆',
  status,
  startTime: new Date(Date.now() + startIn).toISOString(),
  endTime: new Date(Date.now() + startIn + 2 * HOUR).toISOString(),
  useNum: 2,
  payMoney: '',
  commentStatus: 0,
  cancelStatus: 2,
  cancelTime: 2,
})
const page = (datas: unknown[], totalPage = 1) => ({ code: 0, datas, page: { total: datas.length, totalPage } })

beforeEach(() => {
  jest.clearAllMocks()
  getMock.mockImplementation((_url: string, params: { status?: number; pageSize: number }) =>
    Promise.resolve(
      params.pageSize === 1
        ? page([order('A', 11, 48 * HOUR)], 3)
        : page([order('SOON', 11, HOUR), order('LATER', 11, 48 * HOUR), order('PENDING', 4, 48 * HOUR), order('DONE', 12, -48 * HOUR)]),
    ),
  )
})

test('tabs with the to-be-used count; each sends its status', async () => {
  renderWithI18n(<UserReservationPage />)
  await screen.findByTestId('reservation-LATER')
  await waitFor(() => expect(screen.getByTestId('reservation-tab-toBeUsed').textContent).toBe('待使用 (3)'))
  expect(getMock).toHaveBeenCalledWith('user/api/activityOrder/getActivityOrderList', { currPage: 1, pageSize: 10 }, expect.anything())
  fireEvent.click(screen.getByTestId('reservation-tab-pendingReview'))
  await waitFor(() =>
    expect(getMock).toHaveBeenLastCalledWith(
      'user/api/activityOrder/getActivityOrderList',
      { status: 4, currPage: 1, pageSize: 10 },
      expect.anything(),
    ),
  )
  expect(screen.getByTestId('reservation-tab-all').textContent).toBe('全部')
})

test('status words; cancel only inside the window (2 hours before the start) and never once used', async () => {
  renderWithI18n(<UserReservationPage />)
  await screen.findByTestId('reservation-LATER')
  expect(screen.getByTestId('reservation-status-LATER').textContent).toBe('待使用')
  expect(screen.getByTestId('reservation-status-PENDING').textContent).toBe('待审核')
  expect(screen.getByTestId('reservation-status-DONE').textContent).toBe('已完成')
  expect(screen.queryByTestId('reservation-cancel-LATER')).not.toBeNull()
  expect(screen.queryByTestId('reservation-cancel-PENDING')).not.toBeNull()
  expect(screen.queryByTestId('reservation-cancel-SOON')).toBeNull()
  expect(screen.queryByTestId('reservation-cancel-DONE')).toBeNull()
})

test('a tap on a row opens its detail (the admission code, cancel)', async () => {
  renderWithI18n(<UserReservationPage />)
  const open = await screen.findByTestId('reservation-open-LATER')
  expect(open.textContent).toContain('详情 ›')
  fireEvent.click(open)
  expect(navigate).toHaveBeenCalledWith('/reservation-detail/LATER')
})

test('cancel asks the spec’s question, toasts the server’s words and reloads after 1 s', async () => {
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] })
  try {
    showModal
      .mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: '' } as never)
      .mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: '' } as never)
    postMock.mockResolvedValue({ code: 0, message: '取消成功', data: { orderCode: 'LATER', status: 14 } })
    renderWithI18n(<UserReservationPage />)
    fireEvent.click(await screen.findByTestId('reservation-cancel-LATER'))
    await waitFor(() => expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '取消后需要重新预约，确认取消吗？' })))
    expect(postMock).not.toHaveBeenCalled()
    fireEvent.click(screen.getByTestId('reservation-cancel-LATER'))
    await waitFor(() => expect(postMock).toHaveBeenCalledWith('user/api/activityOrder/cancelReservationOrder', { orderCode: 'LATER' }))
    await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '取消成功' })))
    const calls = getMock.mock.calls.length
    await act(async () => {
      jest.advanceTimersByTime(999)
    })
    expect(getMock.mock.calls.length).toBe(calls)
    await act(async () => {
      jest.advanceTimersByTime(1)
    })
    await waitFor(() => expect(getMock.mock.calls.length).toBeGreaterThan(calls))
  } finally {
    jest.useRealTimers()
  }
})

test('an order awaiting payment has Pay (→ /order-pay); a paid one shows its amount, how it was paid and its refund', async () => {
  getMock.mockImplementation((_url: string, params: { pageSize: number }) =>
    Promise.resolve(
      params.pageSize === 1
        ? page([], 0)
        : page([
            { ...order('UNPAID', 0, 48 * HOUR), payMoney: '60.00' },
            { ...order('REFUNDED', 14, 48 * HOUR), payMoney: '', payIntegral: 40, payType: 'POINTS', refundState: 'SUCCESS' },
          ]),
    ),
  )
  renderWithI18n(<UserReservationPage />)
  await screen.findByTestId('reservation-UNPAID')
  expect(screen.getByTestId('reservation-status-UNPAID').textContent).toBe('待付款')
  expect(screen.getByTestId('payment-UNPAID').textContent).toBe('¥60.00')
  expect(screen.getByTestId('payment-REFUNDED').textContent).toBe('40 积分 · 积分支付 · 已退款')
  expect(screen.queryByTestId('reservation-pay-REFUNDED')).toBeNull()
  fireEvent.click(screen.getByTestId('reservation-pay-UNPAID'))
  expect(navigate).toHaveBeenCalledWith('/order-pay/UNPAID')
})
