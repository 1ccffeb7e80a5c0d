import { AAA_TEXT, AA_TEXT, contrast, parseColor, readableOn, textOn, textOnBackground, toCss, toHex } from './color'

const GOLD = parseColor('rgb(230,170,58)')!

test('parses rgb() and hex forms, refuses gradients', () => {
  expect(GOLD).toEqual([230, 170, 58])
  expect(parseColor('#fff')).toEqual([255, 255, 255])
  expect(parseColor('#2e8b57')).toEqual([46, 139, 87])
  expect(parseColor('linear-gradient(#000,#fff)')).toBeUndefined()
})

test('text on gold is dark, on a deep blue white', () => {
  expect(toCss(textOn(GOLD))).toBe('rgb(26,26,26)')
  expect(toCss(textOn(parseColor('rgb(0,60,140)')!))).toBe('rgb(255,255,255)')
})

test('gold text is darkened until it reaches AA (and AAA) on white', () => {
  const white = parseColor('#fff')!
  expect(contrast(GOLD, white)).toBeLessThan(3)
  expect(contrast(readableOn(GOLD), white)).toBeGreaterThanOrEqual(AA_TEXT)
  expect(contrast(readableOn(GOLD, white, AAA_TEXT), white)).toBeGreaterThanOrEqual(AAA_TEXT)
  expect(toHex(readableOn(GOLD))).toMatch(/^#[0-9a-f]{6}$/)
  // a colour already dark enough is kept
  expect(readableOn([0, 0, 128])).toEqual([0, 0, 128])
})

test('text on a gradient is the colour readable over all its stops', () => {
  expect(textOnBackground('linear-gradient(135deg,#c0392b,#e6aa3a)')).toBe('rgb(26,26,26)')
  expect(textOnBackground('#34495e')).toBe('rgb(255,255,255)')
  expect(textOnBackground('url(a.png)')).toBeUndefined()
})
