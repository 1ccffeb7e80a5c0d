/** What the maps decide without a map library: which places become markers, the view, where a tap goes, the weapp markers. */
import { boundsOf, mapPointsOf, pointTarget, weappMarkersOf } from './points'
import { navigationUrl, openMapParams } from './open-map'
import { mapTypeKeyOf } from './types'
import { DEFAULT_MAP_TILES, tileSource, tileStatus } from './tiles'

const place = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  name: `地点${id}`,
  address: `成都市${id}号`,
  resourceType: 'CONTENT_TYPE_SCENERY',
  longitude: Number((104 + id / 100).toFixed(4)),
  latitude: Number((30.6 + id / 100).toFixed(4)),
  ...extra,
})

describe('markers', () => {
  test('places without a usable position are left out; a place listed twice is one marker; distance kept', () => {
    const points = mapPointsOf([
      place(1, { distance: 120 }),
      place(2, { longitude: null, latitude: null }),
      place(3, { longitude: 0, latitude: 0 }),
      place(4, { latitude: 95 }),
      place(1),
      place(1, { resourceType: 'CONTENT_TYPE_HOTEL' }),
    ])
    expect(points.map((p) => [p.resourceType, p.id])).toEqual([
      ['CONTENT_TYPE_SCENERY', 1],
      ['CONTENT_TYPE_HOTEL', 1],
    ])
    expect(points[0]).toEqual({
      id: 1,
      name: '地点1',
      address: '成都市1号',
      resourceType: 'CONTENT_TYPE_SCENERY',
      longitude: 104.01,
      latitude: 30.61,
      distance: 120,
    })
  })

  test('the clustering input is every point: 50 places make 50 markers for the cluster layer', () => {
    expect(mapPointsOf(Array.from({ length: 50 }, (_, i) => place(i + 1)))).toHaveLength(50)
  })

  test('the view box holds the points and the visitor', () => {
    const points = mapPointsOf([place(1), place(5)])
    expect(boundsOf(points)).toEqual({ south: 30.61, west: 104.01, north: 30.65, east: 104.05 })
    expect(boundsOf(points, { longitude: 103.9, latitude: 30.7 })).toEqual({ south: 30.61, west: 103.9, north: 30.7, east: 104.05 })
    expect(boundsOf([])).toBeUndefined()
  })

  test('a tap opens the detail page of the type, else the open-map page (services have no detail), else nothing', () => {
    const [scenic] = mapPointsOf([place(7)])
    expect(pointTarget(scenic)).toBe('/scenic-detail/7')
    const [toilet] = mapPointsOf([place(8, { resourceType: 'CONTENT_TYPE_TOILET', name: '公厕 A', address: '人民南路' })])
    expect(pointTarget(toilet)).toBe(`/open-map/104.08/30.68/${encodeURIComponent('公厕 A')}/${encodeURIComponent('人民南路')}`)
    expect(pointTarget({ ...toilet, address: '' })).toBeUndefined()
  })

  test('weapp markers: index ids, the name in a callout shown on tap (always for one place), native clustering', () => {
    const markers = weappMarkersOf(mapPointsOf([place(1), place(2)]))
    expect(markers.map((m) => m.id)).toEqual([0, 1])
    expect(markers[1]).toMatchObject({
      longitude: 104.02,
      latitude: 30.62,
      joinCluster: true,
      callout: { content: '地点2', display: 'BYCLICK' },
    })
    expect(weappMarkersOf(mapPointsOf([place(1)]), true)[0].callout.display).toBe('ALWAYS')
  })
})

describe('tiles', () => {
  test('the site template, else AutoNavi (gcj02) with its subdomains', () => {
    expect(tileSource(undefined)).toMatchObject({ url: DEFAULT_MAP_TILES, subdomains: '1234', attribution: '© AutoNavi' })
    expect(tileSource('  ')).toMatchObject({ url: DEFAULT_MAP_TILES })
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toMatchObject({
      subdomains: 'abc',
      attribution: '© OpenStreetMap contributors',
    })
  })

  test('offline fallback: no tile loaded and every asked tile failed, or the wait ran out; one loaded tile is enough', () => {
    expect(tileStatus({ loaded: 0, failed: 0, pending: 4, timedOut: false })).toBe('loading')
    expect(tileStatus({ loaded: 0, failed: 2, pending: 2, timedOut: false })).toBe('loading')
    expect(tileStatus({ loaded: 0, failed: 4, pending: 0, timedOut: false })).toBe('offline')
    expect(tileStatus({ loaded: 0, failed: 0, pending: 4, timedOut: true })).toBe('offline')
    expect(tileStatus({ loaded: 1, failed: 3, pending: 0, timedOut: true })).toBe('ok')
  })
})

describe('open-map', () => {
  test('all four parts are required and the point must be valid', () => {
    expect(openMapParams({ lng: '104.06', lat: '30.65', name: '天府广场', address: '人民南路一段' })).toEqual({
      lng: 104.06,
      lat: 30.65,
      name: '天府广场',
      address: '人民南路一段',
    })
    expect(openMapParams({ lng: '104.06', lat: '30.65', name: '天府广场' })).toBeUndefined()
    expect(openMapParams({ lng: '104.06', lat: '30.65', name: ' ', address: 'x' })).toBeUndefined()
    expect(openMapParams({ lng: 'abc', lat: '30.65', name: 'a', address: 'b' })).toBeUndefined()
    expect(openMapParams({ lng: '104.06', lat: '130', name: 'a', address: 'b' })).toBeUndefined()
  })

  test('H5 navigation: AutoNavi (gcj02) in China, OpenStreetMap outside', () => {
    expect(navigationUrl({ lng: 104.06, lat: 30.65, name: '天府广场', address: '人民南路' })).toBe(
      `https://uri.amap.com/marker?position=104.06,30.65&name=${encodeURIComponent('天府广场 人民南路')}&src=wenlv&coordinate=gaode&callnative=1`,
    )
    expect(navigationUrl({ lng: 2.35, lat: 48.85, name: 'Louvre', address: 'Paris' })).toBe(
      'https://www.openstreetmap.org/?mlat=48.85&mlon=2.35#map=14/48.85/2.35',
    )
  })
})

test('map pages take the codes of their kind only', () => {
  expect(mapTypeKeyOf('CONTENT_TYPE_SCENERY', 'places')).toBe('SCENERY')
  expect(mapTypeKeyOf('CONTENT_TYPE_TOILET', 'places')).toBeUndefined()
  expect(mapTypeKeyOf('CONTENT_TYPE_GAS_STATION', 'services')).toBe('GAS_STATION')
  expect(mapTypeKeyOf('CONTENT_TYPE_NEWS', 'services')).toBeUndefined()
  expect(mapTypeKeyOf('SCENERY', 'places')).toBeUndefined()
  expect(mapTypeKeyOf(undefined, 'places')).toBeUndefined()
})
