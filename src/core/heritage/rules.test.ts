/** Heritage rules: the variant hiding of the two base lists, levels and their order, categories. */
import { HERITAGE_CATEGORIES, HERITAGE_LEVELS, isHeritageCategory, isHeritageLevel, levelRank, showsHeritageBases } from './rules'

test('experience and inheritance bases are hidden on the scenic-area version only', () => {
  expect(showsHeritageBases({ siteVersion: 'SCENERY' })).toBe(false)
  expect(showsHeritageBases({ siteVersion: 'STANDARD' })).toBe(true)
  expect(showsHeritageBases({ siteVersion: 'ALL_REGION' })).toBe(true)
  expect(showsHeritageBases({})).toBe(true)
})

test('the demo sites: djy-scenic (SCENERY) hides them, cd-city and mx-county show them', () => {
  const site = (code: string) => require(`../../../sites/${code}.json`) as { siteVersion: string }
  expect(showsHeritageBases(site('djy-scenic'))).toBe(false)
  expect(showsHeritageBases(site('cd-city'))).toBe(true)
  expect(showsHeritageBases(site('mx-county'))).toBe(true)
})

test('four protection levels, national first; unknown levels sort last and are refused', () => {
  expect(HERITAGE_LEVELS).toEqual(['NATIONAL', 'PROVINCIAL', 'CITY', 'COUNTY'])
  expect(['COUNTY', 'NATIONAL', 'CITY', 'PROVINCIAL'].sort((a, b) => levelRank(a) - levelRank(b))).toEqual(HERITAGE_LEVELS)
  expect(levelRank('WORLD')).toBe(4)
  expect(isHeritageLevel('CITY')).toBe(true)
  expect(isHeritageLevel('city')).toBe(false)
})

test('the ten categories of the national list', () => {
  expect(HERITAGE_CATEGORIES).toHaveLength(10)
  expect(isHeritageCategory('CRAFT')).toBe(true)
  expect(isHeritageCategory('FOOD')).toBe(false)
})
