/**
 * The one place detail against mocked calls: title, gallery and photo viewer (zoom capped at 2),
 * crowding per type, practical block (tap-to-call, open-map only when complete, websites behind
 * the disclaimer), intro collapsing above 6 lines, spots, news (pageSize 2), like / collect with
 * the login gate, the removing call when on, counts and toasts, and the browse record.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { readStoredUser } from '@/features/account/shell'
import { renderWithI18n } from '../../../tests/setup/render'
import type { PlaceDetail, PlaceListItem } from '../../core/places/contract'
import { navigate } from '../../services/navigate'
import { placesApi } from './api'
import { interactApi } from './interact'
import { placeNews } from './place-news'
import { PlaceDetailView } from './PlaceDetailView'

jest.mock('@tarojs/taro', () => ({
  ...jest.requireActual('@tarojs/taro'),
  useRouter: () => ({ params: { id: '7' } }),
  useShareAppMessage: jest.fn(),
}))
const mockSource = { variant: 'a', list: jest.fn(), detail: jest.fn() }
jest.mock('./api', () => ({ placesApi: jest.fn(() => mockSource) }))
jest.mock('./interact', () => ({ ...jest.requireActual('./interact'), interactApi: { toggle: jest.fn(), addBrowseRecord: jest.fn() } }))
jest.mock('./place-news', () => ({ placeNews: jest.fn() }))
// the brand banner is the home area's (tested there)
jest.mock('../home/brand', () => ({ BrandBanner: () => null }))
jest.mock('@/features/account/shell', () => ({ ...jest.requireActual('@/features/account/shell'), readStoredUser: jest.fn() }))
// the bottom index bar (its menu call is the shell's; here only whether it shows)
jest.mock('../../components/TabBar', () => ({ __esModule: true, useTabs: () => [], default: () => <div data-testid="tab-bar" /> }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/scenic-detail/7' }))
;(globalThis as any).IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const toggle = interactApi.toggle as jest.Mock
const browse = interactApi.addBrowseRecord as jest.Mock
const user = readStoredUser as jest.Mock
const newsList = placeNews as jest.Mock
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const setTitle = jest.spyOn(Taro, 'setNavigationBarTitle').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const call = jest.spyOn(Taro, 'makePhoneCall').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const LONG_INTRO = Array.from(
  { length: 5 },
  (_, i) => `第${i + 1}段：${'都江堰是世界文化遗产，两千多年来灌溉着成都平原。'.repeat(2)}`,
).join('\n\n')

const place = (extra: Partial<PlaceDetail> = {}): PlaceDetail => ({
  id: 7,
  type: 'SCENERY',
  resourceType: 'CONTENT_TYPE_SCENERY',
  name: '都江堰景区',
  summary: '世界文化遗产',
  cover: '/api/demo/places/djy.jpg',
  regionCode: '510181',
  address: '都江堰市公园路',
  longitude: 103.62,
  latitude: 31.0,
  price: '¥80',
  level: '5A',
  tags: ['世界遗产'],
  visitorRatio: 0.65,
  crowdState: '',
  likeNum: 10,
  collectionNum: 3,
  parentId: null,
  intro: LONG_INTRO,
  images: [
    { url: '/api/demo/places/a.jpg', description: '鱼嘴' },
    { url: '/api/demo/places/b.jpg', description: '宝瓶口' },
  ],
  video: '',
  audio: '',
  panorama: '',
  openHours: '08:00-18:00',
  phone: '028-87120836',
  websiteUrl: 'https://www.djy.example/',
  officialName: '文旅官网',
  officialUrl: 'https://wl.djy.example/',
  commentNum: 5,
  browseNum: 100,
  extra: {},
  vipResourceStatus: { likeStatus: false, collectionStatus: true, focusStatus: false },
  ...extra,
})
const spot = (id: number): PlaceListItem => ({ ...place(), id, type: 'SPOTS', resourceType: 'CONTENT_TYPE_SPOTS', name: `景点${id}` })

beforeEach(() => {
  jest.clearAllMocks()
  mockSource.list.mockResolvedValue({ ok: true, data: { items: [], totalPage: 1 } })
  newsList.mockResolvedValue({ ok: true, data: [] })
  user.mockReturnValue(null)
})

test('a scenic area: title, gallery, crowding, practical block, spots and news', async () => {
  mockSource.detail.mockResolvedValue({ ok: true, data: place() })
  mockSource.list.mockResolvedValue({ ok: true, data: { items: [spot(21), spot(22)], totalPage: 1 } })
  newsList.mockResolvedValue({
    ok: true,
    data: [
      { id: 1, title: '都江堰放水节', cover: '' },
      { id: 2, title: '夜游都江堰', cover: '' },
    ],
  })
  renderWithI18n(<PlaceDetailView type="SCENERY" />)
  expect((await screen.findByTestId('place-name')).textContent).toBe('都江堰景区')
  expect(placesApi).toHaveBeenCalledWith('SCENERY')
  expect(mockSource.detail).toHaveBeenCalledWith('7')
  expect(setTitle).toHaveBeenLastCalledWith({ title: '都江堰景区' })
  expect(screen.getByTestId('place-crowding').textContent).toBe('拥挤')
  expect(screen.getByTestId('place-hours').textContent).toContain('08:00-18:00')

  fireEvent.click(screen.getByTestId('place-phone'))
  expect(call).toHaveBeenCalledWith({ phoneNumber: '028-87120836' })
  fireEvent.click(screen.getByTestId('place-address'))
  expect(navigate).toHaveBeenCalledWith(
    '/open-map/103.62/31/%E9%83%BD%E6%B1%9F%E5%A0%B0%E6%99%AF%E5%8C%BA/%E9%83%BD%E6%B1%9F%E5%A0%B0%E5%B8%82%E5%85%AC%E5%9B%AD%E8%B7%AF',
  )

  // the spots of the area, by parentId, open /spot-detail (cd-city is not a SCENERY site)
  await screen.findByTestId('place-item-22')
  expect(mockSource.list).toHaveBeenCalledWith({ parentId: 7 }, { page: 1, pageSize: 20 })
  fireEvent.click(screen.getByTestId('place-item-21'))
  expect(navigate).toHaveBeenLastCalledWith('/spot-detail/21')

  // the news of the place, by its name; a tap opens the news
  await screen.findByTestId('place-news-2')
  expect(newsList).toHaveBeenCalledWith('都江堰景区')
  fireEvent.click(screen.getByTestId('place-news-1'))
  expect(navigate).toHaveBeenLastCalledWith('/news-detail/1')
  // two found, so there may be more: "more" opens every news item of the place
  fireEvent.click(screen.getByTestId('place-news-more'))
  expect(navigate).toHaveBeenLastCalledWith('/venues-news/7/CONTENT_TYPE_SCENERY')
  // anonymous visitor: no browse record
  expect(browse).not.toHaveBeenCalled()
  // cd-city is one of the four sites whose scenic-detail shows the bottom index bar
  expect(screen.getByTestId('tab-bar')).toBeTruthy()
})

test('a venue lists the activity rooms it lends, by parentId; a room opens /room-detail', async () => {
  mockSource.detail.mockResolvedValue({
    ok: true,
    data: place({ id: 9, type: 'VENUE', resourceType: 'CONTENT_TYPE_VENUE', name: '成都图书馆' }),
  })
  const room = (id: number): PlaceListItem => ({
    ...place(),
    id,
    type: 'ACTIVITY_ROOM',
    resourceType: 'ACTIVITY_SHIU',
    name: `活动室${id}`,
  })
  mockSource.list.mockResolvedValue({ ok: true, data: { items: [room(31), room(32)], totalPage: 1 } })
  renderWithI18n(<PlaceDetailView type="VENUE" />)
  await screen.findByTestId('place-item-32')
  expect(placesApi).toHaveBeenCalledWith('ACTIVITY_ROOM')
  expect(mockSource.list).toHaveBeenCalledWith({ parentId: 9 }, { page: 1, pageSize: 20 })
  expect(screen.getByTestId('place-children').textContent).toContain('活动室')
  fireEvent.click(screen.getByTestId('place-item-31'))
  expect(navigate).toHaveBeenLastCalledWith('/room-detail/31')
})

test('an amusement theme lists its facilities, and “All” opens /amusement-facility-theme/{id}', async () => {
  mockSource.detail.mockResolvedValue({
    ok: true,
    data: place({ id: 40, type: 'SCENIC_PROJECT', resourceType: 'CONTENT_TYPE_SCENIC_PROJECT', name: '成都欢乐谷·极速世界' }),
  })
  const ride = (id: number): PlaceListItem => ({
    ...place(),
    id,
    type: 'SCENIC_PROJECT',
    resourceType: 'CONTENT_TYPE_SCENIC_PROJECT',
    name: `项目${id}`,
  })
  mockSource.list.mockResolvedValue({ ok: true, data: { items: [ride(41), ride(42)], totalPage: 1 } })
  renderWithI18n(<PlaceDetailView type="SCENIC_PROJECT" />)
  await screen.findByTestId('place-item-42')
  expect(mockSource.list).toHaveBeenCalledWith({ parentId: 40 }, { page: 1, pageSize: 20 })
  expect(screen.getByTestId('place-children').textContent).toContain('主题内的游乐项目')
  fireEvent.click(screen.getByTestId('place-children-all'))
  expect(navigate).toHaveBeenLastCalledWith('/amusement-facility-theme/40')
  fireEvent.click(screen.getByTestId('place-item-41'))
  expect(navigate).toHaveBeenLastCalledWith('/amusement-facility-desc/41')
})

test('a venue’s rooms have no “All” link: the first page is every room it lends', async () => {
  mockSource.detail.mockResolvedValue({ ok: true, data: place({ id: 9, type: 'VENUE', resourceType: 'CONTENT_TYPE_VENUE' }) })
  mockSource.list.mockResolvedValue({ ok: true, data: { items: [{ ...place(), id: 31, type: 'ACTIVITY_ROOM' }], totalPage: 1 } })
  renderWithI18n(<PlaceDetailView type="VENUE" />)
  await screen.findByTestId('place-item-31')
  expect(screen.queryByTestId('place-children-all')).toBeNull()
})

// jsdom has no media playback
beforeEach(() => {
  jest.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {})
  jest.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve())
})

test('media bar: the film and the audio guide play in the root video pop-up, the panorama pans full screen, a scenic area’s webcams open /live-list/{id}', async () => {
  mockSource.detail.mockResolvedValue({
    ok: true,
    data: place({
      video: '/api/demo/media/demo-0.mp4',
      audio: '/api/demo/media/guide-0.m4a',
      panorama: '/api/demo/pictures/mountain-3-pano.svg',
    }),
  })
  renderWithI18n(<PlaceDetailView type="SCENERY" />)
  fireEvent.click(await screen.findByTestId('place-media-video'))
  const popup = await screen.findByTestId('video-popup')
  expect(popup.getAttribute('aria-label')).toBe('都江堰景区')
  expect(popup.querySelector('video')?.getAttribute('poster')).toContain('/api/demo/places/djy.jpg')
  expect(navigate).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('video-popup-close'))
  await waitFor(() => expect(screen.queryByTestId('video-popup')).toBeNull())
  fireEvent.click(screen.getByTestId('place-media-audio'))
  expect((await screen.findByTestId('video-popup')).getAttribute('aria-label')).toBe('都江堰景区语音导览')
  fireEvent.click(screen.getByTestId('video-popup-close'))
  fireEvent.click(screen.getByTestId('place-media-panorama'))
  expect(screen.getByTestId('panorama-viewer').getAttribute('aria-label')).toBe('都江堰景区')
  fireEvent.click(screen.getByTestId('panorama-close'))
  expect(screen.queryByTestId('panorama-viewer')).toBeNull()
  fireEvent.click(screen.getByTestId('place-media-live'))
  expect(navigate).toHaveBeenLastCalledWith('/live-list/7')
})

test('no media bar for a place with no film, audio or panorama that is not a scenic area', async () => {
  mockSource.detail.mockResolvedValue({ ok: true, data: place({ type: 'HOTEL', resourceType: 'CONTENT_TYPE_HOTEL' }) })
  renderWithI18n(<PlaceDetailView type="HOTEL" />)
  await screen.findByTestId('place-name')
  expect(screen.queryByTestId('place-media')).toBeNull()
})

test('photo viewer: opens on the tapped picture, pages, zooms to 2 at most and closes', async () => {
  mockSource.detail.mockResolvedValue({ ok: true, data: place() })
  renderWithI18n(<PlaceDetailView type="SCENERY" />)
  fireEvent.click(await screen.findByTestId('place-thumb-1'))
  const viewer = screen.getByTestId('photo-viewer')
  expect(viewer.getAttribute('data-index')).toBe('1')
  expect(viewer.textContent).toContain('宝瓶口')
  fireEvent.click(screen.getByTestId('photo-viewer-next'))
  expect(screen.getByTestId('photo-viewer').getAttribute('data-index')).toBe('0')
  const stage = screen.getByTestId('photo-viewer').querySelector('.photo-viewer__stage') as Element
  fireEvent.click(stage)
  expect(screen.getByTestId('photo-viewer').getAttribute('data-zoom')).toBe('2')
  fireEvent.click(stage)
  expect(screen.getByTestId('photo-viewer').getAttribute('data-zoom')).toBe('1')
  fireEvent.click(screen.getByTestId('photo-viewer-close'))
  expect(screen.queryByTestId('photo-viewer')).toBeNull()
})

test('the introduction collapses above 6 lines and expands; a short one has no toggle', async () => {
  mockSource.detail.mockResolvedValue({ ok: true, data: place() })
  const { unmount } = renderWithI18n(<PlaceDetailView type="SCENERY" />)
  const intro = await screen.findByTestId('place-intro')
  expect(intro.getAttribute('data-collapsed')).toBe('true')
  fireEvent.click(screen.getByTestId('place-intro-toggle'))
  expect(screen.getByTestId('place-intro').getAttribute('data-collapsed')).toBe('false')
  expect(screen.getByTestId('place-intro-toggle').textContent).toBe('收起')
  unmount()
  mockSource.detail.mockResolvedValue({ ok: true, data: place({ intro: '一段短短的介绍。' }) })
  renderWithI18n(<PlaceDetailView type="SCENERY" />)
  expect((await screen.findByTestId('place-intro')).getAttribute('data-collapsed')).toBe('false')
  expect(screen.queryByTestId('place-intro-toggle')).toBeNull()
})

test('no open-map link without coordinates; hotel rooms crowding; the website asks before leaving', async () => {
  mockSource.detail.mockResolvedValue({
    ok: true,
    data: place({ type: 'HOTEL', resourceType: 'CONTENT_TYPE_HOTEL', longitude: null, crowdState: 'TIGHT', visitorRatio: null }),
  })
  renderWithI18n(<PlaceDetailView type="HOTEL" />)
  const address = await screen.findByTestId('place-address')
  expect(address.getAttribute('role')).toBeNull()
  fireEvent.click(address)
  expect(navigate).not.toHaveBeenCalled()
  expect(screen.getByTestId('place-crowding').textContent).toBe('房间紧张')
  expect(screen.queryByTestId('tab-bar')).toBeNull()
  expect(screen.getByTestId('place-official').textContent).toContain('文旅官网')
  fireEvent.click(screen.getByTestId('place-website'))
  expect(await screen.findByTestId('external-link-dialog')).toBeTruthy()
  fireEvent.click(screen.getByTestId('external-cancel'))
  expect(screen.queryByTestId('external-link-dialog')).toBeNull()
})

test('like and collect need a login: an anonymous tap goes to /login and calls nothing', async () => {
  mockSource.detail.mockResolvedValue({ ok: true, data: place() })
  renderWithI18n(<PlaceDetailView type="SCENERY" />)
  fireEvent.click(await screen.findByTestId('place-like'))
  expect(toggle).not.toHaveBeenCalled()
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fscenic-detail%2F7')
})

test('logged in: like adds (count from the answer, thanks toast), collect on calls the removing variant; the browse is recorded', async () => {
  user.mockReturnValue({ userToken: 't', phone: '13800000000' })
  mockSource.detail.mockResolvedValue({ ok: true, data: place() })
  renderWithI18n(<PlaceDetailView type="SCENERY" />)
  const like = await screen.findByTestId('place-like')
  await waitFor(() => expect(browse).toHaveBeenCalledWith({ resourceId: 7, resourceType: 'CONTENT_TYPE_SCENERY' }))
  expect(like.textContent).toBe('点赞 10')

  toggle.mockResolvedValueOnce({ ok: true, data: { status: true, count: 11 } })
  await act(async () => fireEvent.click(like))
  expect(toggle).toHaveBeenLastCalledWith('like', false, { resourceId: 7, resourceType: 'CONTENT_TYPE_SCENERY' })
  expect(screen.getByTestId('place-like').textContent).toBe('点赞 11')
  expect(screen.getByTestId('place-like').getAttribute('data-on')).toBe('true')
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '感谢您的点赞' }))

  // collected already: the removing call, count -1 when the answer carries no count
  toggle.mockResolvedValueOnce({ ok: true, data: {} })
  await act(async () => fireEvent.click(screen.getByTestId('place-collection')))
  expect(toggle).toHaveBeenLastCalledWith('collection', true, { resourceId: 7, resourceType: 'CONTENT_TYPE_SCENERY' })
  expect(screen.getByTestId('place-collection').textContent).toBe('收藏 2')
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '取消成功' }))

  // a refusal toasts the server message and changes nothing
  toggle.mockResolvedValueOnce({ ok: false, code: 1, message: '操作太频繁' })
  await act(async () => fireEvent.click(screen.getByTestId('place-like')))
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '操作太频繁' }))
  expect(screen.getByTestId('place-like').textContent).toBe('点赞 11')
})

test('an unknown id shows the server message; a failure offers a retry', async () => {
  mockSource.detail.mockResolvedValue({ ok: false, code: 404, message: '本站点没有这个景区' })
  renderWithI18n(<PlaceDetailView type="SCENERY" />)
  expect((await screen.findByTestId('place-detail-error')).textContent).toContain('本站点没有这个景区')
})
