/**
 * The heritage capability: demo heritage on the demo sites (enough to page, every level, no bases
 * on the SCENERY site), filters and bad input answered as envelopes (never a 5xx), another site's
 * id not found, follow through interactManage (count ±1, parallel follows counted once per user,
 * every user counted), the visitor's own lists, and search finding heritage.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { heritageProjects, heritageSuccessors } from '../../db/schema'
import { useTestApp } from '../../testing/test-app'
import { get, post, siteIdOf, userToken } from '../places/test-fixtures'

const SITE = 'cd-city'
const FOCUS = 'CONTENT_TYPE_INTANGIBLE_SUCCESSOR'

describe('heritage', () => {
  const app = useTestApp({ clock: () => new Date('2026-11-20T08:00:00Z') })
  let siteId: number
  let successorId: number
  let projectId: number

  before(async () => {
    siteId = await siteIdOf(app(), SITE)
    const [s] = await app().db.select().from(heritageSuccessors).where(eq(heritageSuccessors.siteId, siteId)).limit(1)
    successorId = s.id
    projectId = s.projectId
  })

  const fans = async (id: number) => (await app().db.select().from(heritageSuccessors).where(eq(heritageSuccessors.id, id)))[0].fansNum
  const act = (path: string, token: string, resourceId: unknown, resourceType = FOCUS) =>
    post(app(), `res/api/interactManage/${path}`, { siteCode: SITE, token, resourceId, resourceType })

  it('seeds projects of every level, enough for two pages, with successors and entries', async () => {
    const first = (await get(app(), 'res/api/heritage/list', { siteCode: SITE })).body
    assert.equal(first.code, 0)
    assert.equal(first.datas.length, 10)
    assert.ok(first.page.totalPage >= 2)
    const all = (await get(app(), 'res/api/heritage/list', { siteCode: SITE, pageSize: 50 })).body.datas
    assert.deepEqual([...new Set(all.map((p: { level: string }) => p.level))].sort(), ['CITY', 'COUNTY', 'NATIONAL', 'PROVINCIAL'])
    assert.ok(all.some((p: { name: string }) => p.name === '蜀绣'))
    const national = (await get(app(), 'res/api/heritage/list', { siteCode: SITE, level: 'NATIONAL', pageSize: 50 })).body.datas
    assert.ok(national.length > 5 && national.every((p: { level: string }) => p.level === 'NATIONAL'))
    for (const api of [
      'heritageSuccessor',
      'heritageExperience',
      'heritageInheritance',
      'heritageFood',
      'heritageNews',
      'heritageVideo',
      'heritageAudio',
    ]) {
      const { body } = await get(app(), `res/api/${api}/list`, { siteCode: SITE })
      assert.equal(body.code, 0, api)
      assert.ok(body.datas.length > 0, api)
    }
    const news = (await get(app(), 'res/api/heritageNews/list', { siteCode: SITE })).body
    assert.ok(news.page.total > 10, 'news pages')
  })

  it('a successor detail names its project; successors filter by project', async () => {
    const { body } = await get(app(), 'res/api/heritageSuccessor/detail', { siteCode: SITE, id: successorId })
    assert.equal(body.code, 0)
    assert.ok(body.data.projectName.length > 0)
    assert.ok(body.data.works.length > 0)
    assert.equal(body.data.vipResourceStatus.focusStatus, false)
    const list = (await get(app(), 'res/api/heritageSuccessor/list', { siteCode: SITE, projectId })).body.datas
    assert.ok(list.every((s: { projectId: number }) => s.projectId === projectId))
  })

  it('hides the bases on the SCENERY site (djy-scenic) and keeps them on the county site', async () => {
    const djy = (await get(app(), 'res/api/heritageExperience/list', { siteCode: 'djy-scenic' })).body
    assert.equal(djy.code, 0)
    assert.equal(djy.datas.length, 0)
    const djyProjects = (await get(app(), 'res/api/heritage/list', { siteCode: 'djy-scenic' })).body
    assert.ok(djyProjects.datas.length > 0)
    const mx = (await get(app(), 'res/api/heritageInheritance/list', { siteCode: 'mx-county' })).body
    assert.ok(mx.datas.length > 0)
    assert.ok(mx.datas.every((b: { kind: string; longitude: number }) => b.kind === 'INHERITANCE' && b.longitude > 100))
  })

  it('bad input answers an envelope error, never 5xx; another site id is not found', async () => {
    for (const [path, params] of [
      ['res/api/heritage/detail', { id: 'abc' }],
      ['res/api/heritage/detail', { id: '0' }],
      ['res/api/heritage/detail', {}],
      ['res/api/heritageSuccessor/detail', { id: '-3' }],
      ['res/api/heritage/list', { level: 'WORLD' }],
      ['res/api/heritage/list', { category: 'x' }],
      ['res/api/heritage/list', { regionCode: '51' }],
      ['res/api/heritageSuccessor/list', { projectId: 'x' }],
      ['res/api/heritageNews/list', { pageSize: '5000' }],
    ] as const) {
      const { status, body } = await get(app(), path, { siteCode: SITE, ...params })
      assert.ok(status < 500, `${path} ${JSON.stringify(params)}: ${status}`)
      assert.notEqual(body.code, 0, `${path} ${JSON.stringify(params)}`)
      assert.ok(body.message, 'a message')
    }
    const otherSite = await siteIdOf(app(), 'xj-region')
    const [foreign] = await app().db.select().from(heritageProjects).where(eq(heritageProjects.siteId, otherSite)).limit(1)
    const { body } = await get(app(), 'res/api/heritage/detail', { siteCode: SITE, id: foreign.id })
    assert.equal(body.code, 404)
    // a news id asked as a video: not found
    const news = (await get(app(), 'res/api/heritageNews/list', { siteCode: SITE })).body.datas[0]
    assert.equal((await get(app(), 'res/api/heritageVideo/detail', { siteCode: SITE, id: news.id })).body.code, 404)
    assert.equal((await get(app(), 'res/api/heritageNews/detail', { siteCode: SITE, id: news.id })).body.code, 0)
  })

  it('follow: login needed, +1, again no change, cancel -1, shown in the detail and the focus list', async () => {
    const before = await fans(successorId)
    assert.equal((await act('focus', '', successorId)).body.code, 2)
    const { token } = await userToken(app(), siteId)
    assert.deepEqual((await act('focus', token, successorId)).body.data, { status: true, count: before + 1 })
    assert.deepEqual((await act('focus', token, successorId)).body.data, { status: true, count: before + 1 })
    const detail = (await get(app(), 'res/api/heritageSuccessor/detail', { siteCode: SITE, id: successorId, token })).body.data
    assert.equal(detail.vipResourceStatus.focusStatus, true)
    const mine = (await get(app(), 'res/api/heritageSuccessor/focusList', { siteCode: SITE, token })).body
    assert.deepEqual(
      mine.datas.map((s: { id: number }) => s.id),
      [successorId],
    )
    const { token: other } = await userToken(app(), siteId)
    assert.equal((await get(app(), 'res/api/heritageSuccessor/focusList', { siteCode: SITE, token: other })).body.datas.length, 0)
    assert.deepEqual((await act('cancelFocus', token, successorId)).body.data, { status: false, count: before })
    assert.equal(await fans(successorId), before)
  })

  it('20 parallel follows of one user count once; 12 users in parallel count 12', async () => {
    const before = await fans(successorId)
    const { token } = await userToken(app(), siteId)
    await Promise.all(Array.from({ length: 20 }, () => act('focus', token, successorId)))
    assert.equal(await fans(successorId), before + 1)
    const tokens = await Promise.all(Array.from({ length: 12 }, async () => (await userToken(app(), siteId)).token))
    const answers = await Promise.all(tokens.map((t) => act('focus', t, successorId)))
    assert.ok(answers.every((a) => a.body.code === 0))
    assert.equal(await fans(successorId), before + 13)
    await Promise.all([token, ...tokens].map((t) => act('cancelFocus', t, successorId)))
    assert.equal(await fans(successorId), before)
  })

  it('collects a project through interactManage and lists it; another site id is not found', async () => {
    const { token } = await userToken(app(), siteId)
    const res = await act('collection', token, projectId, 'CONTENT_TYPE_INTANGIBLE_PROJECT')
    assert.equal(res.body.code, 0)
    assert.equal(res.body.data.status, true)
    const list = (await get(app(), 'res/api/heritage/collectionList', { siteCode: SITE, token })).body.datas
    assert.deepEqual(
      list.map((p: { id: number }) => p.id),
      [projectId],
    )
    const otherSite = await siteIdOf(app(), 'mx-county')
    const [foreign] = await app()
      .db.select()
      .from(heritageSuccessors)
      .where(and(eq(heritageSuccessors.siteId, otherSite)))
      .limit(1)
    assert.equal((await act('focus', token, foreign.id)).body.code, 404)
  })

  it('search finds heritage projects and successors', async () => {
    const { body } = await get(app(), 'res/api/es/search', { siteCode: SITE, keyword: '蜀绣' })
    assert.equal(body.code, 0)
    const types = new Set(body.datas.map((d: { resourceType: string }) => d.resourceType))
    assert.ok(types.has('CONTENT_TYPE_INTANGIBLE_PROJECT'), JSON.stringify([...types]))
  })
})
