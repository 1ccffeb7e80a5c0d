/** The fixed map of known routes, the page-stay record and the per-site flag (rules-and-contract 7). */
import { collectorUrl, MAX_STAY_MS, STAT_PROJECT, statsEnabled, stayRecord, STAY_STATUS, type StayInput } from './record'
import { STAT_MODULES, STAT_ROUTES, statTargetOf } from './routes'
import { PAGES } from '../routes'

const on = { siteCode: 'cd-city', regionCode: '510100', pageStayStats: true }
const input = (over: Partial<StayInput> = {}): StayInput => ({
  site: on,
  clientType: 'H5',
  uniqueId: 'v-1',
  path: '/scenic-detail/12',
  status: STAY_STATUS.SHOWN,
  ...over,
})

test('known routes give their module, the shown item as special and the region parameter as region', () => {
  expect(statTargetOf('/index')).toMatchObject({ module: 'INDEX', special: '', region: '' })
  expect(statTargetOf('/scenic-detail/12?from=home')).toMatchObject({ module: 'SCENIC', special: '12' })
  expect(statTargetOf('/rura/510182/7')).toMatchObject({ module: 'COUNTRY_TOUR', region: '510182' })
  expect(statTargetOf('/news-list/all')).toMatchObject({ module: 'NEWS', special: '' })
  expect(statTargetOf('/campaign/spring-festival')).toMatchObject({ module: 'CAMPAIGN', special: 'spring-festival' })
})

test('a route outside the fixed map sends nothing', () => {
  expect(statTargetOf('/user-order')).toBeNull()
  expect(statTargetOf('/login')).toBeNull()
  expect(stayRecord(input({ path: '/user-address' }))).toBeNull()
})

test('every known pattern but the campaign one is a route of the route table', () => {
  const table = new Set(Object.values(PAGES).flatMap((p) => p.routes))
  const missing = Object.keys(STAT_ROUTES).filter((p) => !table.has(p) && p !== '/campaign/:code')
  expect(missing).toEqual([])
  expect(STAT_MODULES).toContain('SCENIC')
})

test('the flag is off by default: absent or false sends nothing', () => {
  expect(statsEnabled({})).toBe(false)
  expect(statsEnabled({ pageStayStats: false })).toBe(false)
  expect(stayRecord(input({ site: { siteCode: 'djy-scenic', regionCode: '510181' } }))).toBeNull()
  expect(statsEnabled(on)).toBe(true)
})

test('a shown record carries the nine spec fields, a left one adds the stay, clamped', () => {
  expect(stayRecord(input())).toEqual({
    site: 'cd-city',
    project: STAT_PROJECT,
    clientType: 'H5',
    status: '1',
    uniqueId: 'v-1',
    regionCode: '510100',
    module: 'SCENIC',
    special: '12',
    region: '',
    path: '/scenic-detail/12',
  })
  expect(stayRecord(input({ status: STAY_STATUS.LEFT, stayMs: 4200.4 }))?.stayMs).toBe('4200')
  expect(stayRecord(input({ status: STAY_STATUS.LEFT, stayMs: 10 * MAX_STAY_MS }))?.stayMs).toBe(String(MAX_STAY_MS))
  expect(stayRecord(input({ status: STAY_STATUS.LEFT, stayMs: -5 }))?.stayMs).toBe('0')
})

test('the collector address: its own base, else the main base + analytics/collect', () => {
  expect(collectorUrl({ main: '/api/' })).toBe('/api/analytics/collect')
  expect(collectorUrl({ main: 'https://api.x/', analytics: 'https://stats.x/collect' })).toBe('https://stats.x/collect')
})
