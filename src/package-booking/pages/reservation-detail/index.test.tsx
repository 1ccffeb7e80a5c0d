/**
 * /reservation-detail/{orderCode}: a booking's code, place, session and status; cancel inside the
 * window asks the spec's question, toasts the server's words and reloads after 1 s; no cancel outside
 * it; the comment button on a completed order not yet commented; the guide button on venue orders;
 * with ?zytf=1 a ZYTF order, cancelled by its own call. Another user's order is not found.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import { get, post } from '@/services/request'
import ReservationDetailPage from '.'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro') }))
const mockParams = jest.fn()
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => mockParams() }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const showModal = jest.spyOn(Taro, 'showModal')
const getMock = get as jest.Mock
const postMock = post as jest.Mock
const HOUR = 3_600_000

const booking = (status: number, startIn: number, extra: Record<string, unknown> = {}) => ({
  orderCode: 'BK20261201ABCDEFGHJKLM',
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
  day: '2026-12-01',
  visitors: [{ name: '王芳', certNumber: '510***********1230' }],
  ...extra,
})

/** the detail call answers `detail`; the e-code list (asked for a booking to be used) has no code for it */
const answer = (detail: unknown) =>
  getMock.mockImplementation((url: string) => Promise.resolve(url === 'user/api/order/eCodeList' ? { code: 0, datas: [] } : detail))

beforeEach(() => {
  jest.useRealTimers()
  jest.clearAllMocks()
  mockParams.mockReturnValue({ id: 'BK20261201ABCDEFGHJKLM' })
})

test('cancel inside the window: the question, the server’s words, the detail again after 1 s', async () => {
  answer({ code: 0, data: booking(11, 48 * HOUR) })
  renderWithI18n(<ReservationDetailPage />)
  await screen.findByTestId('reservation-detail-cancel')
  expect(screen.getByTestId('reservation-detail').textContent).toContain('订单号：BK20261201ABCDEFGHJKLM')
  expect(screen.getByTestId('reservation-detail-visitor-0').textContent).toBe('参观人：王芳（510***********1230）')
  expect(getMock).toHaveBeenCalledWith('act/api/activityOrder/detail', { orderCode: 'BK20261201ABCDEFGHJKLM' })
  showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: '' } as never)
  fireEvent.click(screen.getByTestId('reservation-detail-cancel'))
  await waitFor(() => expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '取消后需要重新预约，确认取消吗？' })))
  expect(postMock).not.toHaveBeenCalled()

  jest.useFakeTimers()
  showModal.mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: '' } as never)
  postMock.mockResolvedValueOnce({ code: 0, data: { status: 14 }, message: '取消成功' })
  fireEvent.click(screen.getByTestId('reservation-detail-cancel'))
  await waitFor(() =>
    expect(postMock).toHaveBeenCalledWith('user/api/activityOrder/cancelReservationOrder', { orderCode: 'BK20261201ABCDEFGHJKLM' }),
  )
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '取消成功' })))
  const calls = getMock.mock.calls.length
  act(() => jest.advanceTimersByTime(999))
  expect(getMock.mock.calls.length).toBe(calls)
  act(() => jest.advanceTimersByTime(1))
  expect(getMock.mock.calls.length).toBe(calls + 1)
  jest.useRealTimers()
  await waitFor(() => expect(screen.getByTestId('reservation-detail').getAttribute('data-state')).toBe('ready'))
})

test('no cancel within the last 2 hours; the comment button only on 12 with commentStatus 0; the guide on venue orders', async () => {
  answer({ code: 0, data: booking(11, HOUR) })
  const a = renderWithI18n(<ReservationDetailPage />)
  await screen.findByTestId('reservation-detail-guide')
  expect(screen.queryByTestId('reservation-detail-cancel')).toBeNull()
  expect(screen.queryByTestId('reservation-detail-comment')).toBeNull()
  fireEvent.click(screen.getByTestId('reservation-detail-guide'))
  expect(navigate).toHaveBeenLastCalledWith('/narrator-order/12')
  a.unmount()

  answer({ code: 0, data: booking(12, -48 * HOUR) })
  const b = renderWithI18n(<ReservationDetailPage />)
  fireEvent.click(await screen.findByTestId('reservation-detail-comment'))
  expect(navigate).toHaveBeenLastCalledWith('/reservation-write/12/CONTENT_TYPE_VENUE/BK20261201ABCDEFGHJKLM')
  b.unmount()

  answer({ code: 0, data: booking(12, -48 * HOUR, { commentStatus: 1 }) })
  const c = renderWithI18n(<ReservationDetailPage />)
  await screen.findByTestId('reservation-detail-status')
  expect(screen.queryByTestId('reservation-detail-comment')).toBeNull()
  c.unmount()

  // a narrator's booking: no comment, no guide
  answer({ code: 0, data: booking(12, -48 * HOUR, { orderType: 'CONTENT_TYPE_NARRATOR' }) })
  renderWithI18n(<ReservationDetailPage />)
  await screen.findByTestId('reservation-detail-status')
  expect(screen.queryByTestId('reservation-detail-comment')).toBeNull()
  expect(screen.queryByTestId('reservation-detail-guide')).toBeNull()
})

