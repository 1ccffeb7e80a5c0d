import { galleryStep } from './gallery-step'

describe('gallery step', () => {
  test('next and previous move by one', () => {
    expect(galleryStep(0, 1, 3)).toBe(1)
    expect(galleryStep(2, -1, 3)).toBe(1)
  })
  test('wraps at both ends', () => {
    expect(galleryStep(2, 1, 3)).toBe(0)
    expect(galleryStep(0, -1, 3)).toBe(2)
    expect(galleryStep(0, 1, 0)).toBe(0)
  })
})
