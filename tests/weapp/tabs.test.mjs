/**
 * Every bottom tab of every demo site works in the mini-program (issue 24): each site's built package
 * runs in Node (tests/weapp/harness.mjs) against the real contract server, a visitor logs in by SMS,
 * and taps every tab of the bottom menu the server answers, in order. For each tab the page it opens
 * must show what the spec says that page shows: its title (the menu's name, or the page's own title)
 * AND a real item of the server's answer for that page (asked here: the first news, activity, story,
 * guided tour, destination, scenic area, the home's first menu, the user's nickname), never the
 * not-found page. A menu whose page a weapp slot draws (SLOT_PAGES) and INDEX/USER switch tabs; any
 * other (djy-scenic's SCENIC) relaunches its own page, which draws the tab bar itself and hides
 * WeChat's home button. ya-paused stops service (run.test.mjs checks that) and has no tabs to tap.
 * Needs dist/weapp/<site>/ for every site (npm run build -- --target weapp).
 * Run: node --import tsx --test tests/weapp/tabs.test.mjs
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { startServer } from '../e2e/harness.mjs'
import { siteCodes } from '../../scripts/lib/stale.mjs'
import { menuRoutePath } from '../../src/core/menu-codes.ts'
import { SLOT_PAGES } from '../../src/core/navigation.ts'
import { matchRoute, toMiniProgramUrl } from '../../src/core/routes.ts'
import { maskPhone } from '../../src/core/validation.ts'
import { ROOT, launch } from './harness.mjs'

const zh = (ns) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', 'zh', `${ns}.json`), 'utf8'))
const [news, activity, stories, guides, places, user, shell] = ['news', 'activity', 'stories', 'guides', 'places', 'user', 'shell'].map(zh)
const sites = siteCodes(ROOT)
  .map((code) => JSON.parse(fs.readFileSync(path.join(ROOT, 'sites', `${code}.json`), 'utf8')))
  .filter((site) => site.state !== 'PAUSED')

const DEMO_PHONE = '13800000001'
/** page path (no leading slash, no query) of a spec path */
const pageOf = (specPath) => toMiniProgramUrl(specPath).url.replace(/^\//, '').split('?')[0]

let server
before(async () => {
  server = await startServer()
})
after(async () => {
  await server?.stop()
})

/** the first rows of a list call (the first page a list draws holds them), failing when the server has none for the site */
async function firstRows(call, params, count = 2) {
  const answer = await server.api(call, params)
  assert.ok(answer.datas?.length > 0, `${call} has rows for ${params.siteCode}: ${JSON.stringify(answer).slice(0, 200)}`)
  return answer.datas.slice(0, count)
}

/**
 * What each page a bottom menu opens shows (product-spec 2.1 menu codes; the pages' specs): its own
 * title, and the real items of the server's answer it draws. A site whose bar holds a code missing
 * here fails: add the page's promise before relying on it.
 */
const PAGE_SHOWS = {
  INDEX: {
    title: (site) => site.name,
    // the site's name and every entry of its menu grid
    items: async (site) => [
      site.name,
      ...(
        await firstRows('config/api/menu/getIndexMenuList', { siteCode: site.siteCode, clientType: 'WEB', location: 'HOME_BOTTOM' }, 12)
      ).map((menu) => menu.name),
    ],
  },
  NEWS: {
    title: () => news.title,
    items: async (site) => (await firstRows('res/api/content/list', { siteCode: site.siteCode, channelCode: 'all' })).map((n) => n.title),
  },
  ACTIVITY: {
    title: () => activity.home.title,
    items: async (site) => (await firstRows('res/api/activity/getActivityList', { siteCode: site.siteCode })).map((a) => a.name),
  },
  TIME: {
    title: () => stories.title.time,
    items: async (site) => (await firstRows('res/api/story/list', { siteCode: site.siteCode })).map((story) => story.title),
  },
  GUIDE_TOUR: {
    title: () => guides.title.tours,
    items: async (site) => (await firstRows('res/api/guideTour/list', { siteCode: site.siteCode })).map((tour) => tour.name),
  },
  DESTINATION: {
    title: () => guides.title.destination,
    items: async (site) => (await firstRows('res/api/destination/list', { siteCode: site.siteCode })).map((d) => d.name),
  },
  SCENIC: {
    title: () => places.type.SCENERY.list,
    items: async (site) => (await firstRows('res/api/scenic/list', { siteCode: site.siteCode })).map((place) => place.name),
  },
  USER: {
    title: () => user.user.title,
    items: async (site, token) => {
      const profile = await server.api('user/api/userInfo/detail', { siteCode: site.siteCode, token })
      assert.equal(profile.code, 0, JSON.stringify(profile))
      return [profile.data.nickName, maskPhone(profile.data.phone)]
    },
  },
}

/** the visitor's token, as the app stored it after logging in */
function tokenOf(mp) {
  // the app's storage keeps JSON text (src/platform/storage)
  const stored = mp.storageSnapshot().cloudNewToken
  const token = typeof stored === 'string' && stored.startsWith('"') ? JSON.parse(stored) : stored
  assert.ok(typeof token === 'string' && token, `the app stored a token: ${JSON.stringify(stored)}`)
  return token
}

/** the login form: phone, send code, the code from the dev SMS outbox, log in */
async function smsLogin(mp, siteCode) {
  const page = mp.currentPage()
  assert.equal(page.route, pageOf('/login'))
  const [phoneInput, codeInput] = page.nodes((n) => n.tag === 'input')
  await mp.input(phoneInput, DEMO_PHONE)
  await mp.tap(page.find('获取验证码'))
  const outbox = await server.api('dev/sms/outbox', { siteCode, phone: DEMO_PHONE })
  assert.ok(outbox.datas?.[0]?.code, `the dev outbox has the code: ${JSON.stringify(outbox)}`)
  await mp.input(codeInput, outbox.datas[0].code)
  await mp.tap(page.find(/^登录$/))
  await mp.waitFor(() => mp.currentPage().route !== pageOf('/login'), 'leaving the login page')
}

/** launch, past the site's first screens (the Great Wall's guide, a beta site's login), logged in, at home */
async function openLoggedIn(t, site) {
  const mp = await launch(site.siteCode, { server })
  t.after(() => mp.close())
  if (mp.currentPage().route === pageOf('/cc-guide')) await mp.tap(mp.currentPage().find('开始探索'))
  if (mp.currentPage().route !== pageOf('/login')) await mp.navigate(toMiniProgramUrl('/login').url)
  await smsLogin(mp, site.siteCode)
  await mp.navigate(`/${pageOf('/index')}`, 'reLaunch')
  return mp
}

/** the tab item named `name` in the bar the visitor sees: WeChat's custom tab bar, or the one a page tab's page draws */
function tabItem(mp, name) {
  const exact = new RegExp(`^${name}$`)
  const custom = mp.tabBar()
  if (custom) return custom.find(exact)
  const page = mp.currentPage()
  const bar = page.nodes((n) => /(^| )shell-tab-bar( |$)/.test(n.node.cl || ''))[0]
  return bar && page.findAll(exact).find((hit) => hit.ancestors.includes(bar.node))
}

/** a slot draws the pages of SLOT_PAGES; INDEX and USER have their own tab pages; any other menu is a page tab */
function opensOwnPage(item) {
  if (item.menuCode === 'INDEX' || item.menuCode === 'USER') return false
  return !SLOT_PAGES.includes(matchRoute(menuRoutePath(item.menuCode)).page)
}

describe('every bottom tab shows its page in the mini-program', () => {
  for (const site of sites) {
    test(`${site.siteCode}: each tab of the server's bottom menu shows its title and the server's items`, async (t) => {
      const bottom = (await server.api('config/api/layout/getBottomNavList', { siteCode: site.siteCode, clientType: 'WEB' })).data
        .layoutDetail
      assert.ok(bottom.length >= 2, 'the site has a bottom menu')
      const missing = bottom.filter((item) => !PAGE_SHOWS[item.menuCode]).map((item) => item.menuCode)
      assert.deepEqual(missing, [], 'every code of the bar has what its page shows written in PAGE_SHOWS')

      const mp = await openLoggedIn(t, site)
      const token = tokenOf(mp)
      for (const item of bottom) {
        const shows = PAGE_SHOWS[item.menuCode]
        const items = await shows.items(site, token)
        const where = `${site.siteCode} tab ${item.name} (${item.menuCode})`
        await mp.waitFor(() => tabItem(mp, item.name), `${where} in the tab bar`)
        const before = mp.navigations.length
        await mp.tap(tabItem(mp, item.name))

        const ownPage = opensOwnPage(item)
        const page = mp.currentPage()
        const opened = mp.navigations.slice(before).map((n) => n.type)
        if (ownPage) {
          assert.equal(page.route, pageOf(menuRoutePath(item.menuCode)), `${where} opens its own page`)
          assert.deepEqual(opened, ['reLaunch'], `${where}: one reLaunch`)
        } else {
          assert.ok(mp.tabRoutes.includes(page.route), `${where} opened ${page.route}, not a tab page`)
          assert.deepEqual(opened, ['switchTab'], `${where}: one switchTab`)
        }
        assert.equal(mp.pages().length, 1, `${where}: no back stack`)
        for (const text of items) await mp.waitFor(() => page.find(text), `${where} shows ${text}`)
        const titles = [item.name, shows.title(site)]
        assert.ok(titles.includes(page.title), `${where} is titled ${JSON.stringify(page.title)}, not one of ${JSON.stringify(titles)}`)
        assert.ok(!page.text().includes(shell.notFound.title), `${where} shows the not-found page:\n${page.text()}`)
        if (ownPage) {
          // the page tab's page draws the bar itself, its tab selected, and no home button beside it
          await mp.waitFor(() => tabItem(mp, item.name), `${where}: the tab bar on its own page`)
          assert.ok(page.homeButtonHidden, `${where}: WeChat's home button hidden`)
        }
        t.diagnostic(
          `${where}: ${page.route}${ownPage ? ' (own page, reLaunch)' : ''}, titled "${page.title}", shows "${items.join('", "')}"`,
        )
      }
      assert.deepEqual(mp.errors, [])
    })
  }
})
