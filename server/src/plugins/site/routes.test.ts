import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import type { MenuItem } from '../../../../types/contract'
import { PATH_MENU_CODE, resolveMenuTarget } from '../../../../src/core/menu-codes'
import { matchRoute, PAGES, toMiniProgramUrl } from '../../../../src/core/routes'
import { siteHasPage } from '../../../../src/core/site-packages'
import { COMING_SOON_DEMO_SITE, DEMO_PATH_CODE } from '../../db/demo-menus'
import { loadSites } from '../../../../sites/index.js'
import { buildApp } from '../../app'
import type { DatabaseHandle } from '../../db/database'
import { openSeededTestDatabase } from '../../testing/seeded-template'

let database: DatabaseHandle
let app: FastifyInstance

before(async () => {
  database = await openSeededTestDatabase()
  app = await buildApp({ database })
})
after(async () => {
  await app.close()
  await database.close()
})

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url, headers })
  return { status: res.statusCode, body: res.json() }
}

const flatten = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => [m, ...flatten(m.subList ?? [])])

describe('site entry and detail', () => {
  it('siteInfo answers the site entry of the siteCode', async () => {
    const { status, body } = await get('/api/user/api/site/siteInfo?token=&siteCode=cd-city')
    assert.equal(status, 200)
    assert.equal(body.code, 0)
    assert.deepEqual(body.data, {
      title: '成都文旅云',
      siteCode: 'cd-city',
      language: 'zh',
      state: 'NORMAL',
      remarks: 'default site',
      urlApi: 'main',
    })
  })

  it('siteInfo titles a multilingual site in the requested language (spec code fr)', async () => {
    const { body } = await get('/api/user/api/site/siteInfo?siteCode=intl-expo&lang=fr')
    assert.equal(body.data.title, 'Salon international de la culture et du tourisme')
    assert.equal(body.message, 'Opération réussie')
  })

  it('getSiteDetail carries the SiteDetail fields of the site config', async () => {
    const { body } = await get('/api/user/api/site/getSiteDetail?siteCode=djy-scenic&token=')
    const config = loadSites().find((s) => s.siteCode === 'djy-scenic')!
    assert.equal(body.code, 0)
    assert.equal(body.data.siteCode, 'djy-scenic')
    assert.equal(body.data.siteVersion, 'SCENERY')
    assert.equal(body.data.region, config.regionCode)
    assert.equal(body.data.betaStatus, config.betaStatus)
    assert.equal(body.data.useNewMenu, config.useNewMenu)
    assert.equal(typeof body.data.id, 'number')
    assert.deepEqual(body.data.siteInfos, {
      vConsole: config.vConsole,
      themeColor: config.themeColor,
      skin: config.skin,
      footer: config.footer,
      languages: config.languages,
    })
  })

  it('without siteCode the Host decides: <code>.localhost, the h5Domain, else the default site', async () => {
    assert.equal((await get('/api/user/api/site/getSiteDetail', { host: 'intl-expo.localhost:8080' })).body.data.siteCode, 'intl-expo')
    assert.equal((await get('/api/user/api/site/getSiteDetail', { host: 'djy-scenic.wenlv.example' })).body.data.siteCode, 'djy-scenic')
    assert.equal((await get('/api/user/api/site/getSiteDetail', { host: 'localhost:8080' })).body.data.siteCode, 'cd-city')
    assert.equal((await get('/api/user/api/site/getSiteDetail', { host: '127.0.0.1' })).body.data.siteCode, 'cd-city')
  })

  it('behind a trusted proxy X-Forwarded-Host picks the site; otherwise it is ignored', async () => {
    const headers = { host: '10.0.0.5:8080', 'x-forwarded-host': 'intl-expo.wenlv.example' }
    assert.equal((await get('/api/user/api/site/getSiteDetail', headers)).body.data.siteCode, 'cd-city')
    const proxied = await buildApp({ database, trustProxy: 1 })
    try {
      assert.equal((await proxied.inject({ url: '/api/user/api/site/getSiteDetail', headers })).json().data.siteCode, 'intl-expo')
    } finally {
      await proxied.close()
    }
  })

  it('an explicit siteCode wins over the Host', async () => {
    const { body } = await get('/api/user/api/site/getSiteDetail?siteCode=sc-province', { host: 'intl-expo.localhost' })
    assert.equal(body.data.siteCode, 'sc-province')
  })

  it('an unknown siteCode is a clear error, in the caller language', async () => {
    const zh = await get('/api/user/api/site/siteInfo?siteCode=nowhere')
    assert.equal(zh.status, 400)
    assert.deepEqual(zh.body, { code: 400, message: '未知站点“nowhere”。' })
    const en = await get('/api/user/api/site/siteInfo?siteCode=nowhere', { 'accept-language': 'en-GB,en;q=0.8' })
    assert.equal(en.body.message, 'Unknown site "nowhere".')
    const unknownHost = await get('/api/user/api/site/siteInfo', { host: 'nowhere.localhost' })
    assert.equal(unknownHost.body.code, 400)
  })
})

