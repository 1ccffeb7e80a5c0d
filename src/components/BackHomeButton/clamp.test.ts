import { clampPosition } from './clamp'

const screen = { width: 375, height: 667 }
const box = { w: 48, h: 48 }

test('back-to-home button stays fully on screen wherever it is dragged', () => {
  expect(clampPosition({ x: -30, y: -5 }, box, screen)).toEqual({ x: 0, y: 0 })
  expect(clampPosition({ x: 999, y: 999 }, box, screen)).toEqual({ x: 327, y: 619 })
  expect(clampPosition({ x: 100, y: 200 }, box, screen)).toEqual({ x: 100, y: 200 })
})
