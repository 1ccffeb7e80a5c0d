import { safeRedirect } from './navigation'

it('redirects only to in-app paths', () => {
  expect(safeRedirect('/user')).toBe('/user')
  expect(safeRedirect('//evil.example')).toBeUndefined()
  expect(safeRedirect('https://evil.example')).toBeUndefined()
})
