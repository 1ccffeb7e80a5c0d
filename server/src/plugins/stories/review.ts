/**
 * Review before publishing (issue 11 "Moderation"): a story holding a word of the site's
 * sensitive-word list is stored HELD (its author sees it, nobody else) instead of published. The
 * list and its matching rule are the comments capability's (one rule for comments and stories).
 */
import type { Database } from '../../db/database'
import type { StoryStatus } from '../../db/schema'
import { holdsSensitiveWord } from '../comments/moderation'

export async function statusAfterReview(db: Database, siteId: number, text: string): Promise<StoryStatus> {
  return (await holdsSensitiveWord(db, siteId, text)) ? 'HELD' : 'PUBLISHED'
}
