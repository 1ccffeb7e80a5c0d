/** /service-map: searchAround around the visitor (or the address's point), markers and the list nearest first; wrong types are not found. */
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { renderWithI18n } from '../../../tests/setup/render'
import { currentLocation } from '../../platform/location'
import { get } from '../../services/request'
import type { PlaceMapProps } from './place-map-props'
import { ServiceMap } from './ServiceMap'
import { OpenMap } from './OpenMap'
import { VenuesMap } from './VenuesMap'

jest.mock('../../services/request', () => ({ get: jest.fn(), post: jest.fn() }))
jest.mock('../../platform/location', () => ({ ...jest.requireActual('../../platform/location/types'), currentLocation: jest.fn() }))
// the map itself is tested in PlaceMap.test.tsx: here only what it is given
jest.mock('./PlaceMap', () => ({
  __esModule: true,
  default: (props: PlaceMapProps) => (
    <div
      data-testid="mock-map"
      data-points={props.points.map((p) => p.id).join(',')}
      data-centre={`${props.centre.longitude},${props.centre.latitude}`}
      data-here={String(!!props.showCentre)}
    />
  ),
}))
const mockGet = get as jest.Mock
const mockLocation = currentLocation as jest.Mock

const toilet = (id: number, distance: number) => ({
  id,
  type: 'TOILET',
  resourceType: 'CONTENT_TYPE_TOILET',
  name: `公厕${id}`,
  address: `人民南路${id}号`,
  longitude: 104.06 + id / 1000,
  latitude: 30.65,
  distance,
})

beforeEach(() => {
  mockGet
    .mockReset()
    .mockResolvedValue({ code: 0, datas: [toilet(3, 120), toilet(1, 860), toilet(2, 1530)], page: { total: 3, totalPage: 1 } })
  mockLocation.mockReset().mockResolvedValue({ longitude: 104.0658, latitude: 30.6573, fallback: false })
})

test('around the visitor: searchAround with the type and radius, markers for every place, the list nearest first with distances', async () => {
  renderWithI18n(<ServiceMap type="CONTENT_TYPE_TOILET" />)
  await waitFor(() => expect(screen.getByTestId('mock-map').getAttribute('data-points')).toBe('3,1,2'))
  expect(mockGet).toHaveBeenCalledWith(
    'res/api/es/searchAround',
    expect.objectContaining({ longitude: 104.0658, latitude: 30.6573, resourceType: 'CONTENT_TYPE_TOILET', radius: 50000, currPage: 1 }),
    expect.anything(),
  )
  expect(screen.getByTestId('mock-map').getAttribute('data-here')).toBe('true')
  const rows = await screen.findAllByTestId(/^map-place-/)
  expect(rows.map((r) => r.getAttribute('data-testid'))).toEqual(['map-place-3', 'map-place-1', 'map-place-2'])
  expect(rows.map((r) => r.textContent)).toEqual([
    expect.stringContaining('120m'),
    expect.stringContaining('860m'),
    expect.stringContaining('1.53km'),
  ])
})

test('a point in the address is used as is, without asking for the position', async () => {
  renderWithI18n(<ServiceMap type="CONTENT_TYPE_PARKING" longitude="104.1" latitude="30.7" />)
  await waitFor(() => expect(mockGet).toHaveBeenCalled())
  expect(mockGet.mock.calls[0][1]).toMatchObject({ longitude: 104.1, latitude: 30.7, resourceType: 'CONTENT_TYPE_PARKING' })
  expect(mockLocation).not.toHaveBeenCalled()
})

test('no position (unavailable): around the site centre, which is not marked as "you are here"', async () => {
  mockLocation.mockResolvedValue({ longitude: 104.065837, latitude: 30.657349, fallback: true, reason: 'unavailable' })
  renderWithI18n(<ServiceMap type="CONTENT_TYPE_TOILET" />)
  await waitFor(() => expect(screen.getByTestId('service-map').getAttribute('data-fallback')).toBe('true'))
  expect(screen.getByTestId('mock-map').getAttribute('data-here')).toBe('false')
  expect(screen.getByTestId('service-map').textContent).toContain('未能获取您的位置')
  expect(screen.queryByTestId('maps-position-refused')).toBeNull()
})

