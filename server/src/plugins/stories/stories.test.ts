/**
 * The stories capability on PGlite (and PostgreSQL with DATABASE_URL): demo data pages, only
 * published stories are listed, publishing needs a login and is found in the list and the search,
 * another user's story cannot be edited or deleted (not found), bad input answers the envelope
 * (never a 500, nothing written), text is stored exactly as written, topic entries need a topic
 * under way, and likes move the story's counter.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { and, count, eq } from 'drizzle-orm'
import { stories, topics } from '../../db/schema'
import { useTestApp } from '../../testing/test-app'
import { get, post, siteIdOf, userToken } from '../places/test-fixtures'

const SITE = 'cd-city'
const NOW = new Date('2026-11-20T08:00:00Z')

describe('stories capability', () => {
  const app = useTestApp({ clock: () => NOW })
  let siteId: number
  let alice: { userId: number; token: string }
  let bob: { userId: number; token: string }
  const save = (token: string, fields: Record<string, unknown>) =>
    post(app(), 'res/api/story/mine/save', { siteCode: SITE, token, ...fields })

  before(async () => {
    siteId = await siteIdOf(app(), SITE)
    alice = await userToken(app(), siteId)
    bob = await userToken(app(), siteId)
  })

  it('demo strategies, stories, moments and works fill more than a page each; topics have their dates', async () => {
    for (const storyType of ['STRATEGY', 'STORY', 'MOMENT', 'WORK']) {
      const { body } = await get(app(), 'res/api/story/list', { siteCode: SITE, storyType, pageSize: 10 })
      assert.equal(body.code, 0)
      assert.equal(body.datas.length, 10)
      assert.ok(body.page.totalPage >= 2, storyType)
      assert.ok(body.datas.every((s: { imgCover: string; storyType: string }) => s.imgCover && s.storyType === storyType))
    }
    const { body } = await get(app(), 'res/api/topic/list', { siteCode: SITE })
    assert.ok(body.datas.length >= 3)
    const tags = await get(app(), 'res/api/story/tagList', { siteCode: SITE })
    assert.ok(tags.body.datas.length >= 3)
  })

  it('publishing needs a login; a published story is stored as written, listed first and searchable', async () => {
    const anon = await save('', { storyType: 'STORY', title: 't', content: 'c' })
    assert.equal(anon.body.code, 2)
    const title = '雨夜<img src=x onerror=alert(1)>蜀锦'
    const { body } = await save(alice.token, {
      storyType: 'STORY',
      title,
      content: '<script>alert(1)</script>\n\n第二段',
      images: JSON.stringify(['/api/demo/pictures/lake-1.svg']),
    })
    assert.equal(body.code, 0, body.message)
    const id = body.data.id
    const detail = await get(app(), 'res/api/story/detail', { siteCode: SITE, id })
    assert.equal(detail.body.data.title, title)
    assert.equal(detail.body.data.content, '<script>alert(1)</script>\n\n第二段')
    assert.equal(detail.body.data.imgCover, '/api/demo/pictures/lake-1.svg')
    const list = await get(app(), 'res/api/story/list', { siteCode: SITE, storyType: 'STORY' })
    assert.equal(list.body.datas[0].id, id)
    const found = await get(app(), 'res/api/es/search', { siteCode: SITE, keyword: '蜀锦' })
    assert.equal(found.body.code, 0)
    assert.ok(
      JSON.stringify(found.body).includes(`"resourceId":${id}`) || JSON.stringify(found.body).includes(`"id":${id}`),
      'found by search',
    )
  })

  it("another user's story answers not found to edit, delete and read as own; it stays unchanged", async () => {
    const { body } = await save(alice.token, { storyType: 'STRATEGY', title: '我的攻略', content: '正文' })
    const id = body.data.id
    const edit = await save(bob.token, { id, storyType: 'STRATEGY', title: '改掉', content: '改掉' })
    assert.equal(edit.body.code, 400)
    const del = await post(app(), 'res/api/story/mine/delete', { siteCode: SITE, token: bob.token, id })
    assert.equal(del.body.code, 400)
    const mine = await get(app(), 'res/api/story/mine/detail', { siteCode: SITE, token: bob.token, id })
    assert.equal(mine.body.code, 400)
    // the message names the id (it showed an untranslated {{id}})
    for (const answer of [edit, del, mine]) assert.equal(answer.body.message, `本站点没有 id 为 ${id} 的记录`)
    const [row] = await app().db.select().from(stories).where(eq(stories.id, id))
    assert.equal(row.title, '我的攻略')
    const own = await post(app(), 'res/api/story/mine/delete', { siteCode: SITE, token: alice.token, id })
    assert.equal(own.body.code, 0)
    assert.equal((await get(app(), 'res/api/story/detail', { siteCode: SITE, id })).body.code, 404)
  })

  it('bad input answers the envelope with a message and writes nothing', async () => {
    const [{ n: before }] = await app().db.select({ n: count() }).from(stories).where(eq(stories.siteId, siteId))
    const cases: Array<Record<string, unknown>> = [
      { storyType: 'NOPE', title: 't', content: 'c' },
      { storyType: 'STORY', title: '', content: 'c' },
      { storyType: 'STORY', title: 't', content: '' },
      { storyType: 'STORY', title: 'x'.repeat(41), content: 'c' },
      { storyType: 'STORY', title: 't', content: 'c', images: 'javascript:alert(1)' },
      { storyType: 'STORY', title: 't', content: 'c', images: JSON.stringify(Array(10).fill('/a.png')) },
      { storyType: 'STORY', title: 't', content: 'c', images: '[not json' },
      { storyType: 'STORY', title: 't', content: 'c', tagId: 'abc' },
      { storyType: 'STORY', title: 't', content: 'c', tagId: '999999' },
      { storyType: 'WORK', title: 't', cover: '/a.png' },
      { storyType: 'STORY', title: 't', content: 'c', coverWidth: '-4' },
    ]
    for (const fields of cases) {
      const { status, body } = await save(alice.token, { ...fields, lang: 'en' })
      assert.ok(status < 500, JSON.stringify(fields))
      assert.equal(body.code, 400, JSON.stringify(fields))
      assert.ok(body.message, JSON.stringify(fields))
    }
    const [{ n: after }] = await app().db.select({ n: count() }).from(stories).where(eq(stories.siteId, siteId))
    assert.equal(after, before)
    for (const id of ['abc', '', '0', '1'.repeat(12)]) {
      const { status, body } = await get(app(), 'res/api/story/detail', { siteCode: SITE, id })
      assert.ok(status < 500 && body.code !== 0, id)
    }
  })

  it('a work joins a topic under way of its kind; a topic over or not started refuses it', async () => {
    const all = await app().db.select().from(topics).where(eq(topics.siteId, siteId))
    const work = all.find((t) => t.kind === 'WORK' && t.startTime <= NOW && t.endTime >= NOW)!
    const over = all.find((t) => t.endTime < NOW)!
    const ok = await save(alice.token, { storyType: 'WORK', title: '《晚霞》', cover: '/api/demo/pictures/lake-2.svg', topicId: work.id })
    assert.equal(ok.body.code, 0, ok.body.message)
    const closed = await save(alice.token, { storyType: 'STORY', title: 't', content: 'c', topicId: over.id, lang: 'en' })
    assert.equal(closed.body.code, 400)
    const wrongKind = await save(alice.token, { storyType: 'PK', title: 't', cover: '/a.png', topicId: work.id })
    assert.equal(wrongKind.body.code, 400)
    const entries = await get(app(), 'res/api/story/list', { siteCode: SITE, topicId: work.id })
    assert.equal(entries.body.datas[0].id, ok.body.data.id)
  })

  it('a story with a sensitive word is held for review: only its author reads it, no list or search shows it', async () => {
    const { body } = await save(alice.token, { storyType: 'STORY', title: '周末兼职', content: '日结刷单，加微信详谈' })
    assert.equal(body.code, 0, body.message)
    assert.equal(body.data.status, 'HELD')
    const id = body.data.id
    assert.equal((await get(app(), 'res/api/story/detail', { siteCode: SITE, id })).body.code, 404)
    assert.equal((await get(app(), 'res/api/story/detail', { siteCode: SITE, id, token: bob.token })).body.code, 404)
    const own = await get(app(), 'res/api/story/detail', { siteCode: SITE, id, token: alice.token })
    assert.equal(own.body.data.status, 'HELD')
    const list = await get(app(), 'res/api/story/list', { siteCode: SITE, storyType: 'STORY', pageSize: 50 })
    assert.ok(!list.body.datas.some((s: { id: number }) => s.id === id))
  })

  it('a like moves the story counter once per user and shows in the detail state', async () => {
    const [row] = await app()
      .db.select()
      .from(stories)
      .where(and(eq(stories.siteId, siteId), eq(stories.storyType, 'STRATEGY')))
      .limit(1)
    const like = () =>
      post(app(), 'res/api/interactManage/like', {
        siteCode: SITE,
        token: bob.token,
        resourceId: row.id,
        resourceType: 'CONTENT_TYPE_STRATEGY',
      })
    assert.deepEqual((await like()).body.data, { status: true, count: row.likeNum + 1 })
    assert.deepEqual((await like()).body.data, { status: true, count: row.likeNum + 1 })
    const detail = await get(app(), 'res/api/story/detail', { siteCode: SITE, token: bob.token, id: row.id })
    assert.equal(detail.body.data.vipResourceStatus.likeStatus, true)
  })
})
