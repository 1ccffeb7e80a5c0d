import { siteHasSection } from './site-sections'

const site = (siteCode: string, regionCode = '510100', siteVersion = 'STANDARD') => ({
  siteCode,
  regionCode,
  siteVersion,
  useNewMenu: false,
})

test('the Xinjiang pages belong to the Xinjiang sites: region 65xxxx or the corps site', () => {
  expect(siteHasSection('xjHot', site('xj-region', '650000'))).toBe(true)
  expect(siteHasSection('xjPanoramic', site('xj-bingtuan', '660000'))).toBe(true)
  expect(siteHasSection('xjHot', site('cd-city'))).toBe(false)
  expect(siteHasSection('xjPanoramic', site('sc-province', '510000', 'ALL_REGION'))).toBe(false)
})

test('the sub-area guide is djy-scenic’s, the 智游天府 guide map sc-province’s', () => {
  expect(siteHasSection('jmgSub', site('djy-scenic', '510181', 'SCENERY'))).toBe(true)
  expect(siteHasSection('jmgSub', site('cd-city'))).toBe(false)
  expect(siteHasSection('guideMapZytf', site('sc-province', '510000', 'ALL_REGION'))).toBe(true)
  expect(siteHasSection('guideMapZytf', site('xj-region', '650000'))).toBe(false)
})
