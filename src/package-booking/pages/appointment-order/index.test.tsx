/**
 * /appointment-order/{id}: the days with their states, a day's sessions (full and stopped ones
 * cannot be chosen), visitors ticked up to 5, the gates before the call, one submit key for every
 * retry, and the reservation list after success.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import AppointmentOrderPage from '.'

// the page shows once when it opens, as Taro does
jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
const mockParams = jest.fn()
const mockGuard = jest.fn()
const mockDays = jest.fn()
const mockBook = jest.fn()
const mockContacts = jest.fn()
jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: () => mockParams() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/features/account', () => ({
  useAccountGate: () => ({ guardBooking: mockGuard, element: null }),
  contactApi: { list: (...a: unknown[]) => mockContacts(...a) },
}))
jest.mock('@/features/booking', () => ({
  ...jest.requireActual('@/features/booking'),
  bookingApi: { days: (...a: unknown[]) => mockDays(...a), book: (...a: unknown[]) => mockBook(...a) },
}))

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const session = (id: number, start: string, state: string, stock: number) => ({
  id,
  startTime: `2026-12-02T${start}:00+08:00`,
  endTime: `2026-12-02T${start.replace(/^(\d\d)/, (h) => String(Number(h) + 2).padStart(2, '0'))}:00+08:00`,
  stock,
  maxNum: 8,
  openStatus: state === 'stopped' ? -1 : 1,
  state,
})
const day = (date: string, state: string, orderTimes: unknown[]) => ({
  date,
  week: 2,
  stock: 0,
  maxNum: 16,
  openStatus: 1,
  state,
  resourceName: '成都博物馆',
  orderTimes,
})

beforeEach(() => {
  jest.clearAllMocks()
  mockParams.mockReturnValue({ id: '12' })
  mockGuard.mockResolvedValue(true)
  mockDays.mockResolvedValue({
    ok: true,
    data: [
      day('2026-12-01', 'closed', []),
      day('2026-12-02', 'open', [session(101, '09:30', 'full', 0), session(102, '14:00', 'open', 3), session(103, '19:00', 'stopped', 8)]),
    ],
  })
  mockContacts.mockResolvedValue({
    ok: true,
    data: {
      items: Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `游客${i + 1}` })),
      totalPage: 1,
    },
  })
  mockBook.mockResolvedValue({ ok: true, data: { orderCode: 'BK20261201ABCDEFGHJKLM', status: 11, created: true } })
})

test('a venue’s days with their states; the first open day is chosen; full and stopped sessions cannot be chosen', async () => {
  renderWithI18n(<AppointmentOrderPage />)
  await screen.findByTestId('booking-session-102')
  expect(mockDays).toHaveBeenCalledWith('CONTENT_TYPE_VENUE', '12')
  expect(screen.getByTestId('booking-day-2026-12-01').textContent).toBe('12-01 闭馆')
  expect(screen.getByTestId('booking-day-2026-12-02').getAttribute('aria-current')).toBe('true')
  expect(screen.getByTestId('booking-session-101').textContent).toContain('已约满')
  expect(screen.getByTestId('booking-session-102').textContent).toBe('14:00-16:00余 3 个名额')
  expect(screen.getByTestId('booking-session-103').textContent).toContain('暂停预约')
  fireEvent.click(screen.getByTestId('booking-session-101'))
  expect(screen.getByTestId('booking-session-101').className).not.toContain('--on')
  fireEvent.click(screen.getByTestId('booking-session-102'))
  expect(screen.getByTestId('booking-session-102').className).toContain('session-chip--on')
})

test('a scenic area asks for its own calendar', async () => {
  mockParams.mockReturnValue({ id: '7', scenic: 'scenic' })
  renderWithI18n(<AppointmentOrderPage />)
  await screen.findByTestId('booking-session-102')
  expect(mockDays).toHaveBeenCalledWith('CONTENT_TYPE_SCENERY', '7')
})

test('asks for a session and visitors first, then the gates, then books with one key for every retry', async () => {
  renderWithI18n(<AppointmentOrderPage />)
  await screen.findByTestId('booking-session-102')
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请选择场次' })))
  fireEvent.click(screen.getByTestId('booking-session-102'))
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '请选择参观人' })))
  // six saved visitors, five at most
  await screen.findByTestId('booking-visitor-6')
  for (let i = 1; i <= 6; i++) fireEvent.click(screen.getByText(`游客${i}`))
  mockGuard.mockResolvedValueOnce(false)
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() => expect(mockGuard).toHaveBeenCalledTimes(1))
  expect(mockBook).not.toHaveBeenCalled()
  mockBook.mockResolvedValueOnce({ ok: false, noAnswer: true })
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() => expect(mockBook).toHaveBeenCalledTimes(1))
  fireEvent.click(screen.getByTestId('booking-submit'))
  await waitFor(() => expect(mockBook).toHaveBeenCalledTimes(2))
  const [first, second] = mockBook.mock.calls
  expect(first[0]).toBe(102)
  expect(first[1]).toEqual([1, 2, 3, 4, 5])
  expect(second[2]).toBe(first[2])
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/appointment-success?orderCode=BK20261201ABCDEFGHJKLM', 'replace'))
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '预约成功' }))
})

test('a place that takes no bookings says so', async () => {
  mockDays.mockResolvedValue({ ok: true, data: [] })
  renderWithI18n(<AppointmentOrderPage />)
  expect((await screen.findByText('该场所暂未开放预约')).textContent).toBe('该场所暂未开放预约')
})
