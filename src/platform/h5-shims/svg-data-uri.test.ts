/** config/svg-data-uri.js: NutUI's icons keep their drawing, as text instead of base64 */
import fs from 'fs'
import path from 'path'
const { svgAsText } = require('../../../config/svg-data-uri')

const ICON = path.resolve(__dirname, '..', '..', '..', 'node_modules', '@nutui', 'icons-react-taro', 'dist', 'es', 'icons', 'Store.js')

test('the icon module draws the same SVG, as a text data: address safe in a quoted url() and a JS string', () => {
  const source = fs.readFileSync(ICON, 'utf8')
  const before = /"data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)"/.exec(source)
  expect(before).not.toBeNull()
  const out = svgAsText(source)
  expect(out).not.toContain(';base64,')
  const after = /"(data:image\/svg\+xml,[^"]*)"/.exec(out)
  expect(after).not.toBeNull()
  const address = JSON.parse(`"${after![1]}"`) as string
  expect(address).not.toMatch(/['"<>#\n]/)
  expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(Buffer.from(before![1], 'base64').toString('utf8'))
  // nothing else of the module changed
  expect(out.replace(after![0], '')).toBe(source.replace(before![0], ''))
})
