/**
 * News content of the site (product-spec 3 "News", rules-and-contract 7 res/api/content/*), two
 * site resources (http/resource.ts: site-scoped, another site's id is "not found"):
 *   GET res/api/content/channelList   → datas [{code, name}] of the site, in sort order
 *   GET res/api/content/list          channelCode? ('all' or absent = every channel), tagId?,
 *                                     currPage (from 1), pageSize (10, at most 50)
 *                                     → variant (a): datas News[] + page{total,totalPage}
 *   GET res/api/content/simplifyList  same parameters → datas [{id, title, imgUrl, publishTime}] + page
 *   GET res/api/content/detail        id → data News + body, tags, likeNum, collectionNum, commentNum
 *   columnList, magazineList, magazineDetail: ./columns.ts
 */
import { desc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { contentChannels, contents } from '../../db/schema'
import { siteResource } from '../../http/resource'
import { Item, Type } from '../../http/schema'
import { columnRoutes } from './columns'

type Row = typeof contents.$inferSelect

const newsFields = {
  id: Type.Integer(),
  title: Type.String(),
  contentType: Type.String(),
  channelCode: Type.String(),
  imgUrl: Type.String(),
  description: Type.String(),
  publishTime: Type.String({ format: 'date-time' }),
  audio: Type.String(),
  video: Type.String(),
  imageUrls: Type.Array(Item({ url: Type.String(), description: Type.String() })),
}
const News = Item(newsFields)
const NewsDetail = Item({
  ...newsFields,
  body: Type.String(),
  tags: Type.Array(Type.String()),
  likeNum: Type.Integer(),
  collectionNum: Type.Integer(),
  commentNum: Type.Integer(),
})
const NewsBrief = Item({ id: Type.Integer(), title: Type.String(), imgUrl: Type.String(), publishTime: Type.String() })
const Channel = Item({ code: Type.String(), name: Type.String() })

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

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const prefix = '/api/res/api/content'

  siteResource(app, {
    prefix,
    tag: 'content',
    table: contents,
    orderBy: [desc(contents.publishTime), desc(contents.id)],
    filters: {
      channelCode: (v) => (v === 'all' ? undefined : eq(contents.channelCode, v)),
      tagId: (v) => sql`${contents.tags} @> ${JSON.stringify([v])}::jsonb`,
    },
    lists: {
      list: { item: News, view: news },
      simplifyList: {
        item: NewsBrief,
        view: (r) => ({ id: r.id, title: r.title, imgUrl: r.imgUrl, publishTime: r.publishTime.toISOString() }),
      },
    },
    detail: {
      item: NewsDetail,
      view: (r) => ({
        ...news(r),
        body: r.body,
        tags: r.tags,
        likeNum: r.likeNum,
        collectionNum: r.collectionNum,
        commentNum: r.commentNum,
      }),
    },
    messages: { idRequired: 'content.idRequired', badId: 'content.badId', notFound: 'content.notFound' },
  })

  siteResource(app, {
    prefix,
    tag: 'content',
    table: contentChannels,
    orderBy: [contentChannels.sort, contentChannels.id],
    lists: {
      channelList: { variant: 'plain', item: Channel, view: (r, request) => ({ code: r.code, name: r.names[request.lang] || r.name }) },
    },
  })

  columnRoutes(app, prefix)
}
