/**
 * Campaigns on PGlite and PostgreSQL (docs/contract-campaigns.md): every named campaign route of the
 * spec is a demo record of cd-city (but /spring-festival-xj, xj-region's) plus one record no route
 * names; the detail carries its places, news, stories and vote resolved on the server; another
 * site's code, an unknown code and a malformed one answer not found / bad input, never a 500; a
 * record failing the shared validator is refused before anything is written; a new record is
 * served at once (the cache is invalidated for the site).
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { CampaignInput } from '../../../../src/core/campaigns/contract'
import { NAMED_CAMPAIGN_ROUTES } from '../../../../src/core/campaigns/rules'
import { campaigns } from '../../db/schema'
import { translator } from '../../http/i18n'
import { startHarness, type Harness } from '../account/test-harness'
import { get, siteIdOf } from '../places/test-fixtures'
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
    assert.equal(list.page.total, 13)
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
