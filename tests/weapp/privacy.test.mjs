/**
 * WeChat's privacy rules in the built packages (needs dist/weapp/<site>/ for every sites/*.json):
 *  - every site's package carries src/sitemap.json and its app.json points to it;
 *  - cd-city run in Node (tests/weapp/harness.mjs, launched with `privacy: 'ask'`: the visitor has not
 *    agreed yet): the venue map asks for the location, WeChat holds the call and the app's
 *    wx.onNeedPrivacyAuthorization listener shows the agreement sheet; refused, the map page still
 *    shows its list, around the site's centre, with why and how to allow it; agreed (the
 *    agreePrivacyAuthorization button), the location goes on and the list is around the visitor;
 *    the same in elder mode.
 * Run: node --import tsx --test tests/weapp/privacy.test.mjs
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { startServer } from '../e2e/harness.mjs'
import { siteCodes } from '../../scripts/lib/stale.mjs'
import { regionCentre } from '../../src/core/geo.ts'
import { toMiniProgramUrl } from '../../src/core/routes.ts'
import { ROOT, assertBuilt, launch } from './harness.mjs'

const zh = (ns) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', 'zh', `${ns}.json`), 'utf8'))
const privacy = zh('privacy')
const SHEET_TITLE = privacy.sheet.title
const REFUSED = privacy.refused.privacy.replace('{{what}}', privacy.what.location)
const LOCATION_FAILED = zh('common').locationFailed
/** miniprogram-simulate's wx.getLocation answers this point */
const SIMULATED_HERE = { longitude: 113.26436, latitude: 23.12908 }
const VENUES_MAP = toMiniProgramUrl('/venues-map/CONTENT_TYPE_SCENERY').url

describe('sitemap.json', () => {
  const sitemap = JSON.parse(fs.readFileSync(path.join(ROOT, 'src', 'sitemap.json'), 'utf8'))
  for (const code of siteCodes(ROOT))
    test(`${code}: the package carries the sitemap and app.json points to it`, () => {
      const dir = assertBuilt(code)
      const app = JSON.parse(fs.readFileSync(path.join(dir, 'app.json'), 'utf8'))
      assert.equal(app.sitemapLocation, 'sitemap.json')
      assert.deepEqual(JSON.parse(fs.readFileSync(path.join(dir, app.sitemapLocation), 'utf8')), sitemap)
      const disallowed = sitemap.rules.filter((r) => r.action === 'disallow').map((r) => r.page)
      assert.ok(disallowed.includes('package-account/pages/login/index') && disallowed.includes('pages/user/index'))
      // the home and the public pages stay indexable
      assert.ok(!disallowed.includes(app.pages[0]), 'the home is indexed')
      assert.ok(!disallowed.includes('package-places/pages/scenic-detail/index'))
      assert.deepEqual(sitemap.rules.at(-1), { action: 'allow', page: '*' })
    })
})

