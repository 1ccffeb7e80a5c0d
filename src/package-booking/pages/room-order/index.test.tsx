/**
 * /room-order/{roomId}: the chosen session from the store, the shared rule's refusals before any
 * call, the gates, the one save with the room's fields, and /order-success after.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { useRoomChoice } from '@/features/booking'
import { navigate } from '@/services/navigate'
import RoomOrderPage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
const mockGuard = jest.fn()
const mockBook = jest.fn()
jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: () => ({ id: '31' }) }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/features/account', () => ({
  useAccountGate: () => ({ guardBooking: mockGuard, element: null }),
  contactApi: { list: () => Promise.resolve({ ok: true, data: { items: [{ id: 4, name: '王芳' }], totalPage: 1 } }) },
}))
jest.mock('@/features/booking', () => ({
  ...jest.requireActual('@/features/booking'),
  roomApi: { detail: () => Promise.resolve({ ok: true, data: { id: 31, name: '学术报告厅', capacity: 20 } }) },
  bookingApi: { book: (...a: unknown[]) => mockBook(...a) },
}))
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const toasted = (title: string) => expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title }))

/** the input inside a field (NutUI renders the native element a moment after the field) */
const typeInto = async (testId: string, value: string) => {
  const input = await waitFor(() => {
    const el = screen.getByTestId(testId)
    const found = el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' ? el : el.querySelector('input, textarea')
    if (!found) throw new Error(`no input in ${testId}`)
    return found
  })
  fireEvent.change(input, { target: { value } })
  fireEvent.input(input, { target: { value } })
}

beforeEach(() => {
  jest.clearAllMocks()
  mockGuard.mockResolvedValue(true)
  mockBook.mockResolvedValue({ ok: true, data: { orderCode: 'BK20261202ABCDEFGHJKLM', status: 4, created: true } })
  useRoomChoice.getState().clear()
})

test('without a chosen session the page sends the visitor to choose one', async () => {
  renderWithI18n(<RoomOrderPage />)
  fireEvent.click(await screen.findByTestId('room-order-choose'))
  expect(navigate).toHaveBeenCalledWith('/time-choice/31')
  fireEvent.click(screen.getByTestId('room-order-submit'))
  toasted('请先选择使用时段')
})

test('the rule refuses before any call; a filled form books the session with the room’s fields and opens the success page', async () => {
  useRoomChoice.getState().choose({
    roomId: 31,
    slotId: 6,
    day: '2026-12-02',
    startTime: '2026-12-02T06:00:00.000Z',
    endTime: '2026-12-02T08:00:00.000Z',
    stock: 8,
  })
  renderWithI18n(<RoomOrderPage />)
  expect(await screen.findByText('12/02 14:00-16:00')).toBeTruthy()
  fireEvent.click(screen.getByTestId('room-order-submit'))
  toasted('请填写使用用途（至少 2 个字）')
  await typeInto('room-order-purpose', '社区合唱团排练')
  await typeInto('room-order-people', '9')
  fireEvent.click(screen.getByTestId('room-order-submit'))
  // 8 places left in the session
  toasted('参与人数最多 8 人')
  await typeInto('room-order-people', '8')
  fireEvent.click(screen.getByTestId('room-order-submit'))
  toasted('请选择一位负责人')
  expect(mockBook).not.toHaveBeenCalled()
  fireEvent.click(await screen.findByTestId('room-order-contact-4'))
  await typeInto('room-order-organisation', '玉林街道合唱团')
  fireEvent.click(screen.getByTestId('room-order-submit'))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/order-success/BK20261202ABCDEFGHJKLM', 'replace'))
  expect(mockGuard).toHaveBeenCalled()
  const [slotId, contacts, key, extra] = mockBook.mock.calls[0]
  expect([slotId, contacts, extra]).toEqual([6, [4], { purpose: '社区合唱团排练', organisation: '玉林街道合唱团', peopleCount: 8 }])
  expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
})

test('a visitor stopped by a gate makes no call', async () => {
  mockGuard.mockResolvedValue(false)
  useRoomChoice.getState().choose({
    roomId: 31,
    slotId: 6,
    day: '2026-12-02',
    startTime: '2026-12-02T06:00:00.000Z',
    endTime: '2026-12-02T08:00:00.000Z',
    stock: 8,
  })
  renderWithI18n(<RoomOrderPage />)
  await screen.findByText('学术报告厅')
  await typeInto('room-order-purpose', '读书会')
  await typeInto('room-order-people', '3')
  fireEvent.click(await screen.findByTestId('room-order-contact-4'))
  fireEvent.click(screen.getByTestId('room-order-submit'))
  await waitFor(() => expect(mockGuard).toHaveBeenCalled())
  expect(mockBook).not.toHaveBeenCalled()
})
