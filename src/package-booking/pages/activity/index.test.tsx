/** /activity/{classifyId}: the classify and state tabs send their filters; the address's classify is the first tab chosen. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityItem } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import ActivityPage from '.'

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
  mockParams.mockReturnValue({ classifyId: '2' })
  getMock.mockImplementation(async (url: string) => {
    if (url.endsWith('getActivityClassifyList'))
      return {
        code: 0,
        datas: [
          { id: 1, name: '演出赛事', activityCount: 5 },
          { id: 2, name: '亲子研学', activityCount: 3 },
        ],
      }
    if (url.endsWith('activityCalendar')) return { code: 0, datas: [] }
    return { code: 0, datas: [activityItem()], page: { total: 1, totalPage: 1 } }
  })
})

test('opens on the classify of the address, titled by it; the state tabs send 1, 2, 3', async () => {
  renderWithI18n(<ActivityPage />)
  expect(await screen.findByRole('heading', { name: '亲子研学' })).toBeTruthy()
  await waitFor(() => expect(listCalls()[0]).toMatchObject({ classifyId: '2', currPage: 1 }))
  fireEvent.click(screen.getByTestId('activity-state-tab-ended'))
  await waitFor(() => expect(listCalls().at(-1)).toMatchObject({ classifyId: '2', state: 3 }))
  fireEvent.click(screen.getByTestId('activity-classify-tab-all'))
  await waitFor(() => expect(listCalls().at(-1)).toEqual(expect.not.objectContaining({ classifyId: expect.anything() })))
})
