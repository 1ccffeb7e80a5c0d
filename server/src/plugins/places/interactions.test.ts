/**
 * res/api/interactManage/*: login required, one interaction per user, resource and kind, the
 * counter moved in the same transaction as the row (proven with parallel calls), another site's
 * resource not found, the collection list, and a detail's vipResourceStatus never served from
 * another visitor's cached answer.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { contents, interactions, places, stories, userCollections } from '../../db/schema'
import { useTestApp } from '../../testing/test-app'
import { get, insertPlaces, post, siteIdOf, userToken } from './test-fixtures'

const SITE = 'intl-expo'
const OTHER = 'cd-city'
const SCENIC = 'CONTENT_TYPE_SCENERY'

describe('interactManage', () => {
  const app = useTestApp({ clock: () => new Date('2026-11-20T08:00:00Z') })
  let siteId: number
  let scenicId: number
  let hotelId: number
  let foreignId: number
  let newsId: number

  before(async () => {
    siteId = await siteIdOf(app(), SITE)
    const other = await siteIdOf(app(), OTHER)
    const rows = await insertPlaces(app(), [
      { siteId, type: 'SCENERY', name: '青城山', cover: '/q.jpg', likeNum: 0 },
      { siteId, type: 'HOTEL', name: '锦江宾馆', likeNum: 7 },
      { siteId: other, type: 'SCENERY', name: '别站景区' },
    ])
    ;[scenicId, hotelId, foreignId] = rows.map((r) => r.id)
    const [news] = await app().db.select().from(contents).where(eq(contents.siteId, siteId)).limit(1)
    newsId = news.id
  })

  const act = (path: string, token: string, resourceId: unknown, resourceType = SCENIC, extra: Record<string, unknown> = {}) =>
    post(app(), `res/api/interactManage/${path}`, { siteCode: SITE, token, resourceId, resourceType, ...extra })
  const likeNum = async (id: number) => (await app().db.select().from(places).where(eq(places.id, id)))[0].likeNum

  it('needs a login: code 2 without a live token, nothing written', async () => {
    const { body } = await act('like', '', scenicId)
    assert.equal(body.code, 2)
    assert.equal(await likeNum(scenicId), 0)
  })

  it('like, like again (no error, same state), cancel, cancel again: count +1 then back', async () => {
    const { token } = await userToken(app(), siteId)
    assert.deepEqual((await act('like', token, scenicId)).body.data, { status: true, count: 1 })
    assert.deepEqual((await act('like', token, scenicId)).body.data, { status: true, count: 1 })
    assert.deepEqual((await act('cancelLike', token, scenicId)).body.data, { status: false, count: 0 })
    assert.deepEqual((await act('cancelLike', token, scenicId)).body.data, { status: false, count: 0 })
    // a hotel with 7 likes already
    assert.deepEqual((await act('like', token, hotelId, 'CONTENT_TYPE_HOTEL')).body.data, { status: true, count: 8 })
  })

  it('20 parallel likes of one user count once; 20 users in parallel count 20', async () => {
    const [row] = await insertPlaces(app(), [{ siteId, type: 'SCENERY', name: '并发景区' }], { empty: false })
    const { token } = await userToken(app(), siteId)
    const same = await Promise.all(Array.from({ length: 20 }, () => act('like', token, row.id)))
    assert.ok(
      same.every((r) => r.body.code === 0 && r.body.data.status === true),
      JSON.stringify(same.map((r) => r.body)),
    )
    assert.equal(await likeNum(row.id), 1)
    const rows = await app()
      .db.select()
      .from(interactions)
      .where(and(eq(interactions.resourceId, row.id), eq(interactions.kind, 'like')))
    assert.equal(rows.length, 1)

    const users = await Promise.all(Array.from({ length: 20 }, () => userToken(app(), siteId)))
    const many = await Promise.all(users.map((u) => act('like', u.token, row.id)))
    assert.ok(many.every((r) => r.body.code === 0))
    assert.equal(await likeNum(row.id), 21)
    const counts = many.map((r) => r.body.data.count).sort((a, b) => a - b)
    assert.deepEqual(
      counts,
      Array.from({ length: 20 }, (_, i) => i + 2),
      'each answer saw its own increment',
    )

    // and 20 parallel cancels of the 21 likes leave exactly one
    const cancels = await Promise.all([...users.map((u) => act('cancelLike', u.token, row.id)), act('cancelLike', users[0].token, row.id)])
    assert.ok(cancels.every((r) => r.body.code === 0))
    assert.equal(await likeNum(row.id), 1)
  })

  it("an unknown id, another site's id and an id of another type are not found; bad input is refused by name", async () => {
    const { token } = await userToken(app(), siteId)
    for (const [id, type] of [
      [999999, SCENIC],
      [foreignId, SCENIC],
      [hotelId, SCENIC],
    ] as const) {
      const { status, body } = await act('collection', token, id, type, { lang: 'en' })
      assert.equal(status, 404)
      assert.deepEqual(body, { code: 404, message: `There is no such resource with id ${id} on this site` })
    }
    const badType = await act('like', token, scenicId, 'CONTENT_TYPE_NOPE', { lang: 'en' })
    assert.equal(badType.body.code, 400)
    assert.match(badType.body.message, /CONTENT_TYPE_NOPE/)
    assert.equal((await act('like', token, 'abc')).body.code, 400)
    assert.equal((await act('like', token, undefined)).body.code, 400)
    assert.equal((await act('like', token, scenicId, '')).body.code, 400)
  })

  it('collection and focus: state per kind; collections mirrored into the user centre list', async () => {
    const { token, userId } = await userToken(app(), siteId)
    assert.deepEqual((await act('collection', token, scenicId)).body.data, { status: true, count: 1 })
    assert.deepEqual((await act('focus', token, scenicId)).body.data, { status: true, count: 1 })
    const mirrored = await app().db.select().from(userCollections).where(eq(userCollections.userId, userId))
    assert.deepEqual(
      mirrored.map((r) => [r.resourceType, r.resourceId, r.title, r.imgUrl]),
      [[SCENIC, String(scenicId), '青城山', '/q.jpg']],
    )
    assert.deepEqual((await act('cancelFocus', token, scenicId)).body.data, { status: false, count: 0 })
    assert.deepEqual((await act('cancelCollection', token, scenicId)).body.data, { status: false, count: 0 })
    assert.equal((await app().db.select().from(userCollections).where(eq(userCollections.userId, userId))).length, 0)
  })

  it("news: like and collection move the contents row's counters", async () => {
    const { token } = await userToken(app(), siteId)
    const before = (await app().db.select().from(contents).where(eq(contents.id, newsId)))[0]
    const liked = (await act('like', token, newsId, 'CONTENT_TYPE_NEWS')).body.data
    assert.deepEqual(liked, { status: true, count: before.likeNum + 1 })
    const news = (await get(app(), 'res/api/content/detail', { siteCode: SITE, id: newsId })).body.data
    assert.equal(news.likeNum, before.likeNum + 1)
  })

  it('addBrowseRecord: every view counts', async () => {
    const { token } = await userToken(app(), siteId)
    assert.deepEqual((await act('addBrowseRecord', token, hotelId, 'CONTENT_TYPE_HOTEL')).body.data, { status: true, count: 1 })
    assert.deepEqual((await act('addBrowseRecord', token, hotelId, 'CONTENT_TYPE_HOTEL')).body.data, { status: true, count: 2 })
    assert.deepEqual((await act('addBrowseRecord', token, newsId, 'CONTENT_TYPE_NEWS')).body.data, { status: true, count: 1 })
  })

  it('collectionList: places and news the user collected, newest first, filtered by type', async () => {
    const { token } = await userToken(app(), siteId)
    await act('collection', token, scenicId)
    await act('collection', token, newsId, 'CONTENT_TYPE_NEWS')
    const list = (params: Record<string, unknown> = {}) =>
      get(app(), 'res/api/interactManage/collectionList', { siteCode: SITE, token, ...params })
    const { body } = await list()
    assert.equal(body.code, 0)
    assert.deepEqual(body.page, { total: 2, totalPage: 1 })
    // same clock for both: the later row (higher id) first
    assert.deepEqual(
      body.datas.map((r: { id: number; resourceType: string }) => [r.resourceType, r.id]),
      [
        ['CONTENT_TYPE_NEWS', newsId],
        [SCENIC, scenicId],
      ],
    )
    const scenic = body.datas[1]
    assert.equal(scenic.name, '青城山')
    assert.equal(scenic.cover, '/q.jpg')
    assert.equal(scenic.collectedAt, '2026-11-20T08:00:00.000Z')
    assert.ok(typeof body.datas[0].name === 'string' && body.datas[0].name.length > 0)
    const onlyPlaces = (await list({ resourceType: SCENIC })).body
    assert.equal(onlyPlaces.page.total, 1)
    assert.equal((await list({ resourceType: 'nope' })).body.code, 400)
    assert.equal((await get(app(), 'res/api/interactManage/collectionList', { siteCode: SITE })).body.code, 2)
  })

  it('collectionList also holds collected stories by their title and cover; a story held since is left out', async () => {
    const { token } = await userToken(app(), siteId)
    const [story] = await app()
      .db.select()
      .from(stories)
      .where(and(eq(stories.siteId, siteId), eq(stories.status, 'PUBLISHED'), eq(stories.storyType, 'STRATEGY')))
      .limit(1)
    assert.ok(story, 'a published demo strategy')
    await act('collection', token, scenicId)
    await act('collection', token, story.id, 'CONTENT_TYPE_STRATEGY')
    const list = async () => (await get(app(), 'res/api/interactManage/collectionList', { siteCode: SITE, token })).body
    const body = await list()
    assert.equal(body.page.total, 2)
    const row = body.datas.find((r: { resourceType: string }) => r.resourceType === 'CONTENT_TYPE_STRATEGY')
    assert.deepEqual([row.type, row.id, row.name, row.cover], ['STRATEGY', story.id, story.title, story.cover])
    await app().db.update(stories).set({ status: 'HELD' }).where(eq(stories.id, story.id))
    try {
      const after = await list()
      assert.equal(after.page.total, 1)
      assert.deepEqual(
        after.datas.map((r: { resourceType: string }) => r.resourceType),
        [SCENIC],
      )
    } finally {
      await app().db.update(stories).set({ status: 'PUBLISHED' }).where(eq(stories.id, story.id))
    }
  })

  it("a detail is cached for anonymous visitors and answers each logged-in visitor's own state", async () => {
    const [row] = await insertPlaces(app(), [{ siteId, type: 'SCENERY', name: '缓存景区' }], { empty: false })
    const detail = (token = '') => get(app(), 'res/api/scenic/detail', { siteCode: SITE, id: row.id, token })
    const alice = await userToken(app(), siteId)
    const bob = await userToken(app(), siteId)
    await detail() // anonymous: stored
    const hitsBefore = app().cache.stats().hits
    assert.equal((await detail()).body.data.vipResourceStatus.likeStatus, false)
    assert.equal(app().cache.stats().hits, hitsBefore + 1, 'the anonymous answer comes from the cache')

    await act('like', alice.token, row.id)
    const forAlice = (await detail(alice.token)).body.data
    assert.deepEqual(forAlice.vipResourceStatus, { likeStatus: true, collectionStatus: false, focusStatus: false })
    assert.equal(forAlice.likeNum, 1)
    assert.equal((await detail(bob.token)).body.data.vipResourceStatus.likeStatus, false)
    const anonymous = (await detail()).body.data
    assert.equal(anonymous.vipResourceStatus.likeStatus, false)
    assert.equal(anonymous.likeNum, 1, 'the like dropped the cached answer')
    assert.equal((await detail('expired-or-made-up')).body.data.vipResourceStatus.likeStatus, false)
  })
})