test('a booking to be used: place, session, visitors, status, price paid and its admission code as a QR code', async () => {
  getMock.mockImplementation((url: string) =>
    Promise.resolve(
      url === 'user/api/order/eCodeList'
        ? {
            code: 0,
            datas: [
              { kind: 'generic', orderCode: 'BK20261201ABCDEFGHJKLM', code: '999988887777', name: '别的', useNum: 1, status: 10 },
              {
                kind: 'booking',
                orderCode: 'BK20261201ABCDEFGHJKLM',
                code: '123456789012',
                name: '成都博物馆',
                resourceType: 'CONTENT_TYPE_VENUE',
                resourceId: 12,
                startTime: new Date(Date.now() + 48 * HOUR).toISOString(),
                endTime: new Date(Date.now() + 50 * HOUR).toISOString(),
                useDate: null,
                useNum: 2,
                status: 11,
              },
            ],
          }
        : { code: 0, data: booking(11, 48 * HOUR, { payIntegral: 40, payType: 'POINTS' }) },
    ),
  )
  renderWithI18n(<ReservationDetailPage />)
  const code = await screen.findByTestId('reservation-detail-code')
  expect(getMock).toHaveBeenCalledWith('user/api/order/eCodeList', {})
  expect(screen.getByTestId('ecode-digits-BK20261201ABCDEFGHJKLM').textContent).toBe('1234 5678 9012')
  const img = screen.getByTestId('ecode-qr-BK20261201ABCDEFGHJKLM').querySelector('img, taro-image-core')
  expect(img?.getAttribute('src')).toMatch(/^data:image\/gif;base64,/)
  expect(code.textContent).toContain('入场码')
  const detail = screen.getByTestId('reservation-detail').textContent
  expect(detail).toContain('成都博物馆')
  expect(detail).toContain('状态：待使用')
  expect(screen.getByTestId('payment-BK20261201ABCDEFGHJKLM').textContent).toBe('40 积分 · 积分支付')
})

test('a cancelled booking shows no admission code and asks for none', async () => {
  answer({ code: 0, data: booking(14, 48 * HOUR) })
  renderWithI18n(<ReservationDetailPage />)
  await screen.findByTestId('reservation-detail-free')
  expect(screen.getByTestId('reservation-detail-status').textContent).toBe('状态：已取消')
  expect(screen.queryByTestId('reservation-detail-code')).toBeNull()
  expect(getMock).not.toHaveBeenCalledWith('user/api/order/eCodeList', expect.anything())
})

test('another user’s order: not found', async () => {
  getMock.mockResolvedValue({ code: 404, message: '预约不存在' })
  renderWithI18n(<ReservationDetailPage />)
  expect((await screen.findByTestId('reservation-detail-error')).textContent).toBe('预约不存在')
})

test('a ZYTF order (?zytf=1): its detail and its own cancel', async () => {
  mockParams.mockReturnValue({ id: 'ZY1', zytf: '1' })
  getMock.mockResolvedValue({
    code: 0,
    data: {
      orderCode: 'ZY1',
      orderStatus: 0,
      resource: { images: 'a.svg', resourceName: '青城山' },
      orderStartTime: '2026-12-01 09:00',
      orderEndTime: '2026-12-01 12:00',
      orderNum: 2,
      payMoney: '',
      cancelStatus: true,
      cancelTime: Date.now() + 24 * HOUR,
      infoUrl: '',
    },
  })
  renderWithI18n(<ReservationDetailPage />)
  await screen.findByTestId('reservation-detail-cancel')
  expect(getMock).toHaveBeenCalledWith('user/api/activityOrder/getZYTFOrderDetail', { orderCode: 'ZY1' })
  expect(screen.getByTestId('reservation-detail').textContent).toContain('免费')
  showModal.mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: '' } as never)
  postMock.mockResolvedValueOnce({ code: 0, data: {}, message: '取消成功' })
  fireEvent.click(screen.getByTestId('reservation-detail-cancel'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('user/api/activityOrder/cancelZYTFOrder', { orderCode: 'ZY1' }))
})