describe('menus', () => {
  for (const site of loadSites().filter((s) => s.state === 'NORMAL')) {
    it(`${site.siteCode}: bottom navigation of 3-5 items, INDEX first and USER last`, async () => {
      const { body } = await get(`/api/config/api/layout/getBottomNavList?clientType=WEB&siteCode=${site.siteCode}`)
      assert.equal(body.code, 0)
      const codes = body.data.layoutDetail.map((m: MenuItem) => m.menuCode)
      assert.ok(codes.length >= 3 && codes.length <= 5, codes.join())
      assert.equal(codes[0], 'INDEX')
      assert.equal(codes.at(-1), 'USER')
    })

    it(`${site.siteCode}: index menu of 8-12 entries with login, external and grouped items; coming soon on the preview site only`, async () => {
      const { body } = await get(`/api/config/api/menu/getIndexMenuList?clientType=WEB&location=HOME_BOTTOM&siteCode=${site.siteCode}`)
      assert.equal(body.code, 0)
      const items: MenuItem[] = body.datas
      assert.ok(items.length >= 8 && items.length <= 12, String(items.length))
      assert.equal(items.find((m) => m.menuCode === 'ORDERS')?.needLogin, true)
      // the coming-soon tile reads as an unfinished app: shown (and tapped by tests/weapp) on one site
      assert.equal(
        items.some((m) => m.menuCode === 'DEVELOP'),
        site.siteCode === COMING_SOON_DEMO_SITE,
      )
      assert.equal(items.length, 12)
      assert.equal(new Set(items.map((m) => m.menuCode)).size, items.length, 'no code twice')
      const external = items.find((m) => m.jumpType === 2)
      assert.match(external?.externalLink ?? '', /^https:\/\//)
      const group = items.find((m) => m.subList?.length)
      assert.ok(group, 'one entry has a subList')
      assert.ok(group.subList!.every((s) => s.jumpType === 1 && s.name))
      // no remote icons in the demo: the app draws each menu code's own icon
      assert.ok(flatten(items).every((m) => m.name && !m.selectIcon && !m.unSelectIcon))
    })
  }

  it('the pages the demo menus carry by path: services of the site, each a page it ships, on H5 and in the mini-program', async () => {
    assert.equal(DEMO_PATH_CODE, PATH_MENU_CODE)
    const reached = new Set<string>()
    for (const site of loadSites().filter((s) => s.state === 'NORMAL')) {
      const grid: MenuItem[] = (await get(`/api/config/api/menu/getIndexMenuList?siteCode=${site.siteCode}`)).body.datas
      // only inside the services group (/default-service lists them), never a tile of the grid itself
      assert.ok(
        grid.every((m) => !m.path),
        site.siteCode,
      )
      const services = grid.find((m) => m.menuCode === 'DEFAULT_SERVICE')?.subList ?? []
      for (const item of services.filter((m) => m.path)) {
        const target = resolveMenuTarget(item, { siteCode: site.siteCode, region: site.regionCode, isMiniProgram: true })
        assert.deepEqual(target, { kind: 'route', url: item.path, needLogin: false }, `${site.siteCode} ${item.path}`)
        const { page, pattern } = matchRoute(item.path!)
        assert.ok(siteHasPage(PAGES[page].path, site.siteCode), `${site.siteCode} ships ${item.path}`)
        assert.equal(toMiniProgramUrl(item.path!).url.split('?')[0], `/${PAGES[page].path}`)
        assert.ok(item.name && !/^page\./.test(item.name), `${site.siteCode} ${item.path} is named: ${item.name}`)
        reached.add(pattern)
      }
    }
    // the province's media, the scenic area's webcams, the regions' own news layouts (crawl: no page a tap cannot reach)
    for (const pattern of [
      '/sc-live',
      '/sc-index',
      '/scenic-live',
      '/news-list-xj/:code',
      '/cc-microclass/:code',
      '/column-list-new/:code',
      '/first-guide',
    ])
      assert.ok(reached.has(pattern), pattern)
  })

  it('every seeded entry opens something in the app (src/core/menu-codes), none is unknown', async () => {
    for (const site of loadSites().filter((s) => s.state === 'NORMAL')) {
      const nav = (await get(`/api/config/api/layout/getBottomNavList?siteCode=${site.siteCode}`)).body.data.layoutDetail
      const grid = (await get(`/api/config/api/menu/getIndexMenuList?siteCode=${site.siteCode}`)).body.datas
      for (const item of flatten([...nav, ...grid])) {
        const target = resolveMenuTarget(item, { siteCode: site.siteCode, region: site.regionCode, isMiniProgram: false })
        assert.notEqual(target.kind, 'unknown', `${site.siteCode} ${item.menuCode}`)
      }
    }
  })

  it('cd-city, intl-expo and djy-scenic bottom bars are the ones the demo describes', async () => {
    const codes = async (code: string) =>
      (await get(`/api/config/api/layout/getBottomNavList?siteCode=${code}`)).body.data.layoutDetail.map((m: MenuItem) => m.menuCode)
    assert.deepEqual(await codes('cd-city'), ['INDEX', 'NEWS', 'ACTIVITY', 'TIME', 'USER'])
    assert.deepEqual(await codes('intl-expo'), ['INDEX', 'NEWS', 'USER'])
    // the scenic area's spots beside its guided tours (SCENIC: a tab that opens its own page in the mini-program)
    assert.deepEqual(await codes('djy-scenic'), ['INDEX', 'GUIDE_TOUR', 'SCENIC', 'ACTIVITY', 'USER'])
  })

  it('a scenic site (djy-scenic) gets a scenic-flavoured menu', async () => {
    const { body } = await get('/api/config/api/menu/getIndexMenuList?siteCode=djy-scenic')
    const codes = body.datas.map((m: MenuItem) => m.menuCode)
    assert.ok(codes.includes('GUIDE_TOUR') && codes.includes('PARKING'), codes.join())
  })

  it('menu names follow the language: jp is Japanese on the multilingual site, zh-only sites stay Chinese', async () => {
    const ja = await get('/api/config/api/layout/getBottomNavList?siteCode=intl-expo&lang=jp')
    assert.deepEqual(
      ja.body.data.layoutDetail.map((m: MenuItem) => m.name),
      ['ホーム', 'ニュース', 'マイページ'],
    )
    const zh = await get('/api/config/api/layout/getBottomNavList?siteCode=cd-city&lang=en')
    assert.equal(zh.body.data.layoutDetail[0].name, '首页')
  })

  it('a clientType or location outside the contract is a 400 naming the field', async () => {
    const bad = await get('/api/config/api/menu/getIndexMenuList?clientType=IOS')
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.body, { code: 400, message: '请求有误：参数 clientType 只能是：WEB' })
    const badLocation = await get('/api/config/api/menu/getIndexMenuList?siteCode=intl-expo&location=TOP&lang=en')
    assert.deepEqual(badLocation.body, { code: 400, message: 'Invalid request: location must be one of: HOME_BOTTOM' })
  })

  it('restarting on the same database keeps menus (no duplicates) and applies changed site files', async () => {
    const before = (await get('/api/config/api/menu/getIndexMenuList?siteCode=cd-city')).body.datas
    const changed = loadSites().map((s) => (s.siteCode === 'cd-city' ? { ...s, name: '成都文旅云（新）' } : s))
    const again = await buildApp({ database, sites: changed })
    try {
      const after = (await again.inject('/api/config/api/menu/getIndexMenuList?siteCode=cd-city')).json().datas
      assert.deepEqual(after, before)
      assert.equal((await again.inject('/api/user/api/site/getSiteDetail?siteCode=cd-city')).json().data.name, '成都文旅云（新）')
    } finally {
      await again.close()
      // put the original row back for the other tests
      await (await buildApp({ database })).close()
    }
  })
})
