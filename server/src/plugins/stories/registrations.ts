/**
 * What other capabilities do with stories, through their registries: interactManage likes and
 * collects published stories and strategies (counters moved in its one-transaction toggle), and
 * the search index holds every published one (like news, one text found in every site language).
 */
import { and, eq } from 'drizzle-orm'
import { termsText } from '../../../../src/core/search/terms'
import { stories } from '../../db/schema'
import { registerInteractTarget, type Target } from '../places/interactions'
import { registerSearchSource, type SearchSource } from '../search/indexer'
import { STORIES_TAG } from './routes'
import { STORY_CODE, STRATEGY_CODE, resourceTypeOf } from './views'

const published = eq(stories.status, 'PUBLISHED')

const target: Target = {
  table: stories,
  where: (id, siteId) => and(eq(stories.id, id), eq(stories.siteId, siteId), published)!,
  title: stories.title,
  cover: stories.cover,
  counters: {
    like: { key: 'likeNum', column: stories.likeNum },
    collection: { key: 'collectionNum', column: stories.collectionNum },
    browse: { key: 'browseNum', column: stories.browseNum },
    comment: { key: 'commentNum', column: stories.commentNum },
  },
  tag: STORIES_TAG,
}

const source: SearchSource = {
  codes: [STORY_CODE, STRATEGY_CODE],
  docs: async (db, siteId, langs, now, one) => {
    const rows = await db
      .select()
      .from(stories)
      .where(and(eq(stories.siteId, siteId), published, one ? eq(stories.id, one.id) : undefined))
    return rows.flatMap((s) =>
      langs.map((lang) => ({
        siteId,
        resourceType: resourceTypeOf(s.storyType),
        resourceId: s.id,
        lang,
        title: s.title,
        summary: s.content.slice(0, 120),
        cover: s.cover,
        longitude: null,
        latitude: null,
        terms: termsText(s.title, s.content.slice(0, 2000)),
        weight: 0,
        updatedAt: now,
      })),
    )
  },
  count: async (db, siteId) => {
    const n = await db.$count(stories, and(eq(stories.siteId, siteId), published))
    return n
  },
}

export function registerStories(): void {
  registerInteractTarget(STORY_CODE, target)
  registerInteractTarget(STRATEGY_CODE, target)
  registerSearchSource(source)
}
