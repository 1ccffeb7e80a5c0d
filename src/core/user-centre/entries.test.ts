import { PARK_USER_ENTRIES } from '../greatwall/rules'
import { matchRoute, NOT_FOUND_PAGE } from '../routes'
import { entriesAwayFromUserCentre, opensUserCentre, USER_ENTRIES } from './entries'

it('a route to the user centre, under any of its addresses, opens the user centre', () => {
  expect(opensUserCentre('/user')).toBe(true)
  expect(opensUserCentre('/default-personal')).toBe(true)
  expect(opensUserCentre('/user?from=menu')).toBe(true)
  expect(opensUserCentre('/user-order')).toBe(false)
  expect(opensUserCentre('/user-data')).toBe(false)
})

it('a grid drops the entries that would reopen the user centre and keeps the others in order', () => {
  const given = [
    ['orders', '/user-order'],
    ['personal', '/default-personal'],
    ['me', '/user'],
    ['wallet', '/user-wallet'],
  ] as const
  expect(entriesAwayFromUserCentre(given).map(([key]) => key)).toEqual(['orders', 'wallet'])
})

it("the user centre's and the park's entries each open a page of their own, none the user centre", () => {
  for (const [key, route] of [...USER_ENTRIES, ...PARK_USER_ENTRIES]) {
    expect([key, matchRoute(route).page]).not.toEqual([key, NOT_FOUND_PAGE])
    expect([key, opensUserCentre(route)]).toEqual([key, false])
  }
  expect(new Set(USER_ENTRIES.map(([key]) => key)).size).toBe(USER_ENTRIES.length)
})
