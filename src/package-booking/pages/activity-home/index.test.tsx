/** /activity-home: the classifies (each opens /activity/{id}), the week's strip with its counts (a day opens its list), the coming activities. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityItem } from '../../../../tests/fixtures/activities'
import { stripDays } from '@/features/activities'
import { get } from '@/services/request'
import { navigate } from '@/services/navigate'
import ActivityHomePage from '.'

jest.mock('@tarojs/taro', () => {
  const { useEffect } = jest.requireActual('react')
  return {
    ...jest.requireActual('@tarojs/taro'),
    useReachBottom: jest.fn(), // eslint-disable-next-line react-hooks/exhaustive-deps
    useDidShow: (fn: () => void) => useEffect(() => fn(), []),
  }
})
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn() }))
jest.mock('@/components/PageShell', () => ({ __esModule: true, default: ({ children }: { children: unknown }) => children }))

const getMock = get as jest.Mock
const today = stripDays(Date.now())[0]

beforeEach(() => {
  jest.clearAllMocks()
  getMock.mockImplementation(async (url: string, params: Record<string, unknown>) => {
    if (url.endsWith('getActivityClassifyList')) return { code: 0, datas: [{ id: 1, name: '演出赛事', activityCount: 5 }] }
    if (url.endsWith('activityCalendar')) return { code: 0, datas: [{ dateTime: today, activityCount: 4 }] }
    if (url.endsWith('getActivityList')) return { code: 0, datas: [activityItem()], page: { total: 1, totalPage: 1 }, params }
    return { code: 404, message: '?' }
  })
})

test('classifies with their counts, the strip of 7 days with today’s count, and the coming activities', async () => {
  renderWithI18n(<ActivityHomePage />)
  expect(await screen.findByText('演出赛事 (5)')).toBeTruthy()
  expect(await screen.findByText('成都博物馆亲子研学')).toBeTruthy()
  await waitFor(() => expect(screen.getByTestId(`activity-day-${today}`).textContent).toContain('4 场'))
  expect(screen.getAllByTestId(/^activity-day-/)).toHaveLength(7)
  fireEvent.click(screen.getByTestId('activity-classify-1'))
  expect(navigate).toHaveBeenLastCalledWith('/activity/1')
  fireEvent.click(screen.getByTestId(`activity-day-${today}`))
  expect(navigate).toHaveBeenLastCalledWith(`/activity-list/all/${today}`)
  fireEvent.click(screen.getByTestId('activity-item-7'))
  expect(navigate).toHaveBeenLastCalledWith('/activity-detail/7')
})

test('a failed classify call leaves the page usable (the list still shows)', async () => {
  getMock.mockImplementation(async (url: string) =>
    url.endsWith('getActivityList') ? { code: 0, datas: [], page: { total: 0, totalPage: 0 } } : { code: 500, message: '服务繁忙' },
  )
  renderWithI18n(<ActivityHomePage />)
  expect(await screen.findByTestId('activity-home')).toBeTruthy()
  expect(await screen.findByText('暂无数据')).toBeTruthy()
})
