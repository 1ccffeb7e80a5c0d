/**
 * News content of the site (product-spec 3 "News", rules-and-contract 7 res/api/content/*):
 *   GET res/api/content/channelList   → datas [{code, name}] of the site, in sort order
 *   GET res/api/content/list          channelCode? ('all' or absent = every channel), tagId?,
 *                                     currPage (from 1), pageSize (10, at most 50)
 *                                     → variant (a): datas News[] + page{total,totalPage}
 *   GET res/api/content/simplifyList  same parameters → datas [{id, title, imgUrl, publishTime}] + page
 *   GET res/api/content/detail        id → data News + body, tags, likeNum, collectionNum, commentNum
 * Only the request's site is read: another site's id is "not found", never its content.
 */
import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { contentChannels, contents } from '../../db/schema'
import { AppError } from '../../http/envelope'
import { seedDemoContent } from './demo-content'

const BASE = '/api/res/api/content'
export const DEFAULT_PAGE_SIZE = 10
export const MAX_PAGE_SIZE = 50
const MAX_PAGE = 1_000_000
/** channel codes and tag ids are short identifiers; anything else is a typo or an attack */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

type Row = typeof contents.$inferSelect
type Query = Record<string, unknown>

const bad = (key: string, params: Record<string, unknown> = {}) => new AppError(ResultCode.BAD_REQUEST, key, params)

/** One query value as text; '' when absent. A repeated parameter (array) is refused. */
function one(query: Query, name: string): string {
  const v = query[name]
  if (v === undefined || v === null) return ''
  if (typeof v !== 'string') throw bad('content.repeated', { field: name })
  return v.trim()
}

function positiveInt(query: Query, name: string, fallback: number, max: number): number {
  const v = one(query, name)
  if (!v) return fallback
  const n = Number(v)
  if (!/^\d{1,7}$/.test(v) || n < 1 || n > max) throw bad('content.pageParam', { field: name, max })
  return n
}

export function pageParams(query: Query): { currPage: number; pageSize: number; offset: number } {
  const currPage = positiveInt(query, 'currPage', 1, MAX_PAGE)
  const pageSize = positiveInt(query, 'pageSize', DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE)
  return { currPage, pageSize, offset: (currPage - 1) * pageSize }
}

function code(query: Query, name: string): string {
  const v = one(query, name)
  if (v && !CODE_PATTERN.test(v)) throw bad('content.badCode', { field: name })
  return v
}

const news = (r: Row) => ({
  id: r.id,
  title: r.title,
  contentType: r.contentType,
  channelCode: r.channelCode,
  imgUrl: r.imgUrl,
  description: r.description,
  publishTime: r.publishTime.toISOString(),
  audio: r.audio,
  video: r.video,
  imageUrls: r.imageUrls,
})

const detail = (r: Row) => ({
  ...news(r),
  body: r.body,
  tags: r.tags,
  likeNum: r.likeNum,
  collectionNum: r.collectionNum,
  commentNum: r.commentNum,
})

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  await seedDemoContent(app.db, app.clock())

  /** Where clause of list and simplifyList: the site, then the optional channel and tag. */
  function listFilter(request: FastifyRequest): SQL {
    const query = request.query as Query
    const channel = code(query, 'channelCode')
    const tagId = code(query, 'tagId')
    const parts: SQL[] = [eq(contents.siteId, request.site.id)]
    if (channel && channel !== 'all') parts.push(eq(contents.channelCode, channel))
    if (tagId) parts.push(sql`${contents.tags} @> ${JSON.stringify([tagId])}::jsonb`)
    return and(...parts)!
  }

  async function page(request: FastifyRequest) {
    const { offset, pageSize } = pageParams(request.query as Query)
    const where = listFilter(request)
    const rows = await app.db
      .select()
      .from(contents)
      .where(where)
      .orderBy(desc(contents.publishTime), desc(contents.id))
      .limit(pageSize)
      .offset(offset)
    const [{ n }] = await app.db.select({ n: count() }).from(contents).where(where)
    return { rows, page: { total: n, totalPage: Math.ceil(n / pageSize) } }
  }

  app.get(`${BASE}/list`, async (request) => {
    const { rows, page: p } = await page(request)
    return { code: ResultCode.OK, datas: rows.map(news), page: p, message: request.t('ok') }
  })

  app.get(`${BASE}/simplifyList`, async (request) => {
    const { rows, page: p } = await page(request)
    const datas = rows.map((r) => ({ id: r.id, title: r.title, imgUrl: r.imgUrl, publishTime: r.publishTime.toISOString() }))
    return { code: ResultCode.OK, datas, page: p, message: request.t('ok') }
  })

  app.get(`${BASE}/detail`, async (request) => {
    const raw = one(request.query as Query, 'id')
    if (!raw) throw bad('content.idRequired')
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw bad('content.badId', { id: raw })
    const [row] = await app.db
      .select()
      .from(contents)
      .where(and(eq(contents.id, Number(raw)), eq(contents.siteId, request.site.id)))
      .limit(1)
    if (!row) throw new AppError(ResultCode.NOT_FOUND, 'content.notFound', { id: raw })
    return { code: ResultCode.OK, data: detail(row), message: request.t('ok') }
  })

  app.get(`${BASE}/channelList`, async (request) => {
    const rows = await app.db
      .select()
      .from(contentChannels)
      .where(eq(contentChannels.siteId, request.site.id))
      .orderBy(contentChannels.sort, contentChannels.id)
    const datas = rows.map((r) => ({ code: r.code, name: r.names[request.lang] || r.name }))
    return { code: ResultCode.OK, datas, message: request.t('ok') }
  })
}
