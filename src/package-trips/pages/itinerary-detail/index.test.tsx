/** /itinerary-detail/{id}: the day plan, the map, getting there; own → edit and delete; recommended → copy; another user's → not found. */
import { mockPageParams } from '../../../../tests/setup/page-mocks'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../../tests/setup/render'
import { get, post } from '@/services/request'
import { navigate } from '@/services/navigate'
import ItineraryDetailPage from '.'

jest.mock('@/features/maps', () => ({
  mapPointsOf: (places: Array<{ id: number; longitude: number | null; latitude: number | null }>) =>
    places.filter((p) => p.longitude !== null).map((p) => ({ ...p })),
  PlaceMap: ({ points }: { points: unknown[] }) => <div data-testid="map-points">{points.length}</div>,
}))

const getMock = get as jest.Mock
const postMock = post as jest.Mock
jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

const place = (id: number, name: string) => ({
  id,
  name,
  cover: '',
  address: '',
  summary: '一句话',
  resourceType: 'CONTENT_TYPE_SCENERY',
  longitude: 104,
  latitude: 30.6,
})
const places = [place(1, '宽窄巷子'), place(2, '武侯祠'), place(3, '熊猫基地')]
const trip = (over: Record<string, unknown> = {}) => ({
  id: 9,
  name: '成都三日游',
  cover: '',
  intro: '',
  departureCity: '成都',
  startDate: '2026-05-01',
  endDate: '2026-05-02',
  days: 2,
  preference: 'culture',
  companions: 'family',
  mode: 'publicTransport',
  placeNames: places.map((p) => p.name),
  recommended: false,
  copiedFrom: 0,
  placeIds: [1, 2, 3],
  places,
  plan: [
    { day: 1, date: '2026-05-01', places: places.slice(0, 2) },
    { day: 2, date: '2026-05-02', places: places.slice(2) },
  ],
  ...over,
})
const travel = { from: '成都', to: '都江堰', date: '2026-05-01', trains: [], buses: [] }

beforeEach(() => {
  jest.clearAllMocks()
  mockPageParams.mockReturnValue({ id: '9' })
})

const answer = (detail: unknown) => (url: string) =>
  Promise.resolve(url.endsWith('travelQuery') ? { code: 0, data: travel } : { code: 0, data: detail })

test('my trip: day by day, places on the map, a place opens its page, delete after asking', async () => {
  getMock.mockImplementation(answer(trip()))
  postMock.mockResolvedValue({ code: 0 })
  jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
  renderWithI18n(<ItineraryDetailPage />)
  expect((await screen.findByTestId('trip-day-1')).textContent).toContain('第1天 · 2026-05-01')
  expect(screen.getByTestId('trip-day-1').textContent).toContain('武侯祠')
  expect(screen.getByTestId('trip-day-2').textContent).toContain('熊猫基地')
  expect(screen.getByTestId('map-points').textContent).toBe('3')
  fireEvent.click(screen.getByTestId('trip-place-2'))
  expect(navigate).toHaveBeenCalledWith('/scenic-detail/2')
  expect(screen.queryByTestId('trip-copy')).toBeNull()
  fireEvent.click(screen.getByTestId('trip-remove'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('resExt/api/journey/operateSource', { id: 9, operateType: 'DELETE' }))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/itinerary-list', 'replace'))
})

test('a recommended trip is copied to mine', async () => {
  getMock.mockImplementation(answer(trip({ recommended: true, startDate: '', endDate: '', plan: [{ day: 1, date: null, places }] })))
  postMock.mockResolvedValue({ code: 0, data: { id: 31 } })
  renderWithI18n(<ItineraryDetailPage />)
  expect((await screen.findByTestId('trip-when')).textContent).toContain('推荐行程')
  expect(screen.queryByTestId('trip-edit')).toBeNull()
  fireEvent.click(screen.getByTestId('trip-copy'))
  await waitFor(() => expect(postMock).toHaveBeenCalledWith('resExt/api/journey/copy', { id: 9 }))
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/itinerary-detail/31', 'replace'))
})

test('another user’s trip, or no id: not found', async () => {
  getMock.mockResolvedValue({ code: 404, message: '行程不存在' })
  renderWithI18n(<ItineraryDetailPage />)
  expect((await screen.findByTestId('itinerary-detail-error')).textContent).toContain('行程不存在')
})
