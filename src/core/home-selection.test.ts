import {
  selectHomeLayout,
  firstVisitGuideRoute,
  firstVisitGuideAtStart,
  COUNTY_EXCLUDED_SITE_CODE,
  COUNTY_SITE_CODES,
  XINJIANG_SITE_CODE,
} from './home-selection'
const { loadSite } = require('../../sites')

const site = (over: Partial<{ siteCode: string; regionCode: string; siteVersion: string; useNewMenu: boolean }>) => ({
  siteCode: 'any-site',
  regionCode: '510100',
  siteVersion: 'STANDARD',
  useNewMenu: false,
  ...over,
})

describe('home selection (product-spec section 1)', () => {
  test.each([
    ['cd-city', 'default'],
    ['intl-expo', 'default'],
    ['sc-province', 'province'],
    ['djy-scenic', 'scenery'],
    ['xj-region', 'xinjiang'],
    ['mx-county', 'county'],
    ['cc-greatwall', 'great-wall'],
  ])('demo site %s gets the %s layout', (code, layout) => {
    expect(selectHomeLayout(loadSite(code))).toBe(layout)
  })

  test('region code starting with 65 picks Xinjiang; 6 alone or 5165 does not', () => {
    expect(selectHomeLayout(site({ regionCode: '652800' }))).toBe('xinjiang')
    expect(selectHomeLayout(site({ regionCode: '516500' }))).toBe('standard')
  })
  test('the specific Xinjiang site code picks Xinjiang outside region 65', () => {
    expect(selectHomeLayout(site({ siteCode: XINJIANG_SITE_CODE, regionCode: '110000' }))).toBe('xinjiang')
  })
  test('county page: region 513223 or the two named codes, never the excluded code', () => {
    for (const code of COUNTY_SITE_CODES) expect(selectHomeLayout(site({ siteCode: code, regionCode: '510100' }))).toBe('county')
    expect(selectHomeLayout(site({ siteCode: COUNTY_EXCLUDED_SITE_CODE, regionCode: '513223', useNewMenu: true }))).toBe('default')
    expect(selectHomeLayout(site({ regionCode: '513224' }))).toBe('standard')
  })
  test('custom binding wins over version and region', () => {
    expect(selectHomeLayout(site({ siteCode: 'cc-greatwall', siteVersion: 'SCENERY', regionCode: '650000' }))).toBe('great-wall')
  })
  test('version rules: SCENERY, ALL_REGION, then useNewMenu decides default vs standard', () => {
    expect(selectHomeLayout(site({ siteVersion: 'SCENERY', useNewMenu: true }))).toBe('scenery')
    expect(selectHomeLayout(site({ siteVersion: 'ALL_REGION', useNewMenu: true }))).toBe('province')
    expect(selectHomeLayout(site({ useNewMenu: true }))).toBe('default')
    expect(selectHomeLayout(site({ useNewMenu: false }))).toBe('standard')
  })
  test('cc site shows /cc-guide only until firstIn is done', () => {
    expect(firstVisitGuideRoute('cc-greatwall', false)).toBe('/cc-guide')
    expect(firstVisitGuideRoute('cc-greatwall', true)).toBeUndefined()
    expect(firstVisitGuideRoute('cd-city', false)).toBeUndefined()
  })
})

test('the first-visit guide opens at start only in place of the home, only once', () => {
  expect(firstVisitGuideAtStart('cc-greatwall', false, '/')).toBe('/cc-guide')
  expect(firstVisitGuideAtStart('cc-greatwall', false, '/index')).toBe('/cc-guide')
  expect(firstVisitGuideAtStart('cc-greatwall', false, '/index/')).toBe('/cc-guide')
  // a deep link opens what it names; a later visit opens the home
  expect(firstVisitGuideAtStart('cc-greatwall', false, '/cc-scenic')).toBeUndefined()
  expect(firstVisitGuideAtStart('cc-greatwall', true, '/index')).toBeUndefined()
  expect(firstVisitGuideAtStart('cd-city', false, '/index')).toBeUndefined()
})
