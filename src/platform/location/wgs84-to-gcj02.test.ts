import { outOfChina, wgs84ToGcj02 } from './wgs84-to-gcj02'

/** metres between two close points */
function metres([lng1, lat1]: number[], [lng2, lat2]: number[]): number {
  const k = 111320
  return Math.hypot((lng2 - lng1) * k * Math.cos((lat1 * Math.PI) / 180), (lat2 - lat1) * k)
}

describe('WGS-84 → GCJ-02', () => {
  test('outside mainland China coordinates are unchanged', () => {
    expect(outOfChina(2.35, 48.85)).toBe(true)
    expect(wgs84ToGcj02(2.35, 48.85)).toEqual([2.35, 48.85])
  })

  test('in Chengdu the shift is a few hundred metres (the known magnitude of the offset)', () => {
    const wgs = [104.0657, 30.6595]
    const gcj = wgs84ToGcj02(wgs[0], wgs[1])
    const d = metres(wgs, gcj)
    expect(d).toBeGreaterThan(100)
    expect(d).toBeLessThan(800)
  })
})
