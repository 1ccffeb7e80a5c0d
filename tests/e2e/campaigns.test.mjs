/**
 * Campaign pages as data end to end on cd-city (issue 14; needs the H5 build and the server's demo
 * data): three named campaign routes drawn from their records (/winter-guide with its places and
 * their winter page, /skills-competition with its players and their votes, /tianfu-cuisine with its
 * map), the new campaign of the demo data at /campaign/summer-night-tour (no route names it: no build
 * was needed), all with the tour index bar; /spring-festival-xj says "not on this site" on cd-city
 * and shows on xj-region; a campaign an editor writes through the operator API is not served as a
 * draft and is served, as written, once published. Screenshots in tests/e2e/screenshots/campaign-*.png.
 */
import { test, before, after } from 'node:test'
import assert from 'node:assert/strict'
import { apiSession, seriousViolations, shown, snap, tid, useServerAndBrowser } from './harness.mjs'

const e2e = useServerAndBrowser({ before, after })
const SITE = 'cd-city'

/** the record as the server answers it */
async function record(code, site = SITE) {
  const body = await e2e.server.api('res/api/campaign/detail', { siteCode: site, code })
  assert.equal(body.code, 0, `${code}: ${body.message}`)
  return body.data
}
const sectionOf = (campaign, kind) => campaign.sections.find((s) => s.kind === kind)

/** opens the path and waits for the campaign's banner title */
async function openCampaign(path, site = SITE) {
  const page = await e2e.open(site, path)
  await shown(page, tid('campaign-title')).waitFor({ timeout: 30000 })
  return page
}

test('/winter-guide: the record drawn in order, its places with their winter note, a place opens its winter page', async () => {
  const winter = await record('winter-guide')
  const places = sectionOf(winter, 'places')
  const page = await openCampaign('/winter-guide')
  assert.equal(await shown(page, tid('campaign-title')).textContent(), sectionOf(winter, 'banner').title)
  assert.equal(await page.title(), winter.title)
  const first = places.places[0]
  await shown(page, tid(`place-item-${first.id}`)).waitFor({ timeout: 20000 })
  assert.equal(await shown(page, tid(`campaign-note-${first.id}`)).textContent(), places.notes[String(first.id)])
  // the tour index bar (route-table.json tourBar): the bottom navigation, no back-to-home button
  await shown(page, tid('tab-bar')).waitFor({ timeout: 10000 })
  assert.equal(await page.locator(`${tid('back-home')}:visible`).count(), 0)
  assert.deepEqual(await seriousViolations(page), [])
  await snap(page, 'campaign-winter-guide')
  await shown(page, tid(`place-item-${first.id}`)).click()
  await page.waitForURL(new RegExp(`/winter-scenic-desc/${first.id}$`), { timeout: 20000 })
  await shown(page, tid('winter-place-name')).waitFor({ timeout: 20000 })
  assert.equal(await shown(page, tid('winter-place-name')).textContent(), first.name)
  assert.match(await shown(page, tid('winter-place-note')).textContent(), /滑雪/)
  await page.waitForTimeout(600) // the slide-in of the new page
  await snap(page, 'campaign-winter-scenic-desc')
})

test('/skills-competition: the players with their live votes, then all of them at /player-list', async () => {
  const contest = await record('skills-competition')
  const entries = sectionOf(contest, 'entries')
  const [top] = (
    await e2e.server.api('res/api/voteProduction/list', { siteCode: SITE, voteId: entries.voteId, sort: 'votes', pageSize: 1 })
  ).datas
  const page = await openCampaign('/skills-competition')
  const count = shown(page, tid(`vote-count-${top.id}`))
  await count.waitFor({ timeout: 20000 })
  assert.equal(await count.getAttribute('data-count'), String(top.voteNum))
  assert.match(await shown(page, tid('campaign-countdown')).textContent(), /\d+ 天 \d+ 小时 \d+ 分/)
  await snap(page, 'campaign-skills-competition')
  await shown(page, tid('campaign-entries-all')).click()
  await page.waitForURL(/\/player-list\/skills-competition$/, { timeout: 20000 })
  await shown(page, tid('player-entries')).waitFor({ timeout: 20000 })
  await page
    .locator(`${tid('player-entries')}:visible [data-testid^="vote-entry-"]`)
    .nth(entries.entryNum > 10 ? 9 : 0)
    .waitFor({ timeout: 20000 })
  await snap(page, 'campaign-player-list')
})

