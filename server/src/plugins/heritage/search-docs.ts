/**
 * Heritage in res/api/es/search: projects, successors and bases are documents of the search index
 * (plugins/search registerSearchSource), one per row and site language, under their CONTENT_TYPE_*
 * codes, so the search page finds 蜀绣 or a successor's name and opens their detail pages.
 */
import { and, count, eq } from 'drizzle-orm'
import { termsText } from '../../../../src/core/search/terms'
import type { Database } from '../../db/database'
import { heritageBases, heritageProjects, heritageSuccessors } from '../../db/schema'
import { registerSearchSource, type SearchDoc, type SearchSource } from '../search/indexer'
import * as v from './views'

interface Doc {
  siteId: number
  resourceType: string
  resourceId: number
  title: string
  summary: string
  cover: string
  longitude: number | null
  latitude: number | null
  extra: string
  weight: number
}

async function rowsOf(db: Database, siteId: number, one?: { code: string; id: number }): Promise<Doc[]> {
  const want = (code: string) => !one || one.code === code
  const docs: Doc[] = []
  if (want(v.CODES.project)) {
    const t = heritageProjects
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.siteId, siteId), one ? eq(t.id, one.id) : undefined))
    for (const r of rows)
      docs.push({
        siteId,
        resourceType: v.CODES.project,
        resourceId: r.id,
        title: r.name,
        summary: r.summary,
        cover: r.cover,
        longitude: null,
        latitude: null,
        extra: r.protectionUnit,
        weight: r.sort,
      })
  }
  if (want(v.CODES.successor)) {
    const t = heritageSuccessors
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.siteId, siteId), one ? eq(t.id, one.id) : undefined))
    for (const r of rows)
      docs.push({
        siteId,
        resourceType: v.CODES.successor,
        resourceId: r.id,
        title: r.name,
        summary: r.summary,
        cover: r.cover,
        longitude: null,
        latitude: null,
        extra: r.works.join(' '),
        weight: r.sort,
      })
  }
  for (const [code, kind] of [
    [v.CODES.experience, 'EXPERIENCE'],
    [v.CODES.inheritance, 'INHERITANCE'],
  ] as const) {
    if (!want(code)) continue
    const t = heritageBases
    const rows = await db
      .select()
      .from(t)
      .where(and(eq(t.siteId, siteId), eq(t.kind, kind), one ? eq(t.id, one.id) : undefined))
    for (const r of rows)
      docs.push({
        siteId,
        resourceType: code,
        resourceId: r.id,
        title: r.name,
        summary: r.summary,
        cover: r.cover,
        longitude: r.longitude,
        latitude: r.latitude,
        extra: r.address,
        weight: r.sort,
      })
  }
  return docs
}

export const heritageSearchSource: SearchSource = {
  codes: Object.values(v.CODES),
  async docs(db, siteId, langs, now, one) {
    const rows = await rowsOf(db, siteId, one)
    // heritage rows have one language (Chinese); every site language finds them
    return rows.flatMap(({ extra, ...d }) =>
      langs.map((lang): SearchDoc => ({ ...d, lang, terms: termsText(d.title, d.summary, extra), updatedAt: now })),
    )
  },
  async count(db, siteId) {
    const n = await Promise.all(
      [heritageProjects, heritageSuccessors, heritageBases].map(
        async (t) => (await db.select({ n: count() }).from(t).where(eq(t.siteId, siteId)))[0].n,
      ),
    )
    return n.reduce((a, b) => a + b, 0)
  },
}

export const registerHeritageSearch = (): void => registerSearchSource(heritageSearchSource)
