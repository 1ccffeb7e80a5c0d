/** "Book an activity room" on a venue's detail: only with bookable rooms, with their count; opens /activity-room/{venueId}. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { get } from '../../services/request'
import { RoomsEntry } from './RoomsEntry'

jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
const getMock = get as jest.Mock

beforeEach(() => jest.clearAllMocks())

test('a venue with two bookable rooms of three says so and opens its rooms', async () => {
  getMock.mockResolvedValue({
    code: 0,
    datas: [
      { id: 1, bookable: true },
      { id: 2, bookable: true },
      { id: 3, bookable: false },
    ],
  })
  renderWithI18n(<RoomsEntry venueId={12} />)
  const entry = await screen.findByTestId('place-rooms')
  expect(getMock).toHaveBeenCalledWith('res/api/booking/roomList', { venueId: 12 })
  expect(entry.textContent).toBe('活动室预约2 间可预约')
  fireEvent.click(entry)
  expect(navigate).toHaveBeenCalledWith('/activity-room/12')
})

test('a venue without bookable rooms shows nothing', async () => {
  getMock.mockResolvedValue({ code: 0, datas: [{ id: 3, bookable: false }] })
  renderWithI18n(<RoomsEntry venueId={13} />)
  await waitFor(() => expect(getMock).toHaveBeenCalled())
  expect(screen.queryByTestId('place-rooms')).toBeNull()
})
