/** The place rules (rules-and-contract 9): every crowding edge, distance per language, open-map completeness, region level. */
import {
  crowdingOf,
  diningCrowding,
  formatDistance,
  hotelCrowding,
  IMAGE_VIEWER_MAX_ZOOM,
  openMapTarget,
  placeDistance,
  regionLevel,
  scenicCrowding,
  SCENIC_DETAIL_INDEX_BAR_SITES,
  showsIndexBarOnScenicDetail,
} from './rules'

describe('scenic crowding from the visitor ratio', () => {
  test.each([
    [0, 'veryComfortable'],
    [0.3, 'veryComfortable'],
    [0.30001, 'comfortable'],
    [0.4999, 'comfortable'],
    [0.5, 'average'],
    [0.55, 'average'],
    [0.5999, 'average'],
    [0.6, 'crowded'],
    [0.7999, 'crowded'],
    [0.8, 'veryCrowded'],
    [1, 'veryCrowded'],
    [1.7, 'veryCrowded'],
  ])('%p → %s', (ratio, level) => expect(scenicCrowding(ratio)).toBe(level))

  test.each([null, undefined, NaN, -0.1, Infinity])('unknown ratio %p → no label', (ratio) => expect(scenicCrowding(ratio)).toBeUndefined())
})

test('hotel rooms and dining states', () => {
  expect(hotelCrowding('SUFFICIENT')).toBe('roomsSufficient')
  expect(hotelCrowding('TIGHT')).toBe('roomsTight')
  expect(hotelCrowding('FULL')).toBe('roomsFull')
  expect(hotelCrowding('')).toBeUndefined()
  expect(hotelCrowding('NEED_WAITING')).toBeUndefined()
  expect(diningCrowding('SUFFICIENT')).toBe('diningSufficient')
  expect(diningCrowding('TIGHT')).toBe('diningTight')
  expect(diningCrowding('NEED_WAITING')).toBe('diningNeedWaiting')
  expect(diningCrowding('VERY_POPULAR')).toBe('diningVeryPopular')
  expect(diningCrowding('FULL')).toBeUndefined()
})

test('crowdingOf picks the rule of the type', () => {
  expect(crowdingOf('SCENERY', { visitorRatio: 0.85, crowdState: '' })).toEqual({ key: 'veryCrowded', tone: 'full' })
  expect(crowdingOf('HOTEL', { visitorRatio: null, crowdState: 'TIGHT' })).toEqual({ key: 'roomsTight', tone: 'busy' })
  expect(crowdingOf('FOOD', { visitorRatio: null, crowdState: 'SUFFICIENT' })).toEqual({ key: 'diningSufficient', tone: 'calm' })
  expect(crowdingOf('VENUE', { visitorRatio: 0.9, crowdState: 'FULL' })).toBeUndefined()
  expect(crowdingOf('SCENERY', { visitorRatio: null })).toBeUndefined()
})

describe('distance text', () => {
  test.each([
    [0, 'zh', '0m'],
    [999.4, 'zh', '999m'],
    [999.6, 'en', '1000m'],
    [1000, 'zh', '1.00km'],
    [1234, 'en', '1.23km'],
    [1235.5, 'ja', '1.24km'],
    [1234, 'fr', '1,23km'],
    [850, 'fr', '850m'],
    [25500, 'ko', '25.50km'],
  ])('%p m in %s → %s', (m, lang, text) => expect(formatDistance(m, lang)).toBe(text))

  test('unknown distances show nothing', () => {
    expect(formatDistance(undefined, 'zh')).toBe('')
    expect(formatDistance(null, 'zh')).toBe('')
    expect(formatDistance(NaN, 'zh')).toBe('')
    expect(formatDistance(-5, 'zh')).toBe('')
  })

  test('placeDistance: the server distance first, else from a known visitor position', () => {
    expect(placeDistance({ distance: 420, longitude: 1, latitude: 1 }, null)).toBe(420)
    expect(placeDistance({ longitude: 104.06, latitude: 30.67 }, null)).toBeUndefined()
    expect(placeDistance({ longitude: null, latitude: null }, { longitude: 104, latitude: 30 })).toBeUndefined()
    const d = placeDistance({ longitude: 104.07, latitude: 30.67 }, { longitude: 104.06, latitude: 30.67 })!
    expect(d).toBeGreaterThan(950)
    expect(d).toBeLessThan(970)
  })
})

describe('open map needs lng, lat, name and address', () => {
  const place = { longitude: 103.62, latitude: 31.0, name: '都江堰景区', address: '都江堰市公园路' }
  test('complete', () => expect(openMapTarget(place)).toEqual({ lng: 103.62, lat: 31.0, name: '都江堰景区', address: '都江堰市公园路' }))
  test.each([
    ['no longitude', { ...place, longitude: null }],
    ['no latitude', { ...place, latitude: null }],
    ['no name', { ...place, name: ' ' }],
    ['no address', { ...place, address: '' }],
    ['broken latitude', { ...place, latitude: 123 }],
    ['not a number', { ...place, longitude: NaN }],
  ])('%s → no link', (_, p) => expect(openMapTarget(p)).toBeUndefined())
})

describe('region level from trailing zeros (./region.ts, re-exported here)', () => {
  test.each([
    ['510000', 1],
    ['650000', 1],
    ['510100', 2],
    ['513200', 2],
    ['510104', 3],
    ['513223', 3],
  ])('%s → %s', (code, level) => expect(regionLevel(code)).toBe(level))

  test.each(['', '000000', '51', 'abcdef', '5101040'])('%p → undefined', (code) => expect(regionLevel(code)).toBeUndefined())
})

test('four scenic-detail index-bar sites and the viewer zoom', () => {
  expect(SCENIC_DETAIL_INDEX_BAR_SITES).toHaveLength(4)
  expect(showsIndexBarOnScenicDetail('djy-scenic')).toBe(true)
  expect(showsIndexBarOnScenicDetail('intl-expo')).toBe(false)
  expect(IMAGE_VIEWER_MAX_ZOOM).toBe(2)
})
