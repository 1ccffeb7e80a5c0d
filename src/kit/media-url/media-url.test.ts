/** mediaUrl: absolute addresses as they are; /api/... under the main API base on weapp only. */
import { originOf, resolveMediaUrl } from './media-url'

test('absolute addresses are left as they are on every platform', () => {
  for (const platform of ['h5', 'weapp']) {
    expect(resolveMediaUrl('https://cdn.example/a.jpg', platform, 'http://localhost:8080/api/')).toBe('https://cdn.example/a.jpg')
    expect(resolveMediaUrl('http://x.example/a.jpg', platform, 'http://localhost:8080/api/')).toBe('http://x.example/a.jpg')
    expect(resolveMediaUrl('//cdn.example/a.jpg', platform, 'http://localhost:8080/api/')).toBe('//cdn.example/a.jpg')
    expect(resolveMediaUrl('data:image/png;base64,AAA', platform, 'http://localhost:8080/api/')).toBe('data:image/png;base64,AAA')
  }
})

test('a root-relative path: as is on H5; on weapp the server paths /api/... under the main base, others at its origin', () => {
  expect(resolveMediaUrl('/api/demo/places/a.jpg', 'h5', '/api/')).toBe('/api/demo/places/a.jpg')
  // the API at the host's root (production): the server's /api/demo/... is there at /demo/...
  expect(resolveMediaUrl('/api/demo/places/a.jpg', 'weapp', 'https://api.wenlv.example/')).toBe(
    'https://api.wenlv.example/demo/places/a.jpg',
  )
  expect(resolveMediaUrl('/api/shop/', 'weapp', 'https://api.wenlv.example/')).toBe('https://api.wenlv.example/shop/')
  expect(resolveMediaUrl('/api/demo/places/a.jpg', 'weapp', 'https://test-api.wenlv.example/cd-city/')).toBe(
    'https://test-api.wenlv.example/cd-city/demo/places/a.jpg',
  )
  expect(resolveMediaUrl('/api/uploads/b.png', 'weapp', 'http://localhost:8080/api/')).toBe('http://localhost:8080/api/uploads/b.png')
  expect(resolveMediaUrl('/static/logos/a.png', 'weapp', 'https://api.wenlv.example/')).toBe('https://api.wenlv.example/static/logos/a.png')
  // a relative base has no origin to add
  expect(resolveMediaUrl('/api/uploads/b.png', 'weapp', '/api/')).toBe('/api/uploads/b.png')
})

test('empty stays empty', () => {
  expect(resolveMediaUrl('', 'weapp', 'http://localhost:8080/api/')).toBe('')
  expect(resolveMediaUrl(undefined, 'weapp', 'http://localhost:8080/api/')).toBe('')
  expect(originOf('https://a.example:8443/x/y')).toBe('https://a.example:8443')
  expect(originOf('/api/')).toBe('')
})
