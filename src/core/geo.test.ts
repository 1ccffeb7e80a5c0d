import { DEFAULT_CENTRE, haversineMetres, isValidPoint, outOfChina, parsePoint, regionCentre, wgs84ToGcj02 } from './geo'

describe('WGS-84 → GCJ-02', () => {
  test('the published reference point (Beijing 116.404, 39.915) converts to the reference answer', () => {
    const [lng, lat] = wgs84ToGcj02(116.404, 39.915)
    expect(lng).toBeCloseTo(116.41024449916938, 9)
    expect(lat).toBeCloseTo(39.91640428150164, 9)
  })

  test('in Chengdu the shift is the known few hundred metres', () => {
    const [lng, lat] = wgs84ToGcj02(104.0657, 30.6595)
    const shift = haversineMetres({ longitude: 104.0657, latitude: 30.6595 }, { longitude: lng, latitude: lat })
    expect(shift).toBeGreaterThan(100)
    expect(shift).toBeLessThan(800)
  })

  test('outside mainland China coordinates are unchanged (Paris, Sydney, New York)', () => {
    for (const [lng, lat] of [
      [2.35, 48.85],
      [151.2093, -33.8688],
      [-74.006, 40.7128],
    ]) {
      expect(outOfChina(lng, lat)).toBe(true)
      expect(wgs84ToGcj02(lng, lat)).toEqual([lng, lat])
    }
    expect(outOfChina(104.0657, 30.6595)).toBe(false)
  })
})

describe('haversine distance', () => {
  test('known city distances', () => {
    // Beijing – Shanghai about 1,068 km; Paris – London about 343.5 km
    expect(
      haversineMetres({ longitude: 116.407396, latitude: 39.904211 }, { longitude: 121.473701, latitude: 31.230416 }) / 1000,
    ).toBeCloseTo(1067.3, 0)
    expect(haversineMetres({ longitude: 2.3522, latitude: 48.8566 }, { longitude: -0.1276, latitude: 51.5072 }) / 1000).toBeCloseTo(
      343.5,
      0,
    )
  })

  test('zero for one point, symmetric, one degree of latitude about 111.2 km', () => {
    const a = { longitude: 104.06, latitude: 30.65 }
    const b = { longitude: 104.1, latitude: 30.7 }
    expect(haversineMetres(a, a)).toBe(0)
    expect(haversineMetres(a, b)).toBeCloseTo(haversineMetres(b, a), 6)
    expect(haversineMetres({ longitude: 0, latitude: 10 }, { longitude: 0, latitude: 11 })).toBeCloseTo(111195, -1)
  })
})

describe('points', () => {
  test('valid points are finite, in range and not 0,0', () => {
    expect(isValidPoint(104.06, 30.65)).toBe(true)
    expect(isValidPoint(0, 0)).toBe(false)
    expect(isValidPoint(181, 30)).toBe(false)
    expect(isValidPoint(104, 91)).toBe(false)
    expect(isValidPoint(NaN, 30)).toBe(false)
    expect(isValidPoint('104', 30)).toBe(false)
  })

  test('parsePoint reads route parameters, refusing words and broken numbers', () => {
    expect(parsePoint('104.06', '30.65')).toEqual({ longitude: 104.06, latitude: 30.65 })
    expect(parsePoint('-74.006', '40.7')).toEqual({ longitude: -74.006, latitude: 40.7 })
    expect(parsePoint('abc', '30')).toBeUndefined()
    expect(parsePoint('104.06', undefined)).toBeUndefined()
    expect(parsePoint('1e3', '30')).toBeUndefined()
    expect(parsePoint('200', '30')).toBeUndefined()
  })
})

describe('a site centre from its region code', () => {
  test('a known code answers its own centre', () => {
    expect(regionCentre('510100')).toEqual({ longitude: 104.065837, latitude: 30.657349 })
    expect(regionCentre('513223').latitude).toBeCloseTo(31.68, 2)
  })

  test('an unknown county falls back to its city, then to its province; anything else to the default', () => {
    expect(regionCentre('510104')).toEqual(regionCentre('510100'))
    expect(regionCentre('511802')).toEqual(regionCentre('511800'))
    expect(regionCentre('650102')).toEqual(regionCentre('650000'))
    expect(regionCentre('510104001000')).toEqual(regionCentre('510100'))
    expect(regionCentre('990000')).toEqual(DEFAULT_CENTRE)
    expect(regionCentre('')).toEqual(DEFAULT_CENTRE)
    expect(regionCentre(undefined)).toEqual(DEFAULT_CENTRE)
  })

  test('every site of the demo has a centre inside China', () => {
    for (const code of ['510100', '130000', '510181', '513223', '510000', '650000', '511800']) {
      const c = regionCentre(code)
      expect(outOfChina(c.longitude, c.latitude)).toBe(false)
    }
  })
})
