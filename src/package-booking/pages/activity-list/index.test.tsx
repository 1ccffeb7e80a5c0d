/** /activity-list/{classifyId}/{date}: the day's activities of a classify (all: every classify); a malformed date says so. */
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityItem } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import ActivityListPage from '.'

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
const listCalls = () => getMock.mock.calls.filter((c) => String(c[0]).endsWith('getActivityList')).map((c) => c[1])

beforeEach(() => {
  jest.clearAllMocks()
  getMock.mockResolvedValue({ code: 0, datas: [activityItem()], page: { total: 1, totalPage: 1 } })
})

test('sends the date and the classify; all sends no classify', async () => {
  mockParams.mockReturnValue({ classifyId: '3', date: '2026-12-05' })
  renderWithI18n(<ActivityListPage />)
  expect(await screen.findByText('成都博物馆亲子研学')).toBeTruthy()
  expect(screen.getByRole('heading', { name: '2026-12-05 的活动' })).toBeTruthy()
  expect(listCalls()[0]).toMatchObject({ date: '2026-12-05', classifyId: '3' })
})

test('a malformed date: no list call, the date rule shown', async () => {
  mockParams.mockReturnValue({ classifyId: 'all', date: '2026-13-40' })
  renderWithI18n(<ActivityListPage />)
  expect(await screen.findByTestId('activity-bad-date')).toBeTruthy()
  expect(listCalls()).toHaveLength(0)
})
