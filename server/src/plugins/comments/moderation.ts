/**
 * What an operator needs to keep comments civil (issue 11 "Moderation"):
 * - sensitive words: the site's rows of comment_sensitive_words (a default list is seeded for a
 *   site without any); a post containing one, case-insensitively, is stored as `pending`: not
 *   listed, and its author is told it waits for review;
 * - reports: REPORTS_TO_HOLD distinct users reporting a comment hold it for review too;
 * - posting rate per user (comments, replies, stream-media comments and memorial messages together): the rows are the counter, as for
 *   uploads (plugins/files) and SMS codes (plugins/account), so every server process sees the same
 *   count without Redis; a per-user advisory lock makes the count and the insert one step, so
 *   parallel posts cannot slip past the limit.
 */
import { and, count, eq, gt, min, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/database'
import { commentReplies, comments, commentSensitiveWords, memorialMessages, sites, streamMediaComments } from '../../db/schema'
import { badInput } from '../../http/fields'

export const POST_LIMITS = [
  { windowMs: 60_000, max: 3 },
  { windowMs: 60 * 60_000, max: 30 },
] as const
export const REPORTS_TO_HOLD = 3

/** Words seeded for a site without a list; the operator edits the table. */
export const DEFAULT_SENSITIVE_WORDS = ['赌博', '代开发票', '刷单', '色情', '枪支', '毒品', '加微信', 'casino', 'viagra']

export async function seedSensitiveWords(db: Database): Promise<void> {
  const all = await db.select({ id: sites.id }).from(sites)
  for (const site of all) {
    const n = await db.$count(commentSensitiveWords, eq(commentSensitiveWords.siteId, site.id))
    if (n > 0) continue
    await db
      .insert(commentSensitiveWords)
      .values(DEFAULT_SENSITIVE_WORDS.map((word) => ({ siteId: site.id, word })))
      .onConflictDoNothing()
  }
}

/** Whether `text` holds one of the site's sensitive words. */
export async function holdsSensitiveWord(db: Database | Transaction, siteId: number, text: string): Promise<boolean> {
  const words = await db
    .select({ word: commentSensitiveWords.word })
    .from(commentSensitiveWords)
    .where(eq(commentSensitiveWords.siteId, siteId))
  const lower = text.toLowerCase()
  return words.some(({ word }) => word.trim() && lower.includes(word.trim().toLowerCase()))
}

/** the tables whose rows are a user's posts, all counted against one posting rate */
const POSTS = [comments, commentReplies, streamMediaComments, memorialMessages] as const

async function postsSince(tx: Transaction, userId: number, since: Date): Promise<{ n: number; oldest: Date | null }> {
  let n = 0
  let oldest: number | null = null
  for (const table of POSTS) {
    const [row] = await tx
      .select({ n: count(), oldest: min(table.createdAt) })
      .from(table)
      .where(and(eq(table.userId, userId), gt(table.createdAt, since)))
    n += row.n
    if (row.oldest) oldest = Math.min(oldest ?? Infinity, new Date(row.oldest).getTime())
  }
  return { n, oldest: oldest === null ? null : new Date(oldest) }
}

/**
 * Inside the posting transaction: waits for the user's other posts to finish, then refuses with
 * "posting too often, try again in N seconds" when a window is full.
 */
export async function refuseOverPostLimit(tx: Transaction, userId: number, now: Date): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${0x636d7473}, ${userId})`)
  for (const { windowMs, max } of POST_LIMITS) {
    const { n, oldest } = await postsSince(tx, userId, new Date(now.getTime() - windowMs))
    if (n >= max) {
      const seconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000))
      throw badInput('comments:server.rateLimited', { seconds })
    }
  }
}
