import { nextIndex } from './swipe'

describe('short video swipe', () => {
  test('up goes to the next video, down to the previous one', () => {
    expect(nextIndex(0, 1, 4)).toBe(1)
    expect(nextIndex(2, -1, 4)).toBe(1)
  })
  test('stays on the first and the last video instead of wrapping', () => {
    expect(nextIndex(3, 1, 4)).toBe(3)
    expect(nextIndex(0, -1, 4)).toBe(0)
    expect(nextIndex(0, 1, 0)).toBe(0)
  })
})
