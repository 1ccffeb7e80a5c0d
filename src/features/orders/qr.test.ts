/** The QR code of an e-code: numeric mode keeps 12 digits in the smallest symbol; the image is a GIF data URL. */
import { qrDataUrl, qrMatrix } from './qr'

test('12 digits make a version 1 symbol (21 × 21) with its three finder patterns', () => {
  const m = qrMatrix('402815736649')
  expect(m.length).toBe(21)
  const finder = (r: number, c: number) => [0, 6].every((i) => m[r + i][c] && m[r][c + i]) && !m[r + 1][c + 1] && m[r + 3][c + 3]
  expect([finder(0, 0), finder(0, 14), finder(14, 0)]).toEqual([true, true, true])
  expect(qrMatrix('402815736649')).toEqual(m)
  expect(qrMatrix('402815736640')).not.toEqual(m)
})

test('the image both platforms draw: a GIF data URL, the same for the same code', () => {
  const url = qrDataUrl('402815736649')
  expect(url).toMatch(/^data:image\/gif;base64,R0lGOD/)
  expect(qrDataUrl('402815736649')).toBe(url)
})
