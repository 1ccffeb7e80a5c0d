/** /activity-map: the places' map frame over the activity list, asked around the centre. */
import { screen } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { activityItem } from '../../../../tests/fixtures/activities'
import { get } from '@/services/request'
import ActivityMapPage from '.'

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

const mockMapList = jest.fn()
jest.mock('@/features/maps', () => ({
  useMapCentre: () => ({ longitude: 104.06, latitude: 30.66, fallback: true }),
  MapList: (props: { source: { list: (p: unknown, page: unknown) => unknown }; paramsAt: (c: unknown) => unknown; testId: string }) => {
    mockMapList(props)
    return <div data-testid={props.testId} />
  },
}))

test('the activities around the centre, nearest first', async () => {
  getMock.mockResolvedValue({ code: 0, datas: [activityItem({ distance: 420 })], page: { total: 1, totalPage: 1 } })
  renderWithI18n(<ActivityMapPage />)
  expect(screen.getByTestId('activity-map')).toBeTruthy()
  const { source, paramsAt } = mockMapList.mock.calls[0][0]
  const params = paramsAt({ longitude: 104.06, latitude: 30.66 })
  expect(params).toEqual({ longitude: 104.06, latitude: 30.66 })
  const page = await source.list(params, { page: 1, pageSize: 10 })
  expect(listCalls()[0]).toMatchObject({ longitude: 104.06, latitude: 30.66 })
  expect(page).toMatchObject({
    ok: true,
    data: { items: [expect.objectContaining({ resourceType: 'CONTENT_TYPE_ACTIVITY', distance: 420 })] },
  })
})
