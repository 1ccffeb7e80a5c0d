import { decodeParams, safeRedirect } from './navigation'

it('decodes the still-encoded H5 query values once', () => {
  expect(decodeParams({ redirect: '%2Fuser-order', id: '5', bad: '%E0%A4%A', n: 3 })).toEqual({
    redirect: '/user-order',
    id: '5',
    bad: '%E0%A4%A',
    n: '3',
  })
})
it('redirects only to in-app paths', () => {
  expect(safeRedirect('/user')).toBe('/user')
  expect(safeRedirect('//evil.example')).toBeUndefined()
  expect(safeRedirect('https://evil.example')).toBeUndefined()
})
