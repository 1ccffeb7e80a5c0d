/**
 * Campaigns on PGlite and PostgreSQL (docs/contract-campaigns.md): every named campaign route of the
 * spec is a demo record of cd-city (but /spring-festival-xj, xj-region's) plus one record no route
 * names; the detail carries its places, news, stories and vote resolved on the server; another
 * site's code, an unknown code and a malformed one answer not found / bad input, never a 500; a
 * record failing the shared validator is refused before anything is written; a new record is
 * served at once (the cache is invalidated for the site). The operator API: only the site's
 * campaign editors; a draft is previewed but not served; publishing serves it at once; an edit of a
 * served page is seen at once; the validator's messages; ids the site lacks are reported.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { CampaignInput } from '../../../../src/core/campaigns/contract'
import { CAMPAIGN_MAX_DEPTH, NAMED_CAMPAIGN_ROUTES } from '../../../../src/core/campaigns/rules'
import { ResultCode } from '../../../../types/contract'
import { campaigns, places, siteOperatorRoles } from '../../db/schema'
import { translator } from '../../http/i18n'
import { startHarness, type Harness } from '../account/test-harness'
import { get, siteIdOf, userToken } from '../places/test-fixtures'
import { EDITOR_ROLE } from './operator-routes'
import { CAMPAIGNS_TAG } from './routes'
import { saveCampaign } from './service'

const SITE = 'cd-city'
const START = new Date('2026-07-05T02:00:00Z')
let h: Harness
let siteId: number
const zh = translator('zh')

before(async () => {
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
})
after(() => h.close())

const detail = (code: string, siteCode = SITE) => get(h.app, 'res/api/campaign/detail', { siteCode, code })

describe('demo records', () => {
  test('cd-city has every named campaign route but the Xinjiang variant, which xj-region has', async () => {
    for (const route of NAMED_CAMPAIGN_ROUTES) {
      const code = route.slice(1)
      const res = await detail(code)
      if (code === 'spring-festival-xj') {
        assert.equal(res.status, 404, code)
        assert.equal(res.body.code, 404)
        assert.equal((await detail(code, 'xj-region')).body.data.title, '新疆冬春旅游季')
        continue
      }
      assert.equal(res.body.code, 0, `${code}: ${res.body.message}`)
      assert.equal(res.body.data.code, code)
      assert.ok(res.body.data.sections.length >= 2, code)
      assert.equal(res.body.data.sections[0].kind, 'banner', code)
    }
  })

  test('sections come with what they name: places, news, stories, the vote of the skills contest', async () => {
    const winter = (await detail('winter-guide')).body.data
    const places = winter.sections.find((s: { kind: string }) => s.kind === 'places')
    assert.equal(places.places[0].name, '西岭雪山')
    assert.match(places.notes[String(places.places[0].id)], /滑雪/)
    const stories = winter.sections.find((s: { kind: string }) => s.kind === 'articles')
    assert.equal(stories.source, 'stories')
    assert.ok(stories.items.length >= 2)
    const contest = (await detail('skills-competition')).body.data
    const entries = contest.sections.find((s: { kind: string }) => s.kind === 'entries')
    assert.equal(entries.voteState, 'underWay')
    assert.equal(entries.entryNum, 12)
    const players = (
      await get(h.app, 'res/api/voteProduction/list', { siteCode: SITE, voteId: entries.voteId, sort: 'votes', pageSize: 3 })
    ).body
    assert.equal(players.datas[0].title, '王雪梅')
    const map = (await detail('winter-map')).body.data.sections.find((s: { kind: string }) => s.kind === 'map')
    assert.ok(map.places.every((p: { longitude: number | null }) => p.longitude !== null))
  })

  test('a campaign no route names is served by its code; the list (menus) holds it', async () => {
    const night = (await detail('summer-night-tour')).body.data
    assert.equal(night.title, '夏夜成都 · 夜游节')
    assert.equal(night.state, 'underWay')
    const list = (await get(h.app, 'res/api/campaign/list', { siteCode: SITE, pageSize: 50 })).body
    assert.equal(list.code, 0)
    assert.ok(list.datas.some((c: { code: string }) => c.code === 'summer-night-tour'))
    // 13 records less the ones whose season is over on 5 July (winter guide and map, the three Spring Festival ones)
    assert.equal(list.page.total, 8)
    assert.ok(!list.datas.some((c: { code: string }) => c.code === 'winter-guide' || c.code.startsWith('spring-festival')))
  })
})

describe('refusals', () => {
  test('another site, an unknown code, a malformed code, a draft: 404 / 400 with a message, never a 500', async () => {
    const other = await detail('winter-guide', 'xj-region')
    assert.equal(other.status, 404)
    assert.equal(other.body.message, '没有找到这个专题活动（winter-guide）')
    assert.equal((await detail('no-such-campaign')).status, 404)
    const bad = await detail('<script>')
    assert.equal(bad.status, 400)
    assert.match(bad.body.message, /活动编码格式不正确/)
    assert.equal((await get(h.app, 'res/api/campaign/detail', { siteCode: SITE })).status, 400)
    await h.app.db
      .update(campaigns)
      .set({ state: 'DRAFT' })
      .where(and(eq(campaigns.siteId, siteId), eq(campaigns.code, 'art-xinyuan')))
    await h.app.cache.invalidate(CAMPAIGNS_TAG, siteId)
    assert.equal((await detail('art-xinyuan')).status, 404)
  })

  const valid = (): CampaignInput => ({
    code: 'test-campaign',
    title: '测试活动',
    startTime: '2026-07-01T00:00:00Z',
    endTime: '2026-08-01T00:00:00Z',
    sections: [{ kind: 'banner', title: '测试', image: '/api/demo/pictures/river-1.svg' }],
  })

  test('a record failing the validator is refused with its message and nothing is written', async () => {
    const cases: Array<[CampaignInput, RegExp]> = [
      [{ ...valid(), sections: [{ kind: 'iframe' } as never] }, /第 1 个版块的类型“iframe”不支持/],
      [{ ...valid(), sections: [{ kind: 'banner', title: 'x', image: 'javascript:alert(1)' }] }, /图片地址不正确/],
      [
        { ...valid(), sections: [...valid().sections, { kind: 'places', title: '景点', layout: 'grid', placeIds: [1] } as never] },
        /第 2 个版块的排列方式/,
      ],
      [{ ...valid(), sections: [{ kind: 'richText', blocks: [{ type: 'paragraph', text: 'x'.repeat(2001) }] }] }, /每段最多 2000 个字/],
      [{ ...valid(), endTime: '2026-06-01T00:00:00Z' }, /开始时间须早于结束时间/],
    ]
    for (const [input, message] of cases) {
      await assert.rejects(saveCampaign(h.app.db, siteId, input, h.now()), (e: { messageKey: string; params: Record<string, unknown> }) => {
        assert.match(zh(e.messageKey, e.params), message)
        return true
      })
    }
    const rows = await h.app.db.select().from(campaigns).where(eq(campaigns.code, 'test-campaign'))
    assert.equal(rows.length, 0)
  })

  test('a valid new record is a new page at once, no build', async () => {
    await detail('test-campaign') // a cached 404 must not hide the new record: only code 0 is cached
    await saveCampaign(h.app.db, siteId, valid(), h.now())
    await h.app.cache.invalidate(CAMPAIGNS_TAG, siteId)
    const res = await detail('test-campaign')
    assert.equal(res.body.code, 0)
    assert.equal(res.body.data.sections[0].image, '/api/demo/pictures/river-1.svg')
  })
})

describe('operator API', () => {
  const OP = 'res/api/campaign/operator'
  let editor: string
  let visitor: string

  before(async () => {
    const e = await userToken(h.app, siteId)
    await h.app.db
      .insert(siteOperatorRoles)
      .values({ siteId, userId: e.userId, role: EDITOR_ROLE, displayName: '专题编辑', createdAt: h.now() })
    editor = e.token
    visitor = (await userToken(h.app, siteId)).token
  })

  const save = async (token: string, body: unknown, siteCode = SITE) => {
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/${OP}/save?siteCode=${siteCode}&token=${token}&lang=zh`,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    })
    return { status: res.statusCode, body: res.json() }
  }
  const opGet = (token: string, call: string, params: Record<string, unknown> = {}) =>
    get(h.app, `${OP}/${call}`, { siteCode: SITE, token, lang: 'zh', ...params })

  const lantern = (): CampaignInput & { publish?: string } => ({
    code: 'lantern-night',
    title: '锦里元宵灯会',
    startTime: '2026-07-01T00:00:00Z',
    endTime: '2026-08-15T00:00:00Z',
    sections: [
      { kind: 'banner', title: '锦里元宵灯会', image: '/api/demo/pictures/river-1.svg' },
      { kind: 'richText', blocks: [{ type: 'paragraph', text: '正月十五，锦里古街张灯结彩。' }] },
    ],
  })

  test('a visitor without the role is refused with the message; no login, or a cd-city editor on xj-region, is told to log in', async () => {
    for (const [call, res] of [
      ['list', await opGet(visitor, 'list')],
      ['detail', await opGet(visitor, 'detail', { code: 'winter-guide' })],
      ['save', await save(visitor, lantern())],
    ] as const) {
      assert.equal(res.body.message, '只有本站专题编辑可以操作。', call)
      assert.notEqual(res.body.code, 0, call)
    }
    assert.equal((await get(h.app, `${OP}/list`, { siteCode: SITE })).body.code, ResultCode.TOKEN_INVALID)
    // a token belongs to its site: the role of one site is nothing on another
    assert.equal((await save(editor, lantern(), 'xj-region')).body.code, ResultCode.TOKEN_INVALID)
    assert.equal((await h.app.db.select().from(campaigns).where(eq(campaigns.code, 'lantern-night'))).length, 0)
  })

  test('a draft is previewed by its editor, not served; published, it is served at once; an edit is seen at once', async () => {
    const draft = await save(editor, lantern())
    assert.equal(draft.body.code, 0, draft.body.message)
    assert.equal(draft.body.message, '专题活动已保存为草稿')
    assert.equal(draft.body.data.record.publish, 'DRAFT')
    assert.equal(draft.body.data.preview.sections[1].blocks[0].text, '正月十五，锦里古街张灯结彩。')
    assert.equal((await detail('lantern-night')).status, 404)
    const listed = (await opGet(editor, 'list', { pageSize: 50 })).body
    assert.equal(listed.datas[0].code, 'lantern-night')
    assert.equal(listed.datas[0].publish, 'DRAFT')
    assert.ok(listed.page.total >= 14)

    const published = await save(editor, { ...lantern(), publish: 'PUBLISHED', sort: 99 })
    assert.equal(published.body.message, '专题活动已发布')
    const served = await detail('lantern-night')
    assert.equal(served.body.code, 0)
    assert.equal(served.body.data.title, '锦里元宵灯会')
    const menu = (await get(h.app, 'res/api/campaign/list', { siteCode: SITE, pageSize: 50 })).body
    assert.equal(menu.datas[0].code, 'lantern-night', 'sort 99 leads the menu list')

    await save(editor, { ...lantern(), title: '锦里元宵灯会 · 延期至八月', publish: 'PUBLISHED' })
    assert.equal((await detail('lantern-night')).body.data.title, '锦里元宵灯会 · 延期至八月')
    assert.equal((await opGet(editor, 'detail', { code: 'lantern-night' })).body.data.record.title, '锦里元宵灯会 · 延期至八月')
  })

  test("the validator's messages, a wrong publish state and a form body are refused; nothing is written", async () => {
    const cases: Array<[unknown, RegExp]> = [
      [
        {
          ...lantern(),
          code: 'lantern-bad',
          sections: [lantern().sections[0], { kind: 'places', title: '景点', layout: 'grid', placeIds: [1] }],
        },
        /第 2 个版块的排列方式须为列表或瀑布流/,
      ],
      [{ ...lantern(), code: 'lantern-bad', title: '' }, /活动标题不能为空/],
      [{ ...lantern(), code: 'lantern-bad', publish: 'LIVE' }, /发布状态须为 DRAFT \/ PUBLISHED/],
      [{ ...lantern(), code: 'lantern-bad', sections: 'banner' }, /.+/],
    ]
    for (const [body, message] of cases) {
      const res = await save(editor, body)
      assert.equal(res.status, 400, JSON.stringify(res.body))
      assert.match(res.body.message, message)
    }
    const form = await h.app.inject({
      method: 'POST',
      url: `/api/${OP}/save?siteCode=${SITE}&token=${editor}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'code=lantern-bad&title=x&sections=banner',
    })
    assert.equal(form.statusCode, 400)
    assert.equal((await h.app.db.select().from(campaigns).where(eq(campaigns.code, 'lantern-bad'))).length, 0)
  })

  test('a section nested 50,000 levels deep is refused with its message, not a 500; nothing is written', async () => {
    const depth = 50_000
    const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`
    const record = { ...lantern(), code: 'lantern-deep' }
    const payload = JSON.stringify(record).replace(
      '"sections":[',
      `"sections":[{"kind":"richText","blocks":[{"type":"paragraph","text":"x","extra":${deep}}]},`,
    )
    const res = await h.app.inject({
      method: 'POST',
      url: `/api/${OP}/save?siteCode=${SITE}&token=${editor}`,
      headers: { 'content-type': 'application/json' },
      payload,
    })
    assert.equal(res.statusCode, 400, res.body)
    assert.deepEqual(res.json(), { code: 400, message: `第 1 个版块嵌套过深（最多 ${CAMPAIGN_MAX_DEPTH} 层）` })
    assert.equal((await h.app.db.select().from(campaigns).where(eq(campaigns.code, 'lantern-deep'))).length, 0)
  })

  test('ids the site does not have are reported by section and left out of the preview', async () => {
    const [own] = await h.app.db.select().from(places).where(eq(places.siteId, siteId)).limit(1)
    const [foreign] = await h.app.db
      .select()
      .from(places)
      .where(eq(places.siteId, await siteIdOf(h.app, 'xj-region')))
      .limit(1)
    const res = await save(editor, {
      ...lantern(),
      code: 'lantern-map',
      sections: [...lantern().sections, { kind: 'map', title: '灯会地图', placeIds: [own.id, foreign.id] }],
    })
    assert.equal(res.body.code, 0, res.body.message)
    assert.deepEqual(res.body.data.missing, [{ section: 3, ids: [foreign.id] }])
    assert.deepEqual(
      res.body.data.preview.sections[2].places.map((p: { id: number }) => p.id),
      [own.id],
    )
  })
})
