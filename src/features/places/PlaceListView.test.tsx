/**
 * The one place list against a mocked API: big cards with name, crowding and distance, the type's
 * detail on tap, ranking numbers, the visitor's known position sent so the server sorts by distance.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import type { PlaceListItem } from '../../core/places/contract'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { navigate } from '../../services/navigate'
import { placesApi } from './api'
import { rankingApi } from './ranking'
import { PlaceListView } from './PlaceListView'

jest.mock('@tarojs/taro', () => ({ ...jest.requireActual('@tarojs/taro'), useReachBottom: jest.fn() }))
const mockSource = { variant: 'a', list: jest.fn(), detail: jest.fn() }
jest.mock('./api', () => ({ placesApi: jest.fn(() => mockSource) }))
jest.mock('./ranking', () => ({ rankingApi: jest.fn(() => mockSource) }))
jest.mock('../../services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/scenic-list' }))

const placeItem = (id: number, extra: Partial<PlaceListItem> = {}): PlaceListItem => ({
  id,
  type: 'SCENERY',
  resourceType: 'CONTENT_TYPE_SCENERY',
  name: `景区${id}`,
  summary: '山水之间',
  cover: '/api/demo/places/scenic.jpg',
  regionCode: '510100',
  address: `成都市${id}号`,
  longitude: 104.06,
  latitude: 30.67,
  price: '¥60',
  level: '5A',
  tags: ['世界遗产'],
  visitorRatio: 0.55,
  crowdState: '',
  likeNum: 1,
  collectionNum: 2,
  ...extra,
})
// jsdom has no IntersectionObserver (lazy-loaded card pictures)
;(globalThis as any).IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

const page = (items: PlaceListItem[]) => ({ ok: true, data: { items, totalPage: 1 } })

beforeEach(() => {
  mockSource.list.mockReset()
  ;(navigate as jest.Mock).mockReset()
  storage.remove(STORAGE_KEYS.cloudLocation)
})

test('cards show name, level, crowding and the server distance; a tap opens the detail of the type', async () => {
  mockSource.list.mockResolvedValue(page([placeItem(1, { distance: 850 }), placeItem(2, { visitorRatio: 0.8, distance: 12345 })]))
  renderWithI18n(<PlaceListView type="SCENERY" />)
  const first = await screen.findByTestId('place-item-1')
  expect(placesApi).toHaveBeenCalledWith('SCENERY')
  expect(mockSource.list).toHaveBeenCalledWith({}, { page: 1, pageSize: 10 })
  expect(first.textContent).toContain('景区1')
  expect(first.textContent).toContain('5A')
  expect(first.textContent).toContain('一般')
  expect(first.textContent).toContain('距您 850m')
  expect(screen.getByTestId('place-item-2').textContent).toContain('非常拥挤')
  expect(screen.getByTestId('place-item-2').textContent).toContain('12.35km')
  fireEvent.click(first)
  expect(navigate).toHaveBeenCalledWith('/scenic-detail/1')
  expect(screen.getByTestId('list-no-more')).toBeTruthy()
})

test('hotels show the rooms state and open /hotel-detail; filters are sent', async () => {
  mockSource.list.mockResolvedValue(page([placeItem(3, { type: 'HOTEL', crowdState: 'FULL', visitorRatio: null })]))
  renderWithI18n(<PlaceListView type="HOTEL" params={{ regionCode: '510104' }} />)
  const card = await screen.findByTestId('place-item-3')
  expect(mockSource.list).toHaveBeenCalledWith({ regionCode: '510104' }, { page: 1, pageSize: 10 })
  expect(card.textContent).toContain('客满')
  fireEvent.click(card)
  expect(navigate).toHaveBeenCalledWith('/hotel-detail/3')
})

test('a ranking reads the ranking of the type and numbers its cards; a relic opens /relics-detail', async () => {
  mockSource.list.mockResolvedValue(page([placeItem(4), placeItem(5)]))
  renderWithI18n(<PlaceListView type="COLLECTION" ranked />)
  await screen.findByTestId('place-item-5')
  expect(rankingApi).toHaveBeenCalledWith('COLLECTION')
  expect(screen.getAllByTestId('place-rank').map((n) => n.textContent)).toEqual(['No.1', 'No.2'])
  fireEvent.click(screen.getByTestId('place-item-4'))
  expect(navigate).toHaveBeenCalledWith('/relics-detail/4')
})

test('a type without a detail page (toilets are shown on their map) does not navigate', async () => {
  mockSource.list.mockResolvedValue(page([placeItem(6)]))
  renderWithI18n(<PlaceListView type="TOILET" />)
  fireEvent.click(await screen.findByTestId('place-item-6'))
  expect(navigate).not.toHaveBeenCalled()
})

test('a known visitor position is sent (the server sorts by distance) and no data shows the empty footer', async () => {
  storage.set(STORAGE_KEYS.cloudLocation, { longitude: 104.1, latitude: 30.6 })
  mockSource.list.mockResolvedValue(page([]))
  renderWithI18n(<PlaceListView type="FOOD" />)
  await screen.findByTestId('list-empty')
  await waitFor(() => expect(mockSource.list).toHaveBeenCalledWith({ longitude: 104.1, latitude: 30.6 }, { page: 1, pageSize: 10 }))
})

test('a failed list shows the failure footer', async () => {
  mockSource.list.mockResolvedValue({ ok: false, code: 500, message: '服务繁忙' })
  renderWithI18n(<PlaceListView type="VENUE" />)
  expect(await screen.findByTestId('list-error')).toBeTruthy()
})
