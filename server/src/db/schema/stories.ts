/**
 * Stories capability (product-spec 2.3 "Moments and stories", 3 "Story"; rules-and-contract 7
 * res/api/story/*, res/api/topic/*): topics visitors write under, the tags stories are filed by,
 * and every published text: stories, strategies (攻略), moments, topic works and PK entries.
 * Rows are per site. A visitor's row keeps its user; demo rows have none (user_id null) and carry
 * their author's name. Text is stored exactly as written (never HTML); the app renders it as text.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { created, siteRef } from './columns'
import { users } from './user'

export const STORY_TYPES = ['STORY', 'STRATEGY', 'MOMENT', 'WORK', 'PK'] as const
export type StoryType = (typeof STORY_TYPES)[number]
/** PUBLISHED: everyone reads it; HELD: a sensitive word held it for review (only its author sees it) */
export type StoryStatus = 'PUBLISHED' | 'HELD'
/** what a topic collects: stories, works (photo contest) or PK entries */
export type TopicKind = 'STORY' | 'WORK' | 'PK'

export const storyTags = pgTable(
  'story_tags',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    name: text('name').notNull(),
    cover: text('cover').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('story_tags_site_name').on(t.siteId, t.name)],
)

export const topics = pgTable(
  'topics',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    kind: text('kind').$type<TopicKind>().notNull().default('STORY'),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** the rules of taking part, plain-text paragraphs */
    rule: text('rule').notNull().default(''),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('topics_site_start_idx').on(t.siteId, t.startTime)],
)

export const stories = pgTable(
  'stories',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    /** the visitor who published it; null for demo rows */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    storyType: text('story_type').$type<StoryType>().notNull(),
    topicId: integer('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    tagId: integer('tag_id').references(() => storyTags.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** plain text as written, paragraphs separated by blank lines */
    content: text('content').notNull().default(''),
    cover: text('cover').notNull().default(''),
    /** the cover's pixel size when known (the waterfall's picture height follows it) */
    coverWidth: integer('cover_width').notNull().default(0),
    coverHeight: integer('cover_height').notNull().default(0),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video').notNull().default(''),
    authorName: text('author_name').notNull().default(''),
    authorHead: text('author_head').notNull().default(''),
    regionName: text('region_name').notNull().default(''),
    status: text('status').$type<StoryStatus>().notNull().default('PUBLISHED'),
    likeNum: integer('like_num').notNull().default(0),
    collectionNum: integer('collection_num').notNull().default(0),
    commentNum: integer('comment_num').notNull().default(0),
    browseNum: integer('browse_num').notNull().default(0),
    createdAt: created(),
  },
  (t) => [
    index('stories_site_type_status_idx').on(t.siteId, t.storyType, t.status, t.createdAt),
    index('stories_user_idx').on(t.userId),
    index('stories_topic_idx').on(t.topicId),
  ],
)
