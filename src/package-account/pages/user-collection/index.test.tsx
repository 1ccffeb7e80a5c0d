/**
 * /user-collection against a mocked request layer: the places collection call
 * (res/api/interactManage/collectionList), the type tabs sending resourceType, a row opening the
 * detail of its type, and cancel collection calling cancelCollection with the spec's toast
 * ("取消成功") before the list loads again.
 */
import Taro from '@tarojs/taro'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import UserCollectionPage from '.'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useReachBottom: jest.fn() }))
jest.mock('@/services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('@/services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/user-collection' }))
jest.mock('@/components/TabBar', () => ({ __esModule: true, useTabs: () => [], default: () => <div data-testid="tab-bar" /> }))

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const getMock = get as jest.Mock
const postMock = post as jest.Mock

const item = (id: number, type: string, resourceType: string, name: string) => ({
  id,
  type,
  resourceType,
  name,
  summary: '',
  cover: '',
  regionCode: '510100',
  address: '',
  longitude: null,
  latitude: null,
  price: '',
  level: '',
  tags: [],
  visitorRatio: null,
  crowdState: '',
  likeNum: 0,
  collectionNum: 1,
  collectedAt: '2026-11-20T08:00:00.000Z',
})
const page = (datas: unknown[]) => ({ code: 0, datas, page: { total: datas.length, totalPage: 1 } })

beforeEach(() => {
  getMock.mockReset()
  postMock.mockReset()
  ;(navigate as jest.Mock).mockReset()
  showToast.mockClear()
})

test('lists the collection of every type; a row opens the detail of its type', async () => {
  getMock.mockResolvedValue(
    page([
      item(7, 'SCENERY', 'CONTENT_TYPE_SCENERY', '都江堰'),
      item(3, 'NEWS', 'CONTENT_TYPE_NEWS', '春游指南'),
      item(5, 'STRATEGY', 'CONTENT_TYPE_STRATEGY', '成都三日游'),
      item(9, 'INTANGIBLE_PROJECT', 'CONTENT_TYPE_INTANGIBLE_PROJECT', '蜀锦织造技艺'),
    ]),
  )
  renderWithI18n(<UserCollectionPage />)
  const scenic = await screen.findByTestId('collection-SCENERY-7')
  expect(getMock).toHaveBeenCalledWith('res/api/interactManage/collectionList', { currPage: 1, pageSize: 10 }, expect.anything())
  expect(scenic.textContent).toContain('都江堰')
  expect(scenic.textContent).toContain('景区 · 2026-11-20')
  expect(screen.getByTestId('collection-NEWS-3').textContent).toContain('资讯')
  fireEvent.click(screen.getByText('都江堰'))
  expect(navigate).toHaveBeenCalledWith('/scenic-detail/7')
  fireEvent.click(screen.getByText('春游指南'))
  expect(navigate).toHaveBeenLastCalledWith('/news-detail/3')
  // a collected strategy: named and opened as the stories pages do
  expect(screen.getByTestId('collection-STRATEGY-5').textContent).toContain('攻略 · 2026-11-20')
  fireEvent.click(screen.getByText('成都三日游'))
  expect(navigate).toHaveBeenLastCalledWith('/strategy-detail/5')
  expect(screen.getByTestId('collection-type-STORY').textContent).toBe('故事')
  // heritage has no tab of its own (/user-intangible lists it) but is named under "all"
  expect(screen.getByTestId('collection-INTANGIBLE_PROJECT-9').textContent).toContain('非遗项目 · 2026-11-20')
})

test('a type tab asks for that type only', async () => {
  getMock.mockResolvedValue(page([]))
  renderWithI18n(<UserCollectionPage />)
  await screen.findByTestId('list-empty')
  fireEvent.click(screen.getByTestId('collection-type-HOTEL'))
  await waitFor(() =>
    expect(getMock).toHaveBeenLastCalledWith(
      'res/api/interactManage/collectionList',
      { resourceType: 'CONTENT_TYPE_HOTEL', currPage: 1, pageSize: 10 },
      expect.anything(),
    ),
  )
  expect(screen.getByTestId('collection-type-HOTEL').getAttribute('aria-current')).toBe('true')
})

test('cancel collection calls cancelCollection, toasts "取消成功" and loads the list again without the row', async () => {
  getMock.mockResolvedValueOnce(page([item(7, 'SCENERY', 'CONTENT_TYPE_SCENERY', '都江堰')])).mockResolvedValueOnce(page([]))
  postMock.mockResolvedValue({ code: 0, data: { status: false, count: 0 } })
  renderWithI18n(<UserCollectionPage />)
  fireEvent.click(await screen.findByTestId('collection-cancel-SCENERY-7'))
  await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '取消成功' })))
  expect(postMock).toHaveBeenCalledWith('res/api/interactManage/cancelCollection', { resourceId: 7, resourceType: 'CONTENT_TYPE_SCENERY' })
  expect(navigate).not.toHaveBeenCalled()
  await screen.findByTestId('list-empty')
  expect(screen.queryByTestId('collection-SCENERY-7')).toBeNull()
})

test('a refused cancel toasts the server message and keeps the row', async () => {
  getMock.mockResolvedValue(page([item(7, 'SCENERY', 'CONTENT_TYPE_SCENERY', '都江堰')]))
  postMock.mockResolvedValue({ code: 404, message: '本站没有 id 为 7 的资源' })
  renderWithI18n(<UserCollectionPage />)
  fireEvent.click(await screen.findByTestId('collection-cancel-SCENERY-7'))
  await waitFor(() => expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '本站没有 id 为 7 的资源' })))
  expect(screen.getByTestId('collection-SCENERY-7')).toBeTruthy()
})
