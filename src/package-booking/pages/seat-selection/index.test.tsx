/**
 * /seat-selection/{slotId}/{max}/{activityId}: the seat map with its states, up to max seats
 * chosen (held, sold and unsold seats cannot be), the hold with its countdown, a seat taken
 * meanwhile (the server's words, the map again), and the booking of the held seats with the visitors.
 */
import Taro from '@tarojs/taro'
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import SeatSelectionPage from '.'

const mockParams = jest.fn()
const mockMap = jest.fn()
const mockHold = jest.fn()
const mockBook = jest.fn()
jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: () => mockParams() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/features/booking', () => ({
  ...jest.requireActual('@/features/booking'),
  seatApi: { map: (...a: unknown[]) => mockMap(...a), hold: (...a: unknown[]) => mockHold(...a) },
  bookingApi: { book: (...a: unknown[]) => mockBook(...a) },
}))
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const seat = (row: number, number: number, state = 'free') => ({ id: `${row}-${number}`, number, state })
const seatMap = (change: object = {}) => ({
  ok: true,
  data: {
    slotId: 77,
    hallName: '锦城艺术宫 · 主剧场',
    rows: [
      { row: 1, seats: [seat(1, 1, 'off'), seat(1, 2), null, seat(1, 3, 'held'), seat(1, 4, 'sold')] },
      { row: 2, seats: [seat(2, 1), seat(2, 2), null, seat(2, 3), seat(2, 4)] },
    ],
    holdSeconds: 300,
    maxSeats: 5,
    mine: [],
    expiresAt: '',
    ...change,
  },
})

beforeEach(() => {
  jest.clearAllMocks()
  jest.useRealTimers()
  mockParams.mockReturnValue({ id: '77', max: '2', activityId: '38', contactIds: '4,5' })
  mockMap.mockResolvedValue(seatMap())
})

test('free seats are chosen up to max; held, sold and unsold ones cannot be; the chosen seats are named', async () => {
  renderWithI18n(<SeatSelectionPage />)
  await screen.findByTestId('seat-1-2')
  expect(mockMap).toHaveBeenCalledWith('77')
  for (const id of ['1-1', '1-3', '1-4']) fireEvent.click(screen.getByTestId(`seat-${id}`))
  expect(screen.getByTestId('seat-chosen').textContent).toBe('已选 0/2')
  fireEvent.click(screen.getByTestId('seat-2-2'))
  fireEvent.click(screen.getByTestId('seat-2-3'))
  fireEvent.click(screen.getByTestId('seat-2-4'))
  expect(screen.getByTestId('seat-chosen').textContent).toBe('已选 2/2')
  expect(screen.getByText('2排2座、2排3座')).toBeTruthy()
  fireEvent.click(screen.getByTestId('seat-2-2'))
  expect(screen.getByTestId('seat-chosen').textContent).toBe('已选 1/2')
})

test('confirm holds the seats with a countdown; continue books them with the visitors and opens the pay page', async () => {
  const expiresAt = new Date(Date.now() + 300_000).toISOString()
  mockHold.mockResolvedValue({ ok: true, data: { slotId: 77, seatIds: ['2-2', '2-3'], expiresAt } })
  mockBook.mockResolvedValue({ ok: true, data: { orderCode: 'BK20261202ABCDEFGHJKLM', status: 0, created: true } })
  renderWithI18n(<SeatSelectionPage />)
  fireEvent.click(await screen.findByTestId('seat-2-2'))
  fireEvent.click(screen.getByTestId('seat-2-3'))
  fireEvent.click(screen.getByTestId('seat-confirm'))
  expect(await screen.findByTestId('seat-countdown')).toBeTruthy()
  expect(screen.getByTestId('seat-countdown').textContent).toMatch(/^座位已为您保留，剩余 0[45]:\d\d$/)
  expect(mockHold).toHaveBeenCalledWith('77', ['2-2', '2-3'], 2)
  fireEvent.click(screen.getByTestId('seat-next'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order-pay/BK20261202ABCDEFGHJKLM', 'replace'))
  const [slotId, visitors, key, extra] = mockBook.mock.calls[0]
  expect([slotId, visitors, extra]).toEqual([77, ['4', '5'], { seatIds: '2-2,2-3' }])
  expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
})

test('a seat taken meanwhile: the server’s words and the map again; opened without visitors, continue goes to the activity order', async () => {
  mockParams.mockReturnValue({ id: '77', max: '1', activityId: '38' })
  mockHold.mockResolvedValueOnce({ ok: false, code: 400, message: '座位 2-2 已被他人选走，请重新选座' })
  renderWithI18n(<SeatSelectionPage />)
  fireEvent.click(await screen.findByTestId('seat-2-2'))
  fireEvent.click(screen.getByTestId('seat-confirm'))
  await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '座位 2-2 已被他人选走，请重新选座' })))
  expect(mockMap).toHaveBeenCalledTimes(2)
  mockHold.mockResolvedValueOnce({
    ok: true,
    data: { slotId: 77, seatIds: ['2-1'], expiresAt: new Date(Date.now() + 300_000).toISOString() },
  })
  fireEvent.click(screen.getByTestId('seat-2-1'))
  fireEvent.click(screen.getByTestId('seat-confirm'))
  fireEvent.click(await screen.findByTestId('seat-next'))
  expect(navigate).toHaveBeenCalledWith('/activity-order/38')
  expect(mockBook).not.toHaveBeenCalled()
})

test('seats I hold already are chosen; when the hold runs out they are let go with a toast', async () => {
  jest.useFakeTimers()
  mockMap.mockResolvedValueOnce(seatMap({ mine: ['2-4'], expiresAt: new Date(Date.now() + 2000).toISOString() }))
  renderWithI18n(<SeatSelectionPage />)
  await act(async () => {
    await Promise.resolve()
  })
  expect(screen.getByTestId('seat-countdown').textContent).toBe('座位已为您保留，剩余 00:02')
  await act(async () => {
    jest.advanceTimersByTime(3000)
  })
  expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '座位保留已超时，请重新选座' }))
  expect(screen.queryByTestId('seat-countdown')).toBeNull()
  expect(screen.getByTestId('seat-chosen').textContent).toBe('已选 0/2')
})
