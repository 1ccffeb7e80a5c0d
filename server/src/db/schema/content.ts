/**
 * News content (product-spec 3 "News"; calls res/api/content/* of rules-and-contract 7) and the
 * channels a site files it under. Rows are per site: a site never reads another site's content.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { siteRef } from './columns'

export const CONTENT_TYPES = ['AUDIO', 'VIDEO', 'IMAGE', 'CONTENT'] as const
export type ContentType = (typeof CONTENT_TYPES)[number]

export const contentChannels = pgTable(
  'content_channels',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    /** name in the site's default language */
    name: text('name').notNull(),
    /** names by app language (zh, en, fr, ja, ko); falls back to name */
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('content_channels_site_code').on(t.siteId, t.code)],
)

export const contents = pgTable(
  'contents',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    channelCode: text('channel_code').notNull(),
    title: text('title').notNull(),
    contentType: text('content_type').$type<ContentType>().notNull(),
    imgUrl: text('img_url').notNull().default(''),
    description: text('description').notNull().default(''),
    /** plain-text paragraphs separated by blank lines (no HTML is stored or rendered) */
    body: text('body').notNull().default(''),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
    audio: text('audio').notNull().default(''),
    video: text('video').notNull().default(''),
    imageUrls: jsonb('image_urls').$type<Array<{ url: string; description: string }>>().notNull().default([]),
    likeNum: integer('like_num').notNull().default(0),
    collectionNum: integer('collection_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    /** tag ids (the {tagId} of /news-list/{code}/{tagId}) */
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
  },
  (t) => [index('contents_site_channel_time_idx').on(t.siteId, t.channelCode, t.publishTime)],
)
