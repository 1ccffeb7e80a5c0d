import { stripCodeFormat } from './index'

test('WeChat bar code results lose their format prefix, QR text stays as is', () => {
  expect(stripCodeFormat('EAN_13,6901234567892')).toBe('6901234567892')
  expect(stripCodeFormat('https://wenlv.example/a?x=1,2')).toBe('https://wenlv.example/a?x=1,2')
})
