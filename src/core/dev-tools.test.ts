import { buildAllowsDevTools } from './dev-tools'

it('a build for a production API allows no development tool; a local, development or test build does', () => {
  expect(buildAllowsDevTools('production')).toBe(false)
  expect(buildAllowsDevTools('regionalProduction')).toBe(false)
  expect(buildAllowsDevTools('local')).toBe(true)
  expect(buildAllowsDevTools('development')).toBe(true)
  expect(buildAllowsDevTools('test')).toBe(true)
})
