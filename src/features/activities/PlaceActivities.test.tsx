/** The activities of a place on its detail: under way first, then the ones to come, two at most, "All" to the place's list; nothing when none. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { activityItem } from '../../../tests/fixtures/activities'
import { get } from '../../services/request'
import { navigate } from '../../services/navigate'
import { PlaceActivities } from '.'

jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
const getMock = get as jest.Mock
beforeEach(() => jest.clearAllMocks())

const page = (items: unknown[]) => ({ code: 0, datas: items, page: { total: items.length, totalPage: 1 } })

test('under way first, then to come; two at most; All opens the place’s list', async () => {
  getMock.mockImplementation(async (_url: string, params: { state: number }) =>
    params.state === 2
      ? page([activityItem({ id: 1, name: '古蜀金器特展导览', state: 'inProgress' })])
      : page([activityItem({ id: 2, name: '金沙遗址模拟考古课' }), activityItem({ id: 3, name: '第三个' })]),
  )
  renderWithI18n(<PlaceActivities placeId={12} placeType="CONTENT_TYPE_VENUE" />)
  expect(await screen.findByText('古蜀金器特展导览')).toBeTruthy()
  expect(screen.getByText('金沙遗址模拟考古课')).toBeTruthy()
  expect(screen.queryByText('第三个')).toBeNull()
  expect(getMock.mock.calls.map((c) => c[1])).toEqual([
    expect.objectContaining({ placeId: 12, placeType: 'CONTENT_TYPE_VENUE', state: 2 }),
    expect.objectContaining({ placeId: 12, placeType: 'CONTENT_TYPE_VENUE', state: 1 }),
  ])
  fireEvent.click(screen.getByTestId('place-activities-all'))
  expect(navigate).toHaveBeenCalledWith('/detail-activity-list/12/CONTENT_TYPE_VENUE')
})

test('a place without activities shows nothing', async () => {
  getMock.mockResolvedValue(page([]))
  const { container } = renderWithI18n(<PlaceActivities placeId={13} placeType="CONTENT_TYPE_SCENERY" />)
  await waitFor(() => expect(getMock).toHaveBeenCalledTimes(2))
  expect(container.textContent).toBe('')
})
