/**
 * The Great Wall culture park on cc-greatwall (issue 14; docs/contract-greatwall.md): the first
 * visit's welcome leads to the site's home; then the park's home /cc-scenic, drawn in the park's skin with its footer and the tour bar
 * (a tour-bar flagged route): the hero, the section tiles and the Hebei passes; a pass opens
 * /cc-detail/{id}. The post stations (/cc-hotel) list the site's 驿站 and one opens its hotel
 * detail. A guide and a work open; elsewhere (cd-city) the park's pages say "not on this site".
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { seriousViolations, shown, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cc-greatwall'

/** before a screenshot of a page opened from a list: the router's page change over, at the top */
async function settle(page) {
  await page.waitForTimeout(800)
  await page.evaluate(() => window.scrollTo(0, 0))
}

test('the park’s home: skin, footer, tour bar, sections and passes; a pass opens its Great Wall detail', async () => {
  // a first visit starts on the park's welcome (/cc-guide), whose button leads home
  const home = await e2e.open(SITE, '/index')
  await home.waitForURL(/\/cc-guide$/, { timeout: 30000 })
  await shown(home, tid('page-cc-guide-action')).click()
  await home.waitForURL(/\/index$/, { timeout: 20000 })
  await shown(home, tid('index-menu-grid')).waitFor({ timeout: 30000 })
  await snap(home, 'greatwall-index')
  await home.context().close()

  const page = await e2e.open(SITE, '/cc-scenic')
  const errors = []
  page.on('pageerror', (e) => errors.push(String(e)))
  const skin = shown(page, tid('cc-scenic'))
  await skin.waitFor({ timeout: 30000 })
  assert.equal(await skin.getAttribute('data-skin'), 'greatwall')
  assert.match(await shown(page, tid('greatwall-footer')).textContent(), /长城国家文化公园（河北段）/)
  await shown(page, tid('tab-bar')).waitFor({ timeout: 20000 })
  assert.match(await shown(page, tid('cc-sections')).textContent(), /驿站.*美食.*徒步线路/)
  const first = (await e2e.server.api('res/api/scenic/list', { siteCode: SITE, pageSize: 1 })).datas[0]
  const card = shown(page, tid(`place-item-${first.id}`))
  await card.waitFor({ timeout: 30000 })
  assert.match(await card.textContent(), new RegExp(first.name))
  await snap(page, 'greatwall-cc-scenic')
  assert.deepEqual(await seriousViolations(page), [])

  await card.click()
  await page.waitForURL(new RegExp(`/cc-detail/${first.id}$`), { timeout: 20000 })
  await shown(page, tid('place-name')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('place-name')).textContent(), first.name)
  assert.equal(await shown(page, tid('cc-detail')).getAttribute('data-skin'), 'greatwall')
  await settle(page)
  await snap(page, 'greatwall-cc-detail')
  assert.deepEqual(errors, [])
  await page.context().close()
})

test('a post station: /cc-hotel lists the 驿站 and one opens its hotel detail', async () => {
  const hotels = (await e2e.server.api('res/api/hotel/list', { siteCode: SITE, pageSize: 50 })).datas
  const station = hotels.find((h) => h.name === '金山岭长城驿站')
  assert.ok(station, 'cc-greatwall has the Jinshanling post station')
  const page = await e2e.open(SITE, '/cc-hotel')
  await shown(page, tid('cc-hotel')).waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('cc-hotel')).textContent(), /驿站是长城沿线歇脚的地方/)
  // the post stations come first
  assert.equal(hotels[0].name, '金山岭长城驿站')
  const card = shown(page, tid(`place-item-${station.id}`))
  await card.waitFor({ timeout: 30000 })
  await snap(page, 'greatwall-cc-hotel')
  await card.click()
  await page.waitForURL(new RegExp(`/hotel-detail/${station.id}$`), { timeout: 20000 })
  await shown(page, tid('place-name')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('place-name')).textContent(), '金山岭长城驿站')
  assert.match(await shown(page, tid('place-body')).textContent(), /长城驿站/)
  await settle(page)
  await snap(page, 'greatwall-post-station')
  await page.context().close()
})

test('a guide and a work of the park; on cd-city the park is not on the site', async () => {
  let page = await e2e.open(SITE, '/other-guide/seasons')
  await shown(page, tid('guide-item-summer')).waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('guide-item-summer')).textContent(), /潘家口/)
  await snap(page, 'greatwall-guide-seasons')
  await page.context().close()

  const [work] = (await e2e.server.api('res/api/story/list', { siteCode: SITE, storyType: 'WORK', pageSize: 1 })).datas
  page = await e2e.open(SITE, '/cc-art')
  const card = shown(page, `[data-testid="story-card"][data-id="${work.id}"]`)
  await card.waitFor({ timeout: 30000 })
  await card.click()
  await page.waitForURL(new RegExp(`/cc-art-detail/${work.id}$`), { timeout: 20000 })
  await shown(page, tid('story-title')).waitFor({ timeout: 30000 })
  assert.equal(await shown(page, tid('story-title')).textContent(), work.title)
  await settle(page)
  await snap(page, 'greatwall-cc-art-detail')
  await page.context().close()

  page = await e2e.open('cd-city', '/cc-hotel')
  await shown(page, tid('not-on-site')).waitFor({ timeout: 30000 })
  assert.match(await shown(page, tid('not-on-site')).textContent(), /本站点没有这个栏目/)
  await page.context().close()
})
