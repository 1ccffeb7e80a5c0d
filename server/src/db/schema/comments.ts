/**
 * Comments and replies on any resource (res/api/comment/*, res/api/commentReply/*), the visitors'
 * reports and the site's sensitive-word list (plugins/comments/README.md). Text is stored exactly
 * as written (never HTML-escaped or stripped here): clients always render it as text.
 */
import { index, integer, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { created, siteRef, userRef } from './columns'

/** published: listed; pending: held for review (a sensitive word, or reported), never listed publicly */
export type CommentRowState = 'published' | 'pending'

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    /** CONTENT_TYPE_* of src/core/resource-types.ts */
    resourceType: text('resource_type').notNull(),
    resourceId: integer('resource_id').notNull(),
    content: text('content').notNull(),
    emoticonsIds: jsonb('emoticons_ids').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    video: text('video').notNull().default(''),
    /** 1-5, 0 = not rated */
    star: integer('star').notNull().default(0),
    state: text('state').$type<CommentRowState>().notNull().default('published'),
    /** why it is pending: 'word' (sensitive word) or 'reports' */
    heldFor: text('held_for'),
    replyNum: integer('reply_num').notNull().default(0),
    createdAt: created(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('comments_resource_idx').on(t.siteId, t.resourceType, t.resourceId, t.state, t.createdAt),
    index('comments_user_time_idx').on(t.userId, t.createdAt),
  ],
)

export const commentReplies = pgTable(
  'comment_replies',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    userId: userRef(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    state: text('state').$type<CommentRowState>().notNull().default('published'),
    createdAt: created(),
  },
  (t) => [
    index('comment_replies_comment_idx').on(t.commentId, t.createdAt),
    index('comment_replies_user_time_idx').on(t.userId, t.createdAt),
  ],
)

/** One report per user and comment; enough distinct reports hold the comment for review. */
export const commentReports = pgTable(
  'comment_reports',
  {
    id: serial('id').primaryKey(),
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: userRef(),
    reason: text('reason').notNull().default(''),
    createdAt: created(),
  },
  (t) => [unique('comment_reports_once').on(t.commentId, t.userId)],
)

/**
 * The operator's sensitive words, per site: a comment or reply containing one (case-insensitive)
 * is held for review instead of published. Seeded with a small default list for sites without any;
 * operators add or remove rows (SQL or a future admin screen), read at every post.
 */
export const commentSensitiveWords = pgTable(
  'comment_sensitive_words',
  {
    id: serial('id').primaryKey(),
    siteId: siteRef(),
    word: text('word').notNull(),
  },
  (t) => [unique('comment_sensitive_words_site_word').on(t.siteId, t.word)],
)
