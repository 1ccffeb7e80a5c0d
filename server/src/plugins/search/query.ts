/**
 * One search over search_documents of a site and language. A document matches when its title or
 * its terms hold the keyword (ILIKE, served by the trigram indexes of migration 0005), or when its
 * terms hold every word of the keyword as whole terms (大熊猫基地 → 大熊猫, 基地).
 * Rank: the title is the keyword (0), the title holds it (1), the terms do (2); then weight.
 */
import { and, asc, count, desc, eq, ilike, inArray, like, or, sql, type SQL } from 'drizzle-orm'
import { RESOURCE_TYPES, type ResourceTypeKey } from '../../../../src/core/resource-types'
import { highlightSegments, keywordPieces, normalizeKeyword } from '../../../../src/core/search/terms'
import type { Database } from '../../db/database'
import { searchDocuments as d } from '../../db/schema'

/** LIKE's own characters taken literally (backslash is PostgreSQL's default escape). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

const KEY_OF_CODE = new Map(Object.entries(RESOURCE_TYPES).map(([key, t]) => [t.code, key as ResourceTypeKey]))
const ORDER_OF_CODE = new Map(Object.values(RESOURCE_TYPES).map((t, i) => [t.code, i]))

export interface SearchInput {
  siteId: number
  lang: string
  keyword: string
  /** CONTENT_TYPE_* code: only this type; undefined: every type */
  code?: string
  offset: number
  limit: number
}

export interface SearchHit {
  resourceType: string
  resourceId: number
  /** RESOURCE_TYPES key */
  type: string
  title: string
  summary: string
  cover: string
  highlight: Array<{ text: string; hit: boolean }>
  longitude: number | null
  latitude: number | null
}

export interface SearchGroup {
  type: string
  resourceType: string
  count: number
}

function matchOf(keyword: string): { match: SQL; rank: SQL<number> } {
  const whole = normalizeKeyword(keyword).toLowerCase()
  const contains = `%${escapeLike(whole)}%`
  const pieces = keywordPieces(keyword).map((p) => like(d.terms, `% ${escapeLike(p)} %`))
  const match = or(ilike(d.title, contains), ilike(d.terms, contains), ...(pieces.length ? [and(...pieces)!] : []))!
  const rank = sql<number>`case when lower(${d.title}) = ${whole} then 0 when ${d.title} ilike ${contains} then 1 else 2 end`
  return { match, rank }
}

export async function searchDocuments(
  db: Database,
  input: SearchInput,
): Promise<{ hits: SearchHit[]; total: number; groups: SearchGroup[] }> {
  const { match, rank } = matchOf(input.keyword)
  const scope = and(eq(d.siteId, input.siteId), eq(d.lang, input.lang), match)!
  const groupRows = await db.select({ code: d.resourceType, n: count() }).from(d).where(scope).groupBy(d.resourceType)
  const groups = groupRows
    .map((g) => ({ type: KEY_OF_CODE.get(g.code) ?? g.code, resourceType: g.code, count: g.n }))
    .sort((a, b) => (ORDER_OF_CODE.get(a.resourceType) ?? 99) - (ORDER_OF_CODE.get(b.resourceType) ?? 99))
  const total = input.code ? (groups.find((g) => g.resourceType === input.code)?.count ?? 0) : groups.reduce((s, g) => s + g.count, 0)
  if (total === 0 || input.offset >= total) return { hits: [], total, groups }
  // the display columns only: `terms` is the largest column and the page never shows it
  const rows = await db
    .select({
      resourceType: d.resourceType,
      resourceId: d.resourceId,
      title: d.title,
      summary: d.summary,
      cover: d.cover,
      longitude: d.longitude,
      latitude: d.latitude,
    })
    .from(d)
    .where(input.code ? and(scope, inArray(d.resourceType, [input.code])) : scope)
    .orderBy(asc(rank), desc(d.weight), asc(d.resourceType), desc(d.resourceId))
    .limit(input.limit)
    .offset(input.offset)
  const hits = rows.map((r) => ({
    resourceType: r.resourceType,
    resourceId: r.resourceId,
    type: KEY_OF_CODE.get(r.resourceType) ?? r.resourceType,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    highlight: highlightSegments(r.title, input.keyword),
    longitude: r.longitude,
    latitude: r.latitude,
  }))
  return { hits, total, groups }
}
