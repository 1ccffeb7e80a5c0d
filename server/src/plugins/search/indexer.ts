/**
 * The search index (table search_documents): one document per searchable resource and site
 * language, built from `places` (every place type) and `contents` (news). Terms come from the
 * shared text rule (src/core/search/terms.ts). Writers of places or news call
 * `reindexResource(app, siteId, resourceType, id)` after a change; `reindexSite` rebuilds a site.
 */
import { and, count, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { RESOURCE_TYPES, resourceTypeOf, type ResourceTypeKey } from '../../../../src/core/resource-types'
import { termsText } from '../../../../src/core/search/terms'
import type { Database } from '../../db/database'
import { contents, places, searchDocuments, sites } from '../../db/schema'
import { DEFAULT_LANGUAGE, toAppLanguage, type AppLanguage } from '../../http/i18n'

/** the cache tag of res/api/es/search: dropped whenever documents change */
export const SEARCH_TAG = 'search'
const NEWS_CODE = RESOURCE_TYPES.NEWS.code
const BATCH = 200

type Doc = typeof searchDocuments.$inferInsert
type Place = typeof places.$inferSelect
type Content = typeof contents.$inferSelect

/** RESOURCE_TYPES key or CONTENT_TYPE_* code → the code; undefined for neither. */
export function codeOf(type: string): string | undefined {
  if (Object.hasOwn(RESOURCE_TYPES, type)) return RESOURCE_TYPES[type as ResourceTypeKey].code
  return resourceTypeOf(type)?.code
}

/** The site's languages as app languages, its default first (documents exist in each). */
async function siteLanguages(db: Database, siteId: number): Promise<AppLanguage[]> {
  const [site] = await db.select({ config: sites.config }).from(sites).where(eq(sites.id, siteId))
  if (!site) return []
  const all = [site.config.defaultLanguage, ...(site.config.languages ?? [])].map((l) => toAppLanguage(l))
  const langs = [...new Set(all.filter((l): l is AppLanguage => l !== undefined))]
  return langs.length ? langs : [DEFAULT_LANGUAGE]
}

function placeDocs(p: Place, langs: AppLanguage[], now: Date): Doc[] {
  const code = codeOf(p.type)
  if (!code) return []
  return langs.map((lang) => {
    const tr = p.translations[lang] ?? {}
    const title = tr.name || p.name
    const summary = tr.summary || p.summary
    return {
      siteId: p.siteId,
      resourceType: code,
      resourceId: p.id,
      lang,
      title,
      summary,
      cover: p.cover,
      longitude: p.longitude,
      latitude: p.latitude,
      // the Chinese name too, so a Chinese keyword finds the place in every language
      terms: termsText(title, p.name, summary, p.tags.join(' ')),
      weight: p.sort,
      updatedAt: now,
    }
  })
}

function contentDocs(c: Content, langs: AppLanguage[], now: Date): Doc[] {
  // news has one language (its own); every site language finds it
  return langs.map((lang) => ({
    siteId: c.siteId,
    resourceType: NEWS_CODE,
    resourceId: c.id,
    lang,
    title: c.title,
    summary: c.description,
    cover: c.imgUrl,
    longitude: null,
    latitude: null,
    terms: termsText(c.title, c.description),
    weight: 0,
    updatedAt: now,
  }))
}

export type SearchDoc = Doc

/**
 * Resources other capabilities own (heritage...): their CONTENT_TYPE_* codes, the documents of a
 * site (or of one resource, `one`), and how many resources of a site they index (one document per
 * resource and language), so ensureIndexed counts them too. Registered at start by the owner.
 */
export interface SearchSource {
  codes: readonly string[]
  docs: (db: Database, siteId: number, langs: AppLanguage[], now: Date, one?: { code: string; id: number }) => Promise<Doc[]>
  count: (db: Database, siteId: number) => Promise<number>
}
const SOURCES: SearchSource[] = []

export function registerSearchSource(source: SearchSource): void {
  if (!SOURCES.includes(source)) SOURCES.push(source)
}

async function insertDocs(db: Database, docs: Doc[]): Promise<void> {
  for (let i = 0; i < docs.length; i += BATCH) await db.insert(searchDocuments).values(docs.slice(i, i + BATCH))
}

/** Rebuilds every document of a site (one transaction: searches meanwhile see the old index). */
export async function reindexSite(app: FastifyInstance, siteId: number): Promise<number> {
  const langs = await siteLanguages(app.db, siteId)
  const now = app.clock()
  const [placeRows, contentRows] = await Promise.all([
    app.db.select().from(places).where(eq(places.siteId, siteId)),
    app.db.select().from(contents).where(eq(contents.siteId, siteId)),
  ])
  const docs = [...placeRows.flatMap((p) => placeDocs(p, langs, now)), ...contentRows.flatMap((c) => contentDocs(c, langs, now))]
  for (const source of SOURCES) docs.push(...(await source.docs(app.db, siteId, langs, now)))
  await app.db.transaction(async (tx) => {
    const t = tx as unknown as Database
    await t.delete(searchDocuments).where(eq(searchDocuments.siteId, siteId))
    await insertDocs(t, docs)
  })
  await analyze(app.db)
  await app.cache?.invalidate(SEARCH_TAG, siteId)
  return docs.length
}

/**
 * After a bulk change: moves the GIN terms index's pending entries into the index and refreshes the
 * planner's statistics. PGlite has no autovacuum: without this the planner takes a site's documents
 * for one row and sees the terms index as a long unsorted list, and reads every document of the
 * site instead of asking the index (the uncached search p99 of bench:api).
 */
async function analyze(db: Database): Promise<void> {
  await db.execute(sql`select gin_clean_pending_list('search_documents_terms_array_idx'::regclass)`)
  await db.execute(sql`analyze search_documents`)
}

/**
 * Brings one resource's documents up to date after it was added, changed or removed
 * (`resourceType`: RESOURCE_TYPES key or CONTENT_TYPE_* code). Gone or of another site: its
 * documents are removed.
 */
export async function reindexResource(app: FastifyInstance, siteId: number, resourceType: string, id: number): Promise<void> {
  const code = codeOf(resourceType)
  if (!code) return
  const langs = await siteLanguages(app.db, siteId)
  const now = app.clock()
  let docs: Doc[]
  const source = SOURCES.find((s) => s.codes.includes(code))
  if (source) {
    docs = await source.docs(app.db, siteId, langs, now, { code, id })
  } else if (code === NEWS_CODE) {
    const rows = await app.db
      .select()
      .from(contents)
      .where(and(eq(contents.id, id), eq(contents.siteId, siteId)))
    docs = rows.flatMap((c) => contentDocs(c, langs, now))
  } else {
    const rows = await app.db
      .select()
      .from(places)
      .where(and(eq(places.id, id), eq(places.siteId, siteId)))
    // a place whose type changed is indexed under its new type's code
    docs = rows.flatMap((p) => placeDocs(p, langs, now))
  }
  const codes = [...new Set([code, ...docs.map((d) => d.resourceType)])]
  await app.db.transaction(async (tx) => {
    const t = tx as unknown as Database
    await t
      .delete(searchDocuments)
      .where(and(eq(searchDocuments.siteId, siteId), eq(searchDocuments.resourceId, id), inArray(searchDocuments.resourceType, codes)))
    await insertDocs(t, docs)
  })
  await app.cache?.invalidate(SEARCH_TAG, siteId)
}

/**
 * At start-up (after every capability seeded): rebuilds the sites whose document count is not
 * what their places and news make, so a restart after new demo data, or an index from before
 * search existed, is brought up to date without rebuilding unchanged sites.
 */
export async function ensureIndexed(app: FastifyInstance): Promise<void> {
  for (const site of await app.db.select({ id: sites.id }).from(sites)) {
    const langs = await siteLanguages(app.db, site.id)
    const [[p], [c], [d]] = await Promise.all([
      app.db
        .select({ n: count() })
        .from(places)
        .where(and(eq(places.siteId, site.id), inArray(places.type, Object.keys(RESOURCE_TYPES)))),
      app.db.select({ n: count() }).from(contents).where(eq(contents.siteId, site.id)),
      app.db.select({ n: count() }).from(searchDocuments).where(eq(searchDocuments.siteId, site.id)),
    ])
    let owned = 0
    for (const source of SOURCES) owned += await source.count(app.db, site.id)
    if ((p.n + c.n + owned) * langs.length !== d.n) await reindexSite(app, site.id)
  }
  // an index no rebuild above touched gets statistics too (one from before they were kept)
  await analyze(app.db)
}
