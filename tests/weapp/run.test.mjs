/**
 * Every demo site's mini-program runs in Node (tests/weapp/harness.mjs) against the real contract
 * server (started as the e2e tests start it: a child process on a free port with its own PGlite
 * folder). Needs dist/weapp/<site>/ for every sites/*.json (npm test builds them first; alone:
 * npm run build:all -- --target weapp). Per site:
 *  - launch lands where the site says: the home with the site's name and the menus the server
 *    answers; cc-greatwall's guide page first (its button, a tap that navigates, leads home);
 *    beta-preview's login form, and after an SMS login through it (code from the dev outbox) the
 *    same checks as the other sites, and its coming-soon tile (the one site that has it) toasts;
 *    ya-paused's stop-service page with exactly one reLaunch;
 *  - (every bottom tab and what its page shows: tabs.test.mjs);
 *  - the news list shows the server's first page and a tap on an item opens its detail, which
 *    shows the server's title;
 *  - the community lists (votes, courses, FAQ, volunteer brands) show the server's rows and open a detail;
 *  - a site of several languages starts with its default language's launch strings only, nothing
 *    evaluated that bench:size's launch figure leaves out; English downloads its subpackage alone
 *    and shows the site in English; a failed download shows the error, and its retry switches;
 *  - a page in a subpackage draws with the default language's strings outside the home's, which
 *    come from their own subpackage when first asked for: translated once in, never a raw key
 *    meanwhile, and read again by themselves when the download failed;
 *  - every page app.json declares opens (reLaunch, no query) and shows something;
 *  - no page code throws (the harness fails the step that threw);
 *  - no page shows a media address without a host or on http: (the harness fails that step too);
 *    the count of addresses checked is printed at the end.
 * Run: node --import tsx --test tests/weapp/run.test.mjs
 */
import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, test } from 'node:test'
import { startServer } from '../e2e/harness.mjs'
import { siteCodes } from '../../scripts/lib/stale.mjs'
import { toMiniProgramUrl } from '../../src/core/routes.ts'
import { declaredPages, launchJs } from '../../scripts/check-weapp.mjs'
import { languageLayout } from '../../scripts/lib/weapp-stamp.mjs'
import { ROOT, launch } from './harness.mjs'

const localeOf = (lang, ns) => JSON.parse(fs.readFileSync(path.join(ROOT, 'locales', lang, `${ns}.json`), 'utf8'))
const shell = localeOf('zh', 'shell')
/** the package's language files: i18n/ in the main package, i18n-<lang>/ subpackages */
const isLanguageFile = (file) => /^i18n(-[a-z]+)?\//.test(file)
const isLanguagePackage = (root) => root.startsWith('i18n-')
/** a place's crowding label (places namespace, outside the home's) as one line of a page */
const showsCrowding = (page) =>
  page
    .text()
    .split('\n')
    .some((line) => Object.values(localeOf('zh', 'places').crowding).includes(line))
const sites = siteCodes(ROOT).map((code) => JSON.parse(fs.readFileSync(path.join(ROOT, 'sites', `${code}.json`), 'utf8')))

