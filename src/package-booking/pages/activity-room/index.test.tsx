/** /activity-room/{venueId}: the venue's rooms with capacity, area, price and review; Book opens /time-choice. */
import { fireEvent, screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { navigate } from '@/services/navigate'
import ActivityRoomPage from '.'

const mockList = jest.fn()
jest.mock('@/kit', () => ({ ...jest.requireActual('@/kit'), usePageParams: () => ({ id: '7' }) }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/features/booking', () => ({
  ...jest.requireActual('@/features/booking'),
  roomApi: { list: (...a: unknown[]) => mockList(...a) },
}))

const room = (id: number, change: object) => ({
  id,
  venueId: 7,
  venueName: '四川博物院',
  name: `活动室${id}`,
  image: '',
  summary: '',
  capacity: 20,
  area: 90,
  money: '',
  integral: 0,
  bookable: true,
  reviewed: true,
  cancelStatus: 2,
  cancelTime: 2,
  times: ['09:00-11:00'],
  ...change,
})

test('each room says its capacity, area, price and review; a bookable one opens its times, another says it is closed', async () => {
  mockList.mockResolvedValue({ ok: true, data: [room(1, {}), room(2, { money: '30.00', reviewed: false }), room(3, { bookable: false })] })
  renderWithI18n(<ActivityRoomPage />)
  expect(await screen.findByText('活动室1')).toBeTruthy()
  expect(mockList).toHaveBeenCalledWith('7')
  expect(screen.getAllByText('可容纳 20 人 · 90 ㎡')).toHaveLength(3)
  expect(screen.getAllByText('免费 · 需场馆审核')).toHaveLength(2)
  expect(screen.getByText('¥30.00')).toBeTruthy()
  expect(screen.getByText('暂不开放预约')).toBeTruthy()
  expect(screen.queryByTestId('room-book-3')).toBeNull()
  fireEvent.click(screen.getByTestId('room-book-1'))
  expect(navigate).toHaveBeenCalledWith('/time-choice/1')
})

test('a venue without rooms says so', async () => {
  mockList.mockResolvedValue({ ok: true, data: [] })
  renderWithI18n(<ActivityRoomPage />)
  expect(await screen.findByText('该场馆暂无活动室')).toBeTruthy()
})