describe('the privacy agreement sheet (cd-city)', () => {
  let server
  before(async () => {
    server = await startServer()
  })
  after(async () => {
    await server?.stop()
  })

  async function open(t, options = {}) {
    const mp = await launch('cd-city', { server, privacy: 'ask', ...options })
    t.after(() => mp.close())
    // the home asks for scenic areas too: only the map page's calls count
    mp.fromRequest = mp.requests.length
    await mp.navigate(VENUES_MAP)
    return mp
  }

  /** the scenic list calls of the map page, with the point they were asked around */
  const listCalls = (mp) =>
    mp.requests
      .slice(mp.fromRequest)
      .filter((r) => r.path.endsWith('res/api/scenic/list'))
      .map((r) => {
        const q = new URL(r.url).searchParams
        return {
          url: r.url,
          longitude: Number(q.get('longitude')),
          latitude: Number(q.get('latitude')),
          pageSize: Number(q.get('pageSize')),
        }
      })

  /** names of the list's first page as the server answers the app's own call */
  async function listNames(mp) {
    const call = listCalls(mp).find((c) => c.pageSize === 10)
    assert.ok(call, 'the list asked for its first page')
    const answer = await (await fetch(call.url)).json()
    assert.equal(answer.code, 0)
    assert.ok(answer.datas.length > 0, 'the server has scenic areas for cd-city')
    return answer.datas.map((d) => d.name)
  }

  function assertSheet(mp) {
    const page = mp.currentPage()
    assert.ok(page.find(SHEET_TITLE), `the sheet is shown; the page shows:\n${page.text()}`)
    for (const line of Object.values(privacy.sheet.use)) assert.ok(page.text().includes(line), `the sheet lists "${line}"`)
    assert.ok(page.find('《模拟小程序隐私保护指引》'), 'the link names the guide as WeChat does')
  }

  test('the location waits for the sheet; refused, the list is still shown around the site centre, with why', async (t) => {
    const mp = await open(t)
    assertSheet(mp)
    assert.deepEqual(mp.privacy.asked, ['getLocation'])
    assert.equal(mp.privacy.exposures, 1, 'the sheet reported its exposure once')
    assert.equal(listCalls(mp).length, 0, 'no list before the answer: it is sorted around the position')
    assert.ok(mp.currentPage().find(zh('maps').locating))

    await mp.tap(mp.currentPage().find(new RegExp(`^${privacy.sheet.disagree}$`)))
    await mp.waitFor(() => mp.currentPage().find(REFUSED), 'the refusal notice')
    const page = mp.currentPage()
    assert.ok(!page.find(SHEET_TITLE), 'the sheet is gone')
    assert.ok(page.find(zh('maps').listAroundSiteCentre), 'the page says how the list is sorted')
    assert.ok(
      mp.toasts.some((x) => x.title === LOCATION_FAILED),
      'the 4 s toast of the error catalogue',
    )
    const centre = regionCentre(JSON.parse(fs.readFileSync(path.join(ROOT, 'sites', 'cd-city.json'), 'utf8')).regionCode)
    await mp.waitFor(() => listCalls(mp).some((c) => c.pageSize === 10), 'the list asked')
    assert.deepEqual(
      listCalls(mp).map(({ longitude, latitude }) => ({ longitude, latitude })),
      [centre, centre],
      'markers and list around the site centre',
    )
    const names = await listNames(mp)
    await mp.waitFor(() => mp.currentPage().find(names[0]), 'the list')
    for (const name of names.slice(0, 3)) assert.ok(mp.currentPage().find(name), `the list shows ${name}`)
    assert.equal(mp.privacy.agreed, false)

    // asked again: the sheet again, agreed this time: the visitor's position
    await mp.tap(mp.currentPage().find(new RegExp(`^${privacy.retry}$`)))
    await mp.waitFor(() => mp.currentPage().find(SHEET_TITLE), 'the sheet again')
    assert.deepEqual(mp.privacy.asked, ['getLocation', 'getLocation'])
    await mp.tap(mp.currentPage().find(new RegExp(`^${privacy.sheet.agree}$`)))
    await mp.waitFor(() => !mp.currentPage().find(REFUSED), 'the notice gone')
    assert.equal(mp.privacy.agreed, true)
    assert.ok(
      listCalls(mp).some((c) => c.longitude === SIMULATED_HERE.longitude && c.latitude === SIMULATED_HERE.latitude),
      'the list is asked around the visitor',
    )
  })

  test('agreed: the location goes on, the list is around the visitor, no refusal anywhere', async (t) => {
    const mp = await open(t)
    assertSheet(mp)
    await mp.tap(mp.currentPage().find(new RegExp(`^${privacy.sheet.agree}$`)))
    await mp.waitFor(() => listCalls(mp).some((c) => c.pageSize === 10), 'the list asked')
    assert.equal(mp.privacy.agreed, true)
    assert.ok(!mp.currentPage().find(SHEET_TITLE))
    assert.ok(
      listCalls(mp).every((c) => c.longitude === SIMULATED_HERE.longitude && c.latitude === SIMULATED_HERE.latitude),
      'markers and list around the visitor',
    )
    const names = await listNames(mp)
    await mp.waitFor(() => mp.currentPage().find(names[0]), 'the list')
    assert.ok(!mp.currentPage().find(REFUSED))
    assert.ok(!mp.toasts.some((x) => x.title === LOCATION_FAILED))
    // later private calls go straight through: WeChat asks once
    await mp.back()
    await mp.navigate(VENUES_MAP)
    assert.deepEqual(mp.privacy.asked, ['getLocation'])
    assert.ok(!mp.currentPage().find(SHEET_TITLE))
  })

  test('elder mode: the sheet is drawn in the elder theme and answers the same', async (t) => {
    const mp = await open(t, { storage: { elderMode: true } })
    assertSheet(mp)
    const sheet = mp.currentPage().find(SHEET_TITLE)
    const themed = [sheet.node, ...sheet.ancestors].find((n) => typeof n.cl === 'string' && n.cl.includes('wl-theme'))
    assert.ok(themed?.cl.split(' ').includes('wl-elder'), `the sheet is inside the elder theme (${themed?.cl})`)
    await mp.tap(mp.currentPage().find(new RegExp(`^${privacy.sheet.disagree}$`)))
    await mp.waitFor(() => mp.currentPage().find(REFUSED), 'the refusal notice')
  })
})
