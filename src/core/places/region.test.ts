import { childRegionOf, isWithinRegion, regionLevel, regionPrefix } from './region'

test('the level is read from the trailing zeros: province, city, county', () => {
  expect(regionLevel('510000')).toBe(1)
  expect(regionLevel('650000')).toBe(1)
  expect(regionLevel('510100')).toBe(2)
  expect(regionLevel('511800')).toBe(2)
  expect(regionLevel('510181')).toBe(3)
  expect(regionLevel('513223')).toBe(3)
})

test('anything but six digits (or all zeros) is not a region', () => {
  for (const bad of ['', '51000', '5100000', '51010a', '000000', ' 510100']) expect(regionLevel(bad)).toBeUndefined()
})

test('a region prefix keeps the significant digits', () => {
  expect(regionPrefix('510000')).toBe('51')
  expect(regionPrefix('510100')).toBe('5101')
  expect(regionPrefix('510181')).toBe('510181')
})

test('within: the region itself and what lies inside it, nothing else', () => {
  expect(isWithinRegion('510181', '510000')).toBe(true)
  expect(isWithinRegion('510181', '510100')).toBe(true)
  expect(isWithinRegion('510100', '510100')).toBe(true)
  expect(isWithinRegion('511802', '510100')).toBe(false)
  expect(isWithinRegion('650100', '510000')).toBe(false)
  expect(isWithinRegion('bad', '510000')).toBe(false)
})

test('the child of a region containing a code: a city of a province, a county of a city', () => {
  expect(childRegionOf('510181', '510000')).toBe('510100')
  expect(childRegionOf('510100', '510000')).toBe('510100')
  expect(childRegionOf('510181', '510100')).toBe('510181')
  expect(childRegionOf('510100', '510100')).toBeUndefined()
  expect(childRegionOf('650102', '510000')).toBeUndefined()
  expect(childRegionOf('510181', '510181')).toBeUndefined()
})
