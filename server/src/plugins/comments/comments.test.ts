/**
 * res/api/comment/* and res/api/commentReply/*: the spec's rules and messages (rules-and-contract 5),
 * stored XSS inert (kept as written, answered as JSON text), sensitive words hold a post for review,
 * the posting rate, another user's comment cannot be deleted or edited, reports, replies, another
 * site's resource not found, and the detail's commentNum.
 */
import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { and, eq, ne } from 'drizzle-orm'
import { comments, contents, heritageProjects, stories } from '../../db/schema'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import { useTestApp } from '../../testing/test-app'
import { get, post, siteIdOf, userToken } from '../places/test-fixtures'
import { POST_LIMITS } from './moderation'

const SITE = 'intl-expo'
const NEWS = 'CONTENT_TYPE_NEWS'
let now = new Date('2026-11-20T08:00:00Z')
/** moves the clock past every posting window */
const later = () => (now = new Date(now.getTime() + POST_LIMITS[1].windowMs + 1000))

describe('comments', () => {
  const app = useTestApp({ clock: () => now })
  let siteId: number
  let newsId: number
  let foreignNewsId: number

  before(async () => {
    siteId = await siteIdOf(app(), SITE)
    const other = await siteIdOf(app(), 'cd-city')
    ;[{ id: newsId }] = await app().db.select({ id: contents.id }).from(contents).where(eq(contents.siteId, siteId)).limit(1)
    ;[{ id: foreignNewsId }] = await app().db.select({ id: contents.id }).from(contents).where(eq(contents.siteId, other)).limit(1)
    // this news starts without comments (the demo seed gave it some)
    await app()
      .db.delete(comments)
      .where(and(eq(comments.resourceType, NEWS), eq(comments.resourceId, newsId)))
  })

  const save = (token: string, fields: Record<string, unknown>, lang = 'en') =>
    post(app(), 'res/api/comment/saveComment', { siteCode: SITE, token, lang, resourceType: NEWS, resourceId: newsId, ...fields })
  const list = (token = '') =>
    get(app(), 'res/api/comment/getCommentList', { siteCode: SITE, token, resourceType: NEWS, resourceId: newsId, pageSize: 50 })

  it('needs a login to write: code 2, nothing stored', async () => {
    const { body } = await save('', { content: '好' })
    assert.equal(body.code, 2)
    assert.equal((await list()).body.datas.length, 0)
  })

  it('answers the spec messages: content required, up to 10 expressions, up to 5 tags', async () => {
    const { token } = await userToken(app(), siteId)
    assert.deepEqual((await save(token, { content: '  ' })).body, { code: 400, message: 'Please enter the comments!' })
    assert.equal((await save(token, { content: '   ' }, 'zh')).body.message, '请输入评论内容！')
    assert.equal((await save(token, { content: '🙌'.repeat(11) })).body.message, 'Up to 10 emojis at a time')
    const six = 'scenery,service,transport,value,clean,family'
    assert.equal((await save(token, { content: '好', tags: six })).body.message, 'Up to 5 tags!')
    assert.equal((await save(token, { content: '好', images: '/a.jpg', video: '/v.mp4' })).body.code, 400)
    assert.equal((await list()).body.datas.length, 0, 'nothing half-written')
  })

  it('stores 200 characters (extra truncated), expressions, tags, photos and the star; averages and counts them', async () => {
    const { token } = await userToken(app(), siteId)
    const content = '美'.repeat(198) + '😊🙌' + '多余的字'
    const res = await save(token, { content, tags: 'scenery,value', images: '/api/file/get/a.jpg,/api/file/get/b.jpg', star: 4 })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.message, 'Comment succeeded')
    assert.equal(res.body.data.state, 'published')
    later()
    await save(token, { content: '还行', tags: ['scenery'], star: 2 })
    const { body } = await list(token)
    const mine = body.datas.find((c: { id: number }) => c.id === res.body.data.id)
    assert.equal(Array.from(mine.content as string).length, 200)
    assert.deepEqual(mine.emoticonsIds, ['smile', 'cheer'])
    assert.deepEqual(mine.images, ['/api/file/get/a.jpg', '/api/file/get/b.jpg'])
    assert.equal(mine.isMine, true)
    const avg = await get(app(), 'res/api/comment/getAvgCommentStar', { siteCode: SITE, resourceType: NEWS, resourceId: newsId })
    assert.deepEqual(avg.body.data, { avgStar: 3, total: 2 })
    const tags = await get(app(), 'res/api/comment/commentTagCountInfo', { siteCode: SITE, resourceType: NEWS, resourceId: newsId })
    assert.deepEqual(tags.body.datas, [
      { tag: 'scenery', count: 2 },
      { tag: 'value', count: 1 },
    ])
    const [news] = await app().db.select().from(contents).where(eq(contents.id, newsId))
    assert.equal(news.commentNum, 2)
  })

  it('keeps stored markup as written: answered as JSON text, never as HTML', async () => {
    later()
    const { token } = await userToken(app(), siteId)
    const xss = '<img src=x onerror="alert(1)"><script>alert(2)</script>'
    assert.equal((await save(token, { content: xss })).body.code, 0)
    const res = await app().inject({
      url: `/api/res/api/comment/getCommentList?siteCode=${SITE}&resourceType=${NEWS}&resourceId=${newsId}`,
    })
    assert.match(String(res.headers['content-type']), /application\/json/)
    assert.equal(res.json().datas[0].content, xss)
  })

  it('holds a post with a sensitive word for review: not listed publicly, the author told and shown it as pending', async () => {
    later()
    const { token } = await userToken(app(), siteId)
    const res = await save(token, { content: '想赌博的加我' })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.data.state, 'pending')
    assert.equal(res.body.message, 'Your comment was submitted and will appear after review')
    assert.ok(!(await list()).body.datas.some((c: { id: number }) => c.id === res.body.data.id))
    const own = (await list(token)).body.datas.find((c: { id: number }) => c.id === res.body.data.id)
    assert.equal(own.state, 'pending')
  })

  it('limits posting per user with a clear message, then lets them post again', async () => {
    later()
    const { token } = await userToken(app(), siteId)
    for (let i = 0; i < POST_LIMITS[0].max; i++) assert.equal((await save(token, { content: `第${i}条` })).body.code, 0)
    const refused = await save(token, { content: '再来一条' })
    assert.equal(refused.body.code, 400)
    assert.match(refused.body.message, /^You are posting too often\. Please try again in \d+ seconds$/)
    const parallel = await Promise.all([1, 2, 3].map(() => userToken(app(), siteId)))
    const answers = await Promise.all(parallel.flatMap(({ token: t }) => [1, 2, 3, 4, 5].map((i) => save(t, { content: `并发${i}` }))))
    assert.equal(answers.filter((a) => a.body.code === 0).length, parallel.length * POST_LIMITS[0].max, 'parallel posts cannot slip past')
    later()
    assert.equal((await save(token, { content: '过了一会儿' })).body.code, 0)
  })

  it("cannot delete or edit another user's comment: not found, unchanged", async () => {
    later()
    const author = await userToken(app(), siteId)
    const other = await userToken(app(), siteId)
    const { id } = (await save(author.token, { content: '原文' })).body.data
    const del = await post(app(), 'res/api/comment/deleteComment', { siteCode: SITE, token: other.token, lang: 'en', id })
    assert.deepEqual(del.body, { code: 404, message: 'This comment does not exist' })
    const edit = await save(other.token, { id, content: '改掉' })
    assert.equal(edit.body.code, 404)
    const [row] = await app().db.select().from(comments).where(eq(comments.id, id))
    assert.equal(row.content, '原文')
    assert.equal((await save(author.token, { id, content: '改过的' })).body.code, 0)
    const mine = await post(app(), 'res/api/comment/deleteComment', { siteCode: SITE, token: author.token, id })
    assert.equal(mine.body.code, 0)
    assert.equal((await app().db.select().from(comments).where(eq(comments.id, id))).length, 0)
  })

  it('holds a comment reported by three visitors for review', async () => {
    later()
    const author = await userToken(app(), siteId)
    const { id } = (await save(author.token, { content: '一般般' })).body.data
    for (let i = 0; i < 3; i++) {
      const { token } = await userToken(app(), siteId)
      assert.equal((await post(app(), 'res/api/comment/report', { siteCode: SITE, token, id, reason: '广告' })).body.code, 0)
    }
    const [row] = await app().db.select().from(comments).where(eq(comments.id, id))
    assert.equal(row.state, 'pending')
    assert.ok(!(await list()).body.datas.some((c: { id: number }) => c.id === id))
  })

  it('replies: required with the spec message, listed under the comment, counted', async () => {
    later()
    const author = await userToken(app(), siteId)
    const { id } = (await save(author.token, { content: '请问几点开门？' })).body.data
    const { token } = await userToken(app(), siteId)
    const reply = (content: string) =>
      app().inject({
        method: 'POST',
        url: `/api/res/api/commentReply/reply?siteCode=${SITE}&token=${token}&lang=en`,
        payload: { commentId: id, content },
      })
    assert.equal((await reply(' ')).json().message, 'Please enter a reply.')
    assert.equal((await reply('早上八点半')).json().code, 0)
    const replies = await get(app(), 'res/api/commentReply/list', { siteCode: SITE, commentId: id })
    assert.deepEqual(
      replies.body.datas.map((r: { content: string }) => r.content),
      ['早上八点半'],
    )
    const [row] = await app().db.select().from(comments).where(eq(comments.id, id))
    assert.equal(row.replyNum, 1)
  })

  it("refuses another site's news and unknown types", async () => {
    later()
    const { token } = await userToken(app(), siteId)
    assert.equal((await save(token, { content: '好', resourceId: foreignNewsId })).body.code, 404)
    assert.equal((await save(token, { content: '好', resourceType: 'CONTENT_TYPE_NOPE' })).body.code, 400)
    const bad = await get(app(), 'res/api/comment/getCommentList', { siteCode: SITE, resourceType: NEWS, resourceId: 'abc' })
    assert.equal(bad.body.code, 400)
  })

  it('counts published comments on stories and heritage as on news; a held story or another site’s project is not found', async () => {
    later()
    const { token } = await userToken(app(), siteId)
    const onStory = (id: number, content: string) => save(token, { content, resourceType: RESOURCE_TYPES.STORY.code, resourceId: id }, 'zh')
    const [story] = await app()
      .db.select()
      .from(stories)
      .where(and(eq(stories.siteId, siteId), eq(stories.status, 'PUBLISHED'), eq(stories.storyType, 'STORY')))
      .limit(1)
    assert.ok(story, 'a published demo story')
    assert.equal((await onStory(story.id, '写得真好')).body.code, 0)
    later()
    // held for review (a sensitive word): not counted
    assert.equal((await onStory(story.id, '加微信领红包')).body.code, 0)
    const detail = await get(app(), 'res/api/story/detail', { siteCode: SITE, id: story.id })
    assert.equal(detail.body.data.commentNum, 1)

    later()
    await app().db.update(stories).set({ status: 'HELD' }).where(eq(stories.id, story.id))
    try {
      assert.equal((await onStory(story.id, '还在审核')).body.code, 404)
    } finally {
      await app().db.update(stories).set({ status: 'PUBLISHED' }).where(eq(stories.id, story.id))
    }

    const project = RESOURCE_TYPES.INTANGIBLE_PROJECT.code
    const [mine] = await app().db.select().from(heritageProjects).where(eq(heritageProjects.siteId, siteId)).limit(1)
    const [foreign] = await app().db.select().from(heritageProjects).where(ne(heritageProjects.siteId, siteId)).limit(1)
    later()
    assert.equal((await save(token, { content: '非遗传承', resourceType: project, resourceId: mine.id })).body.code, 0)
    const [counted] = await app().db.select().from(heritageProjects).where(eq(heritageProjects.id, mine.id))
    assert.equal(counted.commentNum, mine.commentNum + 1)
    later()
    assert.equal((await save(token, { content: '好', resourceType: project, resourceId: foreign.id })).body.code, 404)
  })

  it('seeds demo comments with names and ratings on demo places', async () => {
    const rows = await app()
      .db.select()
      .from(comments)
      .where(and(eq(comments.siteId, siteId), eq(comments.resourceType, 'CONTENT_TYPE_SCENERY')))
    assert.ok(rows.length >= 4)
    assert.ok(rows.every((r) => r.star >= 3))
  })
})
