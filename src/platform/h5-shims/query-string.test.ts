/** The H5 stand-in for query-string answers as the package does for what Taro asks of it. */
import { parse, stringify } from './query-string'

test('parse: keys sorted, repeated keys as arrays, a key without = is null, + is a space when decoding', () => {
  expect({ ...parse('?c=3&a=1&b=2&a=4&d') }).toEqual({ a: ['1', '4'], b: '2', c: '3', d: null })
  expect(Object.keys(parse('?c=3&a=1&b=2'))).toEqual(['a', 'b', 'c'])
  expect({ ...parse('#x=%E4%B8%AD&y=a+b') }).toEqual({ x: '中', y: 'a b' })
  expect({ ...parse('&&a=1=2&&') }).toEqual({ a: '1=2' })
  expect({ ...parse('') }).toEqual({})
  expect({ ...parse(undefined) }).toEqual({})
})

test('parse with decode: false (the router) keeps the text as written', () => {
  expect({ ...parse('?redirect=%2Fnews-detail%2F5&q=a+b', { decode: false }) }).toEqual({ q: 'a+b', redirect: '%2Fnews-detail%2F5' })
})

test('parse leaves a malformed escape as it is and decodes the rest', () => {
  expect({ ...parse('?bad=%E4%B8&ok=%41%zz') }).toEqual({ bad: '%E4%B8', ok: 'A%zz' })
})

test('stringify: keys sorted, strict encoding, null and undefined, comma arrays', () => {
  expect(stringify({ b: 1, a: 'x y', c: null, d: undefined })).toBe('a=x%20y&b=1&c')
  expect(stringify({ k: ['1', '2'], e: "it's" })).toBe('e=it%27s&k=1&k=2')
  expect(stringify({ k: ['1', '2'], n: null }, { arrayFormat: 'comma', skipNull: true })).toBe('k=1,2')
  expect(stringify(null)).toBe('')
})
