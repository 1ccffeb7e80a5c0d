/**
 * Activities in res/api/es/search: one document per activity and site language (its translated name
 * where it has one) under CONTENT_TYPE_ACTIVITY, so the search page finds 川剧变脸 or 蜀绣 among the
 * activities too and opens /activity-detail/{id}.
 */
import { and, count, eq } from 'drizzle-orm'
import { termsText } from '../../../../src/core/search/terms'
import { activities } from '../../db/schema'
import { registerSearchSource, type SearchDoc, type SearchSource } from '../search/indexer'
import { ACTIVITY_CODE } from './routes'

export const activitySearchSource: SearchSource = {
  codes: [ACTIVITY_CODE],
  async docs(db, siteId, langs, now, one) {
    const rows = await db
      .select()
      .from(activities)
      .where(and(eq(activities.siteId, siteId), one ? eq(activities.id, one.id) : undefined))
    return rows.flatMap((r) =>
      langs.map((lang): SearchDoc => {
        const t = r.translations?.[lang] ?? {}
        const title = t.name || r.name
        return {
          siteId,
          resourceType: ACTIVITY_CODE,
          resourceId: r.id,
          title,
          summary: t.intro || r.intro,
          cover: r.cover,
          longitude: r.longitude,
          latitude: r.latitude,
          weight: r.sort,
          lang,
          terms: termsText(title, r.name, r.intro, r.address, r.organizer),
          updatedAt: now,
        }
      }),
    )
  },
  async count(db, siteId) {
    return (await db.select({ n: count() }).from(activities).where(eq(activities.siteId, siteId)))[0].n
  },
}

export const registerActivitySearch = (): void => registerSearchSource(activitySearchSource)
