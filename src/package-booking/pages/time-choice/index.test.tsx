/** /time-choice/{roomId}: the room's days and sessions; only an open session may be chosen; Next carries it to /room-order. */
import Taro from '@tarojs/taro'
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { useRoomChoice } from '@/features/booking'
import { navigate } from '@/services/navigate'
import TimeChoicePage from '.'

const mockDays = jest.fn()
jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: () => ({ id: '31' }) }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/features/booking', () => ({
  ...jest.requireActual('@/features/booking'),
  bookingApi: { days: (...a: unknown[]) => mockDays(...a) },
}))
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const session = (id: number, hour: number, state: string, stock: number) => ({
  id,
  startTime: `2026-12-02T${String(hour).padStart(2, '0')}:00:00+08:00`,
  endTime: `2026-12-02T${String(hour + 2).padStart(2, '0')}:00:00+08:00`,
  stock,
  maxNum: 20,
  openStatus: 1,
  state,
})

test('the room’s calendar; a full session cannot be chosen; Next keeps the open one and opens the order form', async () => {
  mockDays.mockResolvedValue({
    ok: true,
    data: [
      {
        date: '2026-12-02',
        week: 3,
        stock: 8,
        maxNum: 40,
        openStatus: 1,
        state: 'open',
        resourceName: '学术报告厅',
        orderTimes: [session(5, 9, 'full', 0), session(6, 14, 'open', 8)],
      },
    ],
  })
  renderWithI18n(<TimeChoicePage />)
  expect(await screen.findByText('09:00-11:00')).toBeTruthy()
  expect(mockDays).toHaveBeenCalledWith('CONTENT_TYPE_ACTIVITY_SHIU', '31')
  fireEvent.click(screen.getByTestId('time-choice-next'))
  expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请选择时段' }))
  fireEvent.click(screen.getByTestId('booking-session-5'))
  fireEvent.click(screen.getByTestId('time-choice-next'))
  expect(navigate).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('booking-session-6'))
  fireEvent.click(screen.getByTestId('time-choice-next'))
  expect(useRoomChoice.getState().choice).toEqual({
    roomId: 31,
    slotId: 6,
    day: '2026-12-02',
    startTime: '2026-12-02T14:00:00+08:00',
    endTime: '2026-12-02T16:00:00+08:00',
    stock: 8,
  })
  expect(navigate).toHaveBeenCalledWith('/room-order/31')
})
