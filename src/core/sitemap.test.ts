/** The mini-program's sitemap: public pages indexed, the visitor's own pages not; the file follows the route table. */
import fs from 'node:fs'
import path from 'node:path'
import { PAGES } from './routes'
import { isPrivatePage, sitemapOf } from './sitemap'

const file = path.resolve(__dirname, '..', 'sitemap.json')
const allPages = Object.values(PAGES).map((p) => p.path)

test('src/sitemap.json is the sitemap of every page of the route table (node --import tsx scripts/gen-sitemap.mjs rewrites it)', () => {
  expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(sitemapOf(allPages))
})

test.each([
  'package-account/pages/login/index',
  'package-account/pages/user-data/index',
  'pages/user/index',
  'package-booking/pages/user-order/index',
  'package-booking/pages/user-reservation/index',
  'package-booking/pages/order-pay/index',
  'package-booking/pages/reservation-write/index',
  'package-complaints/pages/complain-save/index',
  'package-complaints/pages/user-complain/index',
  'package-stories/pages/add-story/index',
  'package-votes/pages/my-join/index',
  'package-greatwall/pages/cc-user/index',
  'package-shell/pages/vconsole/index',
])('%s is not indexed', (page) => {
  expect(isPrivatePage(page)).toBe(true)
  expect(sitemapOf(allPages).rules).toContainEqual({ action: 'disallow', page })
})

test.each([
  'pages/index/index',
  'package-places/pages/scenic-detail/index',
  'package-places/pages/scenic-list/index',
  'package-news/pages/news-detail/index',
  'package-booking/pages/activity-detail/index',
  'package-heritage/pages/successor-desc/index',
  'package-maps/pages/venues-map/index',
  'package-campaigns/pages/campaign/index',
  'package-account/pages/agreement/index',
])('%s may be indexed', (page) => {
  expect(isPrivatePage(page)).toBe(false)
})

test('the rules end with allow * (first match wins: every page not disallowed is indexed)', () => {
  const { rules } = sitemapOf(allPages)
  expect(rules.at(-1)).toEqual({ action: 'allow', page: '*' })
  expect(rules.slice(0, -1).every((r) => r.action === 'disallow')).toBe(true)
})
