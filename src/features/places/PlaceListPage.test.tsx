/** The list filters of a place list route: its optional {siteId} (/scenic-list/{siteId}) is always sent. */
import { listParamsOf } from './PlaceListPage'

test('/scenic-list sends no filter, /scenic-list/{siteId} sends the site id', () => {
  expect(listParamsOf({})).toBeUndefined()
  expect(listParamsOf({ siteId: '7' })).toEqual({ siteId: '7' })
})

test('/rura/{region}/{siteId}: the region of paramsOf and the site id together', () => {
  const paramsOf = (route: Record<string, string>) => ({ regionCode: route.region })
  expect(listParamsOf({ region: '510181' }, paramsOf)).toEqual({ regionCode: '510181' })
  expect(listParamsOf({ region: '510181', siteId: '4' }, paramsOf)).toEqual({ siteId: '4', regionCode: '510181' })
})
