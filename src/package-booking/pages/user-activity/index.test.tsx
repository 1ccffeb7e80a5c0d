/** /user-activity: the reservation list kept to activity orders (orderType CONTENT_TYPE_ACTIVITY), titled My activities. */
import { screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get } from '@/services/request'
import UserActivityPage from '.'

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
jest.mock('@/components/PageShell', () => ({
  __esModule: true,
  default: ({ children, title }: { children: unknown; title: string }) => [<h1 key="t">{title}</h1>, children],
}))
const mockParams = jest.fn()
jest.mock('@/kit/page-params', () => ({ ...jest.requireActual('@/kit/page-params'), usePageParams: () => mockParams() }))
const getMock = get as jest.Mock

test('asks for activity orders only, the count badge too', async () => {
  mockParams.mockReturnValue({})
  getMock.mockResolvedValue({ code: 0, datas: [], page: { total: 0, totalPage: 0 } })
  renderWithI18n(<UserActivityPage />)
  expect(screen.getByRole('heading', { name: '我的活动' })).toBeTruthy()
  await waitFor(() => expect(getMock.mock.calls.length).toBeGreaterThanOrEqual(2))
  for (const [url, params] of getMock.mock.calls) {
    expect(url).toBe('user/api/activityOrder/getActivityOrderList')
    expect(params).toMatchObject({ orderType: 'CONTENT_TYPE_ACTIVITY' })
  }
  expect(await screen.findByText('暂无数据')).toBeTruthy()
})