test('position refused (H5: the browser): the list still shows, around the site centre, with why and how to allow it', async () => {
  mockLocation.mockResolvedValue({ longitude: 104.065837, latitude: 30.657349, fallback: true, reason: 'denied' })
  renderWithI18n(<ServiceMap type="CONTENT_TYPE_TOILET" />)
  const notice = await screen.findByTestId('maps-position-refused')
  expect(notice.textContent).toBe('浏览器未允许本站使用你的位置。请在浏览器的网站设置中允许后再试。列表按本站中心附近的距离排列。')
  // no button: a page cannot open the browser's settings
  expect(screen.queryByTestId('maps-position-refused-action')).toBeNull()
  expect((await screen.findAllByTestId(/^map-place-/)).length).toBe(3)
  expect(mockGet.mock.calls[0][1]).toMatchObject({ longitude: 104.065837, latitude: 30.657349 })
})

test('the privacy agreement refused: the list around the site centre, and "重新授权" asks again', async () => {
  mockLocation.mockResolvedValueOnce({ longitude: 104.065837, latitude: 30.657349, fallback: true, reason: 'privacy' })
  renderWithI18n(<ServiceMap type="CONTENT_TYPE_TOILET" />)
  const notice = await screen.findByTestId('maps-position-refused')
  expect(notice.textContent).toContain('你未同意隐私保护指引，暂时无法使用你的位置')
  expect((await screen.findAllByTestId(/^map-place-/)).length).toBe(3)
  const again = screen.getByTestId('maps-position-refused-action')
  expect(again.textContent).toBe('重新授权')
  fireEvent.click(again)
  // agreed this time: the visitor's position, and the notice goes
  await waitFor(() => expect(screen.getByTestId('service-map').getAttribute('data-fallback')).toBe('false'))
  expect(mockLocation).toHaveBeenCalledTimes(2)
  expect(screen.queryByTestId('maps-position-refused')).toBeNull()
  expect(screen.getByTestId('mock-map').getAttribute('data-centre')).toBe('104.0658,30.6573')
})

test('a type that is not a service, or none, is not found', () => {
  renderWithI18n(<ServiceMap type="CONTENT_TYPE_SCENERY" />)
  expect(screen.getByTestId('page-not-found')).toBeTruthy()
  expect(mockGet).not.toHaveBeenCalled()
})

test('/venues-map/CONTENT_TYPE_SCENERY lists scenic areas by distance from the visitor', async () => {
  mockGet.mockResolvedValue({
    code: 0,
    datas: [{ ...toilet(5, 300), type: 'SCENERY', resourceType: 'CONTENT_TYPE_SCENERY', name: '武侯祠' }],
    page: { total: 1, totalPage: 1 },
  })
  renderWithI18n(<VenuesMap type="CONTENT_TYPE_SCENERY" />)
  await waitFor(() => expect(screen.getByTestId('mock-map').getAttribute('data-points')).toBe('5'))
  // the markers: one page of 50 nearest; the list: pages of 10
  expect(mockGet).toHaveBeenCalledWith(
    'res/api/scenic/list',
    expect.objectContaining({ longitude: 104.0658, latitude: 30.6573, pageSize: 50 }),
    expect.anything(),
  )
  expect(mockGet).toHaveBeenCalledWith('res/api/scenic/list', expect.objectContaining({ pageSize: 10 }), expect.anything())
  expect((await screen.findByTestId('map-place-5')).textContent).toContain('武侯祠')
})

test('/venues-map with a service code is not found', () => {
  renderWithI18n(<VenuesMap type="CONTENT_TYPE_TOILET" />)
  expect(screen.getByTestId('page-not-found')).toBeTruthy()
})

describe('/open-map', () => {
  test('all four parts: one marker, name, address and a navigation link to the map site', () => {
    renderWithI18n(<OpenMap params={{ lng: '104.0658', lat: '30.6573', name: '天府广场', address: '人民南路一段' }} />)
    expect(screen.getByTestId('mock-map').getAttribute('data-points')).toBe('0')
    expect(screen.getByTestId('mock-map').getAttribute('data-centre')).toBe('104.0658,30.6573')
    expect(screen.getByTestId('open-map').textContent).toContain('人民南路一段')
    expect(screen.getByTestId('open-map-navigate').getAttribute('href')).toContain('uri.amap.com/marker?position=104.0658,30.6573')
  })

  test('a missing part is the error state, no map', () => {
    renderWithI18n(<OpenMap params={{ lng: '104.0658', lat: '30.6573', name: '天府广场' }} />)
    expect(screen.getByTestId('open-map-invalid')).toBeTruthy()
    expect(screen.queryByTestId('mock-map')).toBeNull()
  })
})
