/**
 * Live rooms, videos and audio (product-spec 2.3 "Live and video"; rules-and-contract 7
 * res/api/live/*, res/api/streamMedia/*), the likes and comments of stream media, and the news
 * columns and magazines of the content capability (product-spec 2.3 "News and columns").
 * Rows are per site: a site never reads another site's media.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

/** a live room: a scenic webcam or a slow-live stream (HLS playlist address) */
export const liveRooms = pgTable(
  'live_rooms',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    title: text('title').notNull(),
    /** 'scenic' (scenic webcams, /scenic-live, /sc-live) or 'slow' (slow live, /live-list) */
    category: text('category').notNull().default('scenic'),
    cover: text('cover').notNull().default(''),
    streamUrl: text('stream_url').notNull().default(''),
    placeName: text('place_name').notNull().default(''),
    description: text('description').notNull().default(''),
    /** 'LIVE' on air, 'OFF' not broadcasting now */
    status: text('status').notNull().default('LIVE'),
    viewNum: integer('view_num').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    /** the scenic area (a places row) whose webcam this is: /live-list/{id} from its tour bar; null for slow live */
    scenicId: integer('scenic_id'),
  },
  (t) => [index('live_rooms_site_idx').on(t.siteId, t.category), index('live_rooms_scenic_idx').on(t.siteId, t.scenicId)],
)

export const STREAM_MEDIA_TYPES = ['VIDEO', 'SHORT', 'AUDIO'] as const
export type StreamMediaType = (typeof STREAM_MEDIA_TYPES)[number]

/** a video, a short (vertical) video or an audio guide */
export const streamMedia = pgTable(
  'stream_media',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    mediaType: text('media_type').$type<StreamMediaType>().notNull(),
    /** what it shows: 'scenic', 'beauty' (/sc-beauty), 'culture', 'guide' */
    category: text('category').notNull().default('scenic'),
    title: text('title').notNull(),
    cover: text('cover').notNull().default(''),
    url: text('url').notNull().default(''),
    description: text('description').notNull().default(''),
    author: text('author').notNull().default(''),
    /** seconds */
    duration: integer('duration').notNull().default(0),
    likeNum: integer('like_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    viewNum: integer('view_num').notNull().default(0),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('stream_media_site_type_idx').on(t.siteId, t.mediaType, t.publishTime)],
)

/** one like of a user on a stream media item (the unique pair makes a like count once) */
export const streamMediaLikes = pgTable(
  'stream_media_likes',
  {
    id: serial('id').primaryKey(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => streamMedia.id, { onDelete: 'cascade' }),
    userId: userRef(),
    createdAt: created(),
  },
  (t) => [unique('stream_media_likes_media_user').on(t.mediaId, t.userId)],
)

/** a comment on a stream media item, stored as written and always shown as text */
export const streamMediaComments = pgTable(
  'stream_media_comments',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    mediaId: integer('media_id')
      .notNull()
      .references(() => streamMedia.id, { onDelete: 'cascade' }),
    userId: userRef(),
    content: text('content').notNull(),
    /** 'published', or 'pending' when it holds one of the site's sensitive words (not listed, as comments) */
    state: text('state').notNull().default('published'),
    createdAt: created(),
  },
  (t) => [
    index('stream_media_comments_media_idx').on(t.mediaId, t.createdAt),
    index('stream_media_comments_user_idx').on(t.userId, t.createdAt),
  ],
)

/** a news column: a parent column lists its children, a leaf lists the news of its channel */
export const newsColumns = pgTable(
  'news_columns',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    code: text('code').notNull(),
    /** '' for a top column */
    parentCode: text('parent_code').notNull().default(''),
    name: text('name').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull().default({}),
    cover: text('cover').notNull().default(''),
    description: text('description').notNull().default(''),
    /** the content channel whose news the column shows */
    channelCode: text('channel_code').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('news_columns_site_code').on(t.siteId, t.code)],
)

/** an issue of the site's magazine: cover and page pictures */
export const magazines = pgTable(
  'magazines',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    title: text('title').notNull(),
    issue: text('issue').notNull().default(''),
    cover: text('cover').notNull().default(''),
    pages: jsonb('pages').$type<Array<{ url: string; description: string }>>().notNull().default([]),
    publishTime: timestamp('publish_time', { withTimezone: true }).notNull(),
  },
  (t) => [index('magazines_site_time_idx').on(t.siteId, t.publishTime)],
)