test('/tianfu-cuisine: its places on the map and as a waterfall', async () => {
  const food = await record('tianfu-cuisine')
  const page = await openCampaign('/tianfu-cuisine')
  await shown(page, tid('campaign-map')).waitFor({ timeout: 20000 })
  await page
    .locator(`${tid('campaign-map')}:visible .leaflet-marker-icon, ${tid('campaign-map')}:visible .marker-cluster`)
    .first()
    .waitFor({ timeout: 30000 })
  assert.equal(await shown(page, '[data-testid="campaign-places"][data-layout="waterfall"]').count(), 1)
  const firstFood = sectionOf(food, 'places').places[0]
  await shown(page, tid(`place-item-${firstFood.id}`)).waitFor({ timeout: 20000 })
  await snap(page, 'campaign-tianfu-cuisine')
})

test('a new campaign of the demo data, at /campaign/{code}: drawn with no build', async () => {
  const night = await record('summer-night-tour')
  const page = await openCampaign('/campaign/summer-night-tour')
  assert.equal(await page.title(), night.title)
  for (const kind of ['countdown', 'rich-text', 'places', 'map', 'share'])
    await shown(page, tid(`campaign-${kind}`)).waitFor({ timeout: 20000 })
  await shown(page, tid('tab-bar')).waitFor({ timeout: 10000 })
  await snap(page, 'campaign-summer-night-tour')
})

test('an editor writes a campaign through the operator API: a draft is not served; published, a visitor opens it', async () => {
  const editor = await apiSession(e2e.server, SITE)
  const scenic = (await e2e.server.api('res/api/scenic/list', { siteCode: SITE, pageSize: 3 })).datas
  const lantern = {
    code: 'lantern-night-e2e',
    title: '锦里元宵灯会',
    startTime: new Date(Date.now() - 86_400_000).toISOString(),
    endTime: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    sections: [
      { kind: 'banner', title: '锦里元宵灯会', subtitle: '正月十五 · 锦里古街', image: scenic[0].cover },
      { kind: 'richText', title: '看灯指南', blocks: [{ type: 'paragraph', text: '灯会每晚 18:00 亮灯，22:00 熄灯，请从锦里东门入场。' }] },
      { kind: 'places', title: '赏灯去处', layout: 'list', placeIds: scenic.map((p) => p.id) },
    ],
  }
  const draft = await editor.post('res/api/campaign/operator/save', { json: lantern })
  assert.equal(draft.code, 0, draft.message)
  assert.equal((await e2e.server.api('res/api/campaign/detail', { siteCode: SITE, code: lantern.code })).code, 404)

  const published = await editor.post('res/api/campaign/operator/save', { json: { ...lantern, publish: 'PUBLISHED' } })
  assert.equal(published.message, '专题活动已发布')
  const page = await openCampaign(`/campaign/${lantern.code}`)
  assert.equal(await shown(page, tid('campaign-title')).textContent(), '锦里元宵灯会')
  await page.getByText('灯会每晚 18:00 亮灯，22:00 熄灯，请从锦里东门入场。').waitFor({ timeout: 10000 })
  await shown(page, tid(`place-item-${scenic[2].id}`)).waitFor({ timeout: 20000 })
  await snap(page, 'campaign-operator-published')
})

test('/spring-festival-xj: not on cd-city (the way home), shown on xj-region', async () => {
  let page = await e2e.open(SITE, '/spring-festival-xj')
  await shown(page, tid('not-on-site')).waitFor({ timeout: 30000 })
  await snap(page, 'campaign-not-on-site')
  await shown(page, tid('not-on-site-action')).click()
  await page.waitForURL(/\/index$/, { timeout: 20000 })
  page = await openCampaign('/spring-festival-xj', 'xj-region')
  assert.equal(await shown(page, tid('campaign-title')).textContent(), '新疆冬春旅游季')
})
