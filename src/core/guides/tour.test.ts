import { distanceKm, hasNext, hasPrevious, stepStop } from './tour'

describe('guided tour bar', () => {
  it('steps between stops without leaving the tour', () => {
    expect(stepStop(0, 1, 6)).toBe(1)
    expect(stepStop(5, 1, 6)).toBe(5)
    expect(stepStop(0, -1, 6)).toBe(0)
    expect(stepStop(3, -1, 6)).toBe(2)
    expect(stepStop(0, 1, 0)).toBe(0)
  })

  it('says when there is a previous or a next stop', () => {
    expect(hasPrevious(0)).toBe(false)
    expect(hasPrevious(1)).toBe(true)
    expect(hasNext(4, 5)).toBe(false)
    expect(hasNext(3, 5)).toBe(true)
  })

  it('reads the length in kilometres with one decimal', () => {
    expect(distanceKm(0)).toBe('0')
    expect(distanceKm(30)).toBe('0.1')
    expect(distanceKm(1249)).toBe('1.2')
    expect(distanceKm(2350)).toBe('2.4')
  })
})
