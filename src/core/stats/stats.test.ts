/** The fixed map of known routes, the page-stay record and the per-site flag (rules-and-contract 7). */
import {
  collectorUrl,
  MAX_STAY_MS,
  STAT_FIELD_MAX,
  STAT_PROJECT,
  statPath,
  statsEnabled,
  stayRecord,
  STAY_STATUS,
  type StayInput,
} from './record'
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

describe('statPath: the path a record carries fits the collector limit', () => {
  const longName = encodeURIComponent('成都市青羊区宽窄巷子景区游客服务中心'.repeat(3))
  const openMap = `/open-map/104.05/30.66/${longName}/${encodeURIComponent('四川省成都市青羊区长顺上街127号')}`

  test('a path that fits is kept, without its query', () => {
    expect(statPath('/scenic-detail/12?from=home')).toBe('/scenic-detail/12')
  })

  test('a long known route is sent as its route pattern', () => {
    expect(openMap.length).toBeGreaterThan(STAT_FIELD_MAX)
    expect(statPath(openMap)).toBe('/open-map/:lng/:lat/:name/:address')
    expect(stayRecord(input({ path: '/scenic-detail/12' }))?.path).toBe('/scenic-detail/12')
  })

  test('a long unknown path is cut to the limit', () => {
    const unknown = `/no-such-page/${'x'.repeat(300)}`
    expect(statPath(unknown)).toBe(unknown.slice(0, STAT_FIELD_MAX))
    expect(statPath(`/open-map/1/2/%E5/${'y'.repeat(300)}`)).toHaveLength(STAT_FIELD_MAX)
  })
})
