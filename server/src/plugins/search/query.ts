/**
 * One search over search_documents of a site and language, in ONE statement: PGlite runs one
 * statement at a time, so under concurrent searches each round trip waits behind the others
 * (two statements per search doubled the queue; bench:api "search (uncached)").
 *
 * A document matches when its title holds the keyword (case folded), when its terms hold it, or
 * when its terms hold every word of the keyword as whole terms (大熊猫基地 → 大熊猫, 基地): matchOf.
 * Rank: the title is the keyword (0), the title holds it (1), the terms do (2); then weight.
 * The matching documents are read once (keys and rank only, MATERIALIZED); the per-type counts
 * and the page come from that set, and only the page's rows read their display columns.
 * Indexes: (site_id, lang) narrows to one site's language; the GIN index on the terms as an array
 * (migration 0013) finds the documents holding the keyword's terms; the trigram indexes of
 * migration 0005 serve Latin keywords of three characters and more on PostgreSQL.
 */
import { and, like, or, sql, type SQL } from 'drizzle-orm'
import { RESOURCE_TYPES, resourceTypeKeyOf } from '../../../../src/core/resource-types'
import { highlightSegments, keywordPieces, normalizeKeyword } from '../../../../src/core/search/terms'
import type { Database } from '../../db/database'
import { searchDocuments as d } from '../../db/schema'

/** LIKE's own characters taken literally (backslash is PostgreSQL's default escape). */
const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

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

const HAN_RUN = /\p{Script=Han}+/gu

/** The two-character pieces of the keyword's Chinese runs: a document holding the keyword holds every one as a term. */
function keywordBigrams(keyword: string): string[] {
  const out = new Set<string>()
  for (const run of keyword.match(HAN_RUN) ?? []) {
    const chars = [...run]
    for (let i = 0; i + 1 < chars.length; i++) out.add(chars[i] + chars[i + 1])
  }
  return [...out]
}

/** the terms as an array of whole terms: the expression of the index search_documents_terms_array_idx */
const termArray = sql`string_to_array(btrim(${d.terms}), ' ')`
// ARRAY[$1, $2...]: one bound text a term, the same on every driver (no array literal to quote)
const holdsAll = (terms: string[]) =>
  sql`${termArray} @> array[${sql.join(
    terms.map((t) => sql`${t}::text`),
    sql`, `,
  )}]`

const overlaps = (terms: string[]) =>
  sql`${termArray} && array[${sql.join(
    terms.map((t) => sql`${t}::text`),
    sql`, `,
  )}]`

/**
 * The condition and rank of a keyword. A document matches when
 *  - its title holds the keyword (case folded), or its terms do (stored lowercase: a plain LIKE);
 *  - or its terms hold every word of the keyword as a whole term (大熊猫基地 → 大熊猫, 基地).
 * Ahead of both, one condition the GIN index answers, which every match fulfils (the index rule of
 * src/core/search/terms.ts: a text's Chinese runs give all their two-character pieces as terms):
 * the two-character pieces of the keyword's words (any word held whole, or the keyword held, holds
 * them), else, when its words are single characters (江, 堰), at least one of the keyword's pieces
 * or words. A keyword without two Chinese characters in a row (a Latin word, one character) reads
 * the site's documents (on PostgreSQL the trigram indexes serve three characters and more).
 */
export function matchOf(keyword: string): { match: SQL; rank: SQL<number> } {
  const whole = normalizeKeyword(keyword).toLowerCase()
  const contains = `%${escapeLike(whole)}%`
  const inTitle = sql`${d.title} ilike ${contains}`
  const pairs = keywordBigrams(whole)
  const pieces = keywordPieces(keyword)
  const required = [...new Set(pieces.flatMap(keywordBigrams))]
  const candidates = required.length ? holdsAll(required) : pairs.length ? overlaps([...new Set([...pairs, ...pieces])]) : undefined
  const wholeTerms = pieces.map((p) => like(d.terms, `% ${escapeLike(p)} %`))
  const rule = or(inTitle, like(d.terms, contains), ...(wholeTerms.length ? [and(...wholeTerms)!] : []))!
  const match = candidates ? and(candidates, rule)! : rule
  const rank = sql<number>`case when lower(${d.title}) = ${whole} then 0 when ${inTitle} then 1 else 2 end`
  return { match, rank }
}

interface Row {
  groups: Array<{ code: string; n: number }> | string | null
  hits: Array<Omit<SearchHit, 'type' | 'highlight'>> | string | null
}

/** json columns: parsed by postgres-js and PGlite alike, but a driver may hand text */
const parsed = <T>(v: T | string | null): T | null => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

/** The one statement of a search: one row {groups, hits} (bench and EXPLAIN read it too). */
export function searchStatement(input: SearchInput): SQL {
  const { match, rank } = matchOf(input.keyword)
  const onlyType = input.code ? sql`where m.resource_type = ${input.code}` : sql``
  return sql`
    with m as materialized (
      select ${d.id} as id, ${d.resourceType} as resource_type, ${d.resourceId} as resource_id, ${d.weight} as weight, ${rank} as rank
      from ${d}
      where ${d.siteId} = ${input.siteId} and ${d.lang} = ${input.lang} and ${match}
    ),
    page as (
      select m.id, m.rank, m.weight, m.resource_type, m.resource_id from m ${onlyType}
      order by m.rank, m.weight desc, m.resource_type, m.resource_id desc
      limit ${input.limit} offset ${input.offset}
    )
    select
      (select json_agg(json_build_object('code', g.resource_type, 'n', g.n)) from (select resource_type, count(*)::int as n from m group by 1) g) as groups,
      (select json_agg(json_build_object(
          'resourceType', s.resource_type, 'resourceId', s.resource_id, 'title', s.title, 'summary', s.summary,
          'cover', s.cover, 'longitude', s.longitude, 'latitude', s.latitude)
        order by p.rank, p.weight desc, p.resource_type, p.resource_id desc)
       from page p join ${d} s on s.id = p.id) as hits`
}

export async function searchDocuments(
  db: Database,
  input: SearchInput,
): Promise<{ hits: SearchHit[]; total: number; groups: SearchGroup[] }> {
  const result = await db.execute(searchStatement(input))
  const [row] = ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Row[]
  const groups = (parsed(row?.groups) ?? [])
    .map((g) => ({ type: resourceTypeKeyOf(g.code) ?? g.code, resourceType: g.code, count: Number(g.n) }))
    .sort((a, b) => (ORDER_OF_CODE.get(a.resourceType) ?? 99) - (ORDER_OF_CODE.get(b.resourceType) ?? 99))
  const total = input.code ? (groups.find((g) => g.resourceType === input.code)?.count ?? 0) : groups.reduce((s, g) => s + g.count, 0)
  const hits = (parsed(row?.hits) ?? []).map((r) => ({
    resourceType: r.resourceType,
    resourceId: Number(r.resourceId),
    type: resourceTypeKeyOf(r.resourceType) ?? r.resourceType,
    title: r.title,
    summary: r.summary,
    cover: r.cover,
    highlight: highlightSegments(r.title, input.keyword),
    longitude: r.longitude ?? null,
    latitude: r.latitude ?? null,
  }))
  return { hits, total, groups }
}