/** page path (no leading slash, no query) of a spec path */
const pageOf = (specPath) => toMiniProgramUrl(specPath).url.replace(/^\//, '').split('?')[0]

/** what the harness's media check saw over the whole run: [site, page, url, problem] */
const mediaChecked = []

let server
before(async () => {
  server = await startServer()
})
after(async () => {
  await server?.stop()
  const shown = [...new Map(mediaChecked.map((entry) => [entry.slice(0, 3).join(' '), entry])).values()]
  const pages = new Set(shown.map(([site, page]) => `${site} ${page}`)).size
  const count = (test) => shown.filter(test).length
  console.log(
    `media check: ${shown.length} addresses (site, page, address) on ${pages} pages: ${count(([, , url]) => url.startsWith('https:'))} https, ` +
      `${count(([, , url]) => url.startsWith('data:'))} data:, ${count(([, , , problem]) => problem)} root-relative or http:`,
  )
})

/** what the server answers for the home menus and the bottom menu of a site */
async function menusOf(siteCode) {
  const home = await server.api('config/api/menu/getIndexMenuList', { siteCode, clientType: 'WEB', location: 'HOME_BOTTOM' })
  const bottom = await server.api('config/api/layout/getBottomNavList', { siteCode, clientType: 'WEB' })
  return { home: home.datas || [], bottom: bottom.data?.layoutDetail || [] }
}

function assertShows(view, texts, where) {
  const shown = view.text()
  const missing = texts.filter((t) => !shown.includes(t))
  assert.deepEqual(missing, [], `${where} lacks ${missing.join(', ')}; it shows:\n${shown}`)
}

/** launches a site and closes it after the test */
async function open(t, site, options = {}) {
  const mp = await launch(site, { server, ...options })
  t.after(() => {
    mp.close()
    for (const m of mp.media) mediaChecked.push([site, m.page, m.url, m.problem])
  })
  return mp
}

/** the home of an ordinary site: its name, the server's menus, the tab bar */
async function checkHome(mp, site) {
  const home = mp.currentPage()
  assert.equal(home.route, pageOf('/index'))
  const { home: menus } = await menusOf(site.siteCode)
  assert.ok(menus.length > 0, 'the server has home menus for the site')
  assertShows(home, [site.name, ...menus.map((m) => m.name)], `${site.siteCode} home`)
}

async function checkNews(mp, site) {
  const list = await server.api('res/api/content/list', { siteCode: site.siteCode, channelCode: 'all' })
  assert.ok(list.datas?.length > 0, `the server has news for ${site.siteCode}`)
  await mp.navigate(toMiniProgramUrl('/news-list/all').url)
  const page = mp.currentPage()
  assert.equal(page.route, pageOf('/news-list/all'))
  const first = list.datas[0]
  await mp.waitFor(() => page.find(first.title), `news item ${first.title}`)
  assertShows(
    page,
    list.datas.slice(0, 3).map((n) => n.title),
    `${site.siteCode} news list`,
  )

  const before = mp.navigations.length
  await mp.tap(page.find(first.title))
  assert.deepEqual(
    mp.navigations.slice(before).map((n) => n.type),
    ['navigateTo'],
    'a tap on a news item navigates once',
  )
  const detail = mp.currentPage()
  assert.equal(detail.route, pageOf(`/news-detail/${first.id}`))
  assert.equal(String(detail.query.id), String(first.id))
  const answer = await server.api('res/api/content/detail', { siteCode: site.siteCode, id: String(first.id) })
  assert.equal(answer.code, 0)
  await mp.waitFor(() => detail.find(answer.data.title), `news detail ${answer.data.title}`)
  assert.equal(detail.title, answer.data.title, 'the navigation bar shows the news title')
  await mp.back()
  assert.equal(mp.currentPage().route, pageOf('/news-list/all'))
}

const DEMO_PHONE = '13800000001'

/** the login form: phone, send code, the code from the dev SMS outbox, log in */
async function smsLogin(mp, siteCode, phone) {
  const page = mp.currentPage()
  assert.equal(page.route, pageOf('/login'))
  const [phoneInput, codeInput] = page.nodes((n) => n.tag === 'input')
  await mp.input(phoneInput, phone)
  await mp.tap(page.find('获取验证码'))
  assert.deepEqual(
    mp.toasts.map((x) => x.title),
    ['验证码已发送'],
  )
  const outbox = await server.api('dev/sms/outbox', { siteCode, phone })
  const sms = outbox.datas?.[0]
  assert.ok(sms?.code, `the dev outbox has the code: ${JSON.stringify(outbox)}`)
  await mp.input(codeInput, sms.code)
  await mp.tap(page.find(/^登录$/))
  await mp.waitFor(() => mp.currentPage().route !== pageOf('/login'), 'leaving the login page')
}

/** opens every page app.json declares (reLaunch, no query) and lists those that show nothing: no text, no picture */
async function openEveryPage(mp) {
  const blank = []
  for (const route of declaredPages(mp.appJson)) {
    try {
      await mp.navigate(`/${route}`, 'reLaunch')
    } catch (error) {
      throw new Error(`opening ${route}: ${error.message}`)
    }
    // a page shows something when it has text or pictures (the /photo-wall is pictures only)
    const page = mp.currentPage()
    if (!page?.text() && !page?.nodes((n) => n.tag === 'image').length) blank.push(route)
  }
  return blank
}

for (const site of sites) {
  const code = site.siteCode
  describe(`mini-program ${code} runs`, () => {
    test('every page of the package opens and shows something; none throws', async (t) => {
      const mp = await open(t, code)
      assert.deepEqual(await openEveryPage(mp), [], 'pages that show nothing')
      assert.deepEqual(mp.errors, [])
      // the media check read real pictures (it fails the step on one the phone cannot load)
      if (site.state !== 'PAUSED') assert.ok(mp.media.length > 0, 'the media check found no picture on any page')
      t.diagnostic(`${mp.media.length} media addresses checked`)
    })

    if (site.state === 'PAUSED') {
      test('lands on the stop-service page with exactly one reLaunch', async (t) => {
        const mp = await open(t, code)
        assert.equal(mp.currentPage().route, pageOf('/stop-service'))
        assertShows(mp.currentPage(), [shell.stopService.title, shell.stopService.text], 'stop-service')
        assert.deepEqual(
          mp.navigations.map((n) => `${n.type} ${n.url}`),
          [`reLaunch /${pageOf('/stop-service')}`],
        )
        assert.ok(mp.requests.length > 1 && mp.requests.every((r) => r.code === 3), 'every launch call answered code 3')
      })

      test('one reLaunch also when a code-3 answer arrives after the relaunch has settled', async (t) => {
        // a slower network for one launch call: its answer lands on the stop-service page
        const mp = await open(t, code, { answerDelay: (r) => (r.path.endsWith('getIndexMenuList') ? 300 : 0) })
        await mp.waitFor(() => mp.requests.every((r) => r.status), 'every answer')
        await mp.settle()
        assert.equal(mp.currentPage().route, pageOf('/stop-service'))
        assert.deepEqual(
          mp.navigations.map((n) => `${n.type} ${n.url}`),
          [`reLaunch /${pageOf('/stop-service')}`],
        )
        assert.equal(mp.pages().length, 1)
      })
      return
    }

    if (site.betaStatus) {
      test('a visitor lands on the login form', async (t) => {
        const mp = await open(t, code)
        assert.equal(mp.currentPage().route, pageOf('/login'))
        assert.ok(mp.currentPage().text().includes(site.name), `the login page names the site:\n${mp.currentPage().text()}`)
        const inputs = mp.currentPage().nodes((n) => n.tag === 'input')
        assert.equal(inputs.length, 2, 'phone and code inputs')
        assert.ok(mp.currentPage().find('获取验证码'), 'the send-code button')
        assert.ok(mp.currentPage().find(/^登录$/), 'the login button')
        assert.deepEqual(mp.errors, [])
      })

      test('a visitor who opens a public page (the agreement) stays there', async (t) => {
        const mp = await open(t, code, { path: toMiniProgramUrl('/agreement/user').url.slice(1) })
        assert.equal(mp.currentPage().route, pageOf('/agreement/user'))
        assert.deepEqual(mp.navigations, [])
      })

      test('SMS login through the form; then the home and the news show', async (t) => {
        const mp = await open(t, code)
        await smsLogin(mp, code, DEMO_PHONE)
        assert.ok(mp.tabRoutes.includes(mp.currentPage().route), `login lands on a tab page, not ${mp.currentPage().route}`)
        assert.ok(mp.currentPage().find(`${DEMO_PHONE.slice(0, 3)}****${DEMO_PHONE.slice(-4)}`), mp.currentPage().text())
        const { bottom } = await menusOf(code)
        await mp.tap(mp.tabBar().find(bottom[0].name))
        await checkHome(mp, site)
        // the preview site's grid is the one that keeps the coming-soon tile (server demo-menus COMING_SOON_DEMO_SITE)
        const toasts = mp.toasts.length
        const navigations = mp.navigations.length
        await mp.tap(mp.currentPage().find(/^敬请期待$/))
        assert.deepEqual(
          mp.toasts.slice(toasts).map((x) => x.title),
          ['敬请期待'],
        )
        assert.deepEqual(mp.navigations.slice(navigations), [], 'the coming-soon tile opens nothing')
        await checkNews(mp, site)
        assert.deepEqual(mp.errors, [])
      })
      return
    }

    test('launch: the home shows the site name and its menus', async (t) => {
      const mp = await open(t, code)
      if (code === 'cc-greatwall') {
        // first visit: the guide page once; its button is a tap that navigates
        assert.equal(mp.currentPage().route, pageOf('/cc-guide'))
        const start = mp.currentPage().find('开始探索')
        assert.ok(start, mp.currentPage().text())
        await mp.tap(start)
        assert.ok(mp.navigations.length >= 2, JSON.stringify(mp.navigations))
        // once: the next launch on this device goes straight home
        const again = await open(t, code, { storage: mp.storageSnapshot() })
        assert.equal(again.currentPage().route, pageOf('/index'))
        assert.deepEqual(again.navigations, [])
      }
      await checkHome(mp, site)
      assert.deepEqual(mp.errors, [])
    })

    if (site.languages.length > 1) {
      test('the language switch shows the site in English, downloading English alone', async (t) => {
        const mp = await open(t, code)
        // the start evaluates the default language's launch strings only (scripts/lib/weapp-stamp.mjs)
        const { language } = languageLayout(site)
        assert.deepEqual(mp.evaluated().filter(isLanguageFile), ['i18n/index.js', `i18n/${language}.js`])
        assert.deepEqual(mp.downloads, [])
        // and nothing the static launch figure of bench:size leaves out (launchJs)
        const counted = launchJs(mp.dir).files.map((f) => f.file)
        assert.deepEqual(
          mp.evaluated().filter((f) => !counted.includes(f)),
          [],
        )
        await mp.tap(mp.currentPage().find(/^EN$/))
        assert.ok(mp.currentPage().find(site.english), mp.currentPage().text())
        assert.equal(mp.currentPage().title, site.english)
        assertShows(mp.currentPage(), [localeOf('en', 'shell').language], `${code} home in English`)
        assert.deepEqual(mp.downloads, ['i18n-en'])
        assert.deepEqual(mp.evaluated().filter(isLanguageFile), ['i18n/index.js', `i18n/${language}.js`, 'i18n-en/strings.js'])
        assert.deepEqual(mp.errors, [])
      })

      test('a language that does not download: the error with a retry, the site unchanged; the retry switches', async (t) => {
        let dropped = true
        const mp = await open(t, code, { failDownload: () => dropped })
        await mp.tap(mp.currentPage().find(/^EN$/))
        assertShows(
          mp.currentPage(),
          [shell.languageFailed, localeOf('zh', 'common').retry, shell.language, site.name],
          `${code} after a failed download`,
        )
        assert.equal(mp.currentPage().title, site.name)
        dropped = false
        // exactly the retry (the message itself ends with 重试)
        await mp.tap(mp.currentPage().find(new RegExp(`^${localeOf('zh', 'common').retry}$`)))
        assert.equal(mp.currentPage().title, site.english)
        assert.equal(mp.currentPage().find(shell.languageFailed), undefined)
        assertShows(mp.currentPage(), [localeOf('en', 'shell').language], `${code} home in English after the retry`)
        assert.deepEqual(mp.errors, [])
      })
    }

    if (code === 'cd-city')
      test('a subpackage page draws with the default language’s rest once downloaded: /scenic-list titled from places', async (t) => {
        const mp = await open(t, code)
        const { rest } = languageLayout(site)
        assert.ok(!mp.evaluated().includes(rest.file), 'the home draws without the rest')
        assert.deepEqual(mp.downloads, [])
        await mp.navigate(toMiniProgramUrl('/scenic-list').url)
        const title = localeOf('zh', 'places').type.SCENERY.list
        assert.equal(mp.currentPage().title, title)
        assert.ok(showsCrowding(mp.currentPage()), mp.currentPage().text())
        assert.deepEqual(mp.downloads.filter(isLanguagePackage), [rest.root])
        assert.ok(mp.evaluated().includes(rest.file), mp.evaluated().join(', '))
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cd-city')
      test('the rest that did not download: no raw key meanwhile, read again by itself, then the page in Chinese', async (t) => {
        const { rest } = languageLayout(site)
        let dropped = true
        const failed = []
        const mp = await open(t, code, { failDownload: (root) => root === rest.root && dropped && failed.push(root) > 0 })
        await mp.navigate(toMiniProgramUrl('/scenic-list').url)
        assert.ok(failed.length > 0, 'the download was asked for')
        const page = mp.currentPage()
        assert.ok(!page.title && !/type\.SCENERY|crowding\.|places:/.test(page.text()), `meanwhile: ${page.title}\n${page.text()}`)
        assert.ok(!showsCrowding(page) && page.text(), page.text())
        // the connection is back: i18next's next read (350 ms doubling) downloads it, nobody asked again
        dropped = false
        const title = localeOf('zh', 'places').type.SCENERY.list
        await mp.waitFor(() => page.title === title, `the title ${title} after the retry`)
        assert.ok(showsCrowding(page), page.text())
        assert.deepEqual(mp.downloads.filter(isLanguagePackage), [rest.root])
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cd-city')
      test('home menus: an external link asks first (the coming-soon tile: beta-preview’s login test)', async (t) => {
        const mp = await open(t, code)
        assert.equal(mp.currentPage().find('免责声明'), undefined)
        await mp.tap(mp.currentPage().find('文旅官网'))
        assert.ok(mp.currentPage().find('免责声明'), 'the disclaimer before leaving for a third-party site')
        assert.deepEqual(mp.navigations, [], 'nothing opens before the visitor confirms')
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cd-city')
      test('/visit lists the server’s venues; a venue’s detail shows its brand, whose banner opens the brand', async (t) => {
        const mp = await open(t, code)
        const [venue] = (await server.api('res/api/venue/list', { siteCode: code })).datas
        await mp.navigate(toMiniProgramUrl('/visit').url)
        const page = mp.currentPage()
        assert.equal(page.route, pageOf('/visit'))
        await mp.waitFor(() => page.find(venue.name), `venue ${venue.name}`)
        await mp.tap(page.find(venue.name))
        const detail = mp.currentPage()
        assert.equal(detail.route, pageOf(`/venues-detail/${venue.id}`))
        const query = { siteCode: code, linksResourceType: venue.resourceType, linksResourceId: String(venue.id), pageSize: '1' }
        const [brand] = (await server.api('res/api/brand/list', query)).datas
        await mp.waitFor(() => detail.find(brand.name), `brand banner ${brand.name}`)
        await mp.tap(detail.find(brand.name))
        assert.equal(mp.currentPage().route, pageOf(`/brand-desc/${brand.id}`))
        await mp.waitFor(() => mp.currentPage().title === brand.name, 'the brand page titled with its name')
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cd-city')
      test('/scenic-list shows the server’s scenic areas; a tap opens the detail titled with its name', async (t) => {
        const mp = await open(t, code)
        const list = (await server.api('res/api/scenic/list', { siteCode: code })).datas
        await mp.navigate(toMiniProgramUrl('/scenic-list').url)
        const page = mp.currentPage()
        assert.equal(page.route, pageOf('/scenic-list'))
        for (const place of list.slice(0, 3)) await mp.waitFor(() => page.find(place.name), `scenic area ${place.name}`)
        await mp.tap(page.find(list[0].name))
        const detail = mp.currentPage()
        assert.equal(detail.route, pageOf(`/scenic-detail/${list[0].id}`))
        await mp.waitFor(() => detail.title === list[0].name, 'the detail titled with the place name')
        assert.ok(detail.find(list[0].name), detail.text())
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cd-city')
      test('/activity-home shows the classifies and coming activities; a tap opens the activity titled with its name', async (t) => {
        const mp = await open(t, code)
        const classifies = (await server.api('res/api/activity/getActivityClassifyList', { siteCode: code })).datas
        const coming = (await server.api('res/api/activity/getActivityList', { siteCode: code })).datas
        await mp.navigate(toMiniProgramUrl('/activity-home').url)
        const page = mp.currentPage()
        assert.equal(page.route, pageOf('/activity-home'))
        await mp.waitFor(() => page.find(classifies[0].name), `classify ${classifies[0].name}`)
        await mp.waitFor(() => page.find(coming[0].name), `activity ${coming[0].name}`)
        await mp.tap(page.find(coming[0].name))
        const detail = mp.currentPage()
        assert.equal(detail.route, pageOf(`/activity-detail/${coming[0].id}`))
        await mp.waitFor(() => detail.title === coming[0].name, 'the detail titled with the activity name')
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cd-city')
      // issue 13: a community list shows the server's first rows; a tap opens the row's detail
      for (const [list, call, nameOf, detailOf] of [
        ['/online-vote', 'res/api/vote/list', (v) => v.title, (v) => `/vote-detail/${v.id}`],
        ['/course-list', 'res/api/course/list', (c) => c.name, (c) => `/course-desc/${c.id}`],
        ['/common-problem', 'config/api/faq/list', (f) => f.question, (f) => `/problem-detail/${f.id}`],
        ['/volunteer-brands', 'res/api/volunteerBrand/list', (brand) => brand.name, (brand) => `/volunteer-brand/${brand.id}`],
      ])
        test(`${list} shows the server's rows; a tap opens the detail`, async (t) => {
          const mp = await open(t, code)
          const rows = (await server.api(call, { siteCode: code })).datas
          assert.ok(rows.length > 0, `${call} has demo rows`)
          await mp.navigate(toMiniProgramUrl(list).url)
          const page = mp.currentPage()
          assert.equal(page.route, pageOf(list))
          await mp.waitFor(() => page.find(nameOf(rows[0])), `${list} shows ${nameOf(rows[0])}`)
          await mp.tap(page.find(nameOf(rows[0])))
          await mp.waitFor(() => mp.currentPage().route === pageOf(detailOf(rows[0])), `${detailOf(rows[0])} opened`)
          await mp.waitFor(() => mp.currentPage().find(nameOf(rows[0])), `the detail shows ${nameOf(rows[0])}`)
          assert.deepEqual(mp.errors, [])
        })

    if (code === 'cd-city')
      // issue 14: the shop (package-shop) calls the site's shopUrl, the development shop of the server
      test('/dpq-shop lists the shop goods; a tap opens the goods detail titled with its name', async (t) => {
        const mp = await open(t, code)
        const name = '蜀绣 · 芙蓉锦鲤团扇'
        await mp.navigate(toMiniProgramUrl('/dpq-shop').url)
        const page = mp.currentPage()
        assert.equal(page.route, pageOf('/dpq-shop'))
        await mp.waitFor(() => page.find(name), `goods ${name}`)
        await mp.tap(page.find(name))
        await mp.waitFor(() => mp.currentPage().route === pageOf('/goods-detail/1'), 'the goods detail opened')
        await mp.waitFor(() => mp.currentPage().title === name, 'the detail titled with the goods name')
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cd-city')
      // issue 14: a campaign page is drawn from its record on the server, no page of its own
      test('/spring-festival shows its campaign record: the title in the bar, its sections on the page', async (t) => {
        const mp = await open(t, code)
        const campaign = (await server.api('res/api/campaign/detail', { siteCode: code, code: 'spring-festival' })).data
        assert.ok(campaign?.title, 'the demo campaign exists')
        await mp.navigate(toMiniProgramUrl('/spring-festival').url)
        const page = mp.currentPage()
        await mp.waitFor(() => page.title === campaign.title, `the bar titled ${campaign.title}`)
        const heading = campaign.sections.find((section) => section.title)?.title
        if (heading) await mp.waitFor(() => page.find(heading), `the section ${heading}`)
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cd-city')
      // issue 14: the memorial home (CS-WORSHIP) lists the halls; a tap opens the hall
      test('/index?isWorship=true lists the memorial halls; a tap opens the hall with its offerings', async (t) => {
        const mp = await open(t, code)
        const halls = (await server.api('rest/memorial/hall/list', { siteCode: code })).datas
        assert.ok(halls.length > 0, 'demo halls')
        await mp.navigate(toMiniProgramUrl('/index?isWorship=true').url, 'reLaunch')
        const home = mp.currentPage()
        await mp.waitFor(() => home.find(halls[0].name), `hall ${halls[0].name}`)
        await mp.tap(home.find(halls[0].name))
        await mp.waitFor(() => mp.currentPage().route === pageOf(`/memorial-hall/${halls[0].id}`), 'the hall opened')
        await mp.waitFor(() => mp.currentPage().find('献花'), 'the flower button')
        assert.deepEqual(mp.errors, [])
      })

    if (code === 'cc-greatwall')
      // issue 14: the park's pages ship only in this site's package and compose the places pieces
      test('/cc-scenicspot lists the park’s scenic spots; a tap opens /cc-detail with the spot', async (t) => {
        const mp = await open(t, code)
        const spots = (await server.api('res/api/scenic/list', { siteCode: code })).datas
        await mp.navigate(toMiniProgramUrl('/cc-scenicspot').url)
        const page = mp.currentPage()
        assert.equal(page.route, pageOf('/cc-scenicspot'))
        await mp.waitFor(() => page.find(spots[0].name), `spot ${spots[0].name}`)
        await mp.tap(page.find(spots[0].name))
        await mp.waitFor(() => mp.currentPage().route === pageOf(`/cc-detail/${spots[0].id}`), 'the park detail opened')
        await mp.waitFor(() => mp.currentPage().title === spots[0].name, 'the detail titled with the spot name')
        assert.deepEqual(mp.errors, [])
      })

    test('the news list and a news detail show the server data', async (t) => {
      const mp = await open(t, code)
      await checkNews(mp, site)
      assert.deepEqual(mp.errors, [])
    })
  })
}
