/**
 * The heritage calls (src/core/heritage/contract.ts, docs/contract-heritage.md): every list paged
 * variant (a), every detail `?id=` (another site's id or another kind's: not found), public and
 * cached under the `heritage` tag; a detail read by a logged-in visitor carries their like /
 * collection / follow state and runs uncached (places' optionalViewer rule).
 *   res/api/heritage/list             level?, category?, regionCode?, keyword?
 *   res/api/heritageSuccessor/list    projectId?, level?, keyword?
 *   res/api/heritageExperience/list   projectId?   (empty on sites hiding the bases)
 *   res/api/heritageInheritance/list  projectId?   (idem)
 *   res/api/heritageFood|News|Video|Audio/list   projectId?
 */
import { and, asc, desc, eq, like, or, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { TSchema } from 'typebox'
import type { HeritageBaseKind, HeritageEntryKind, HeritageLevel } from '../../../../src/core/heritage/contract'
import {
  HERITAGE_CATEGORIES,
  HERITAGE_LEVELS,
  isHeritageCategory,
  isHeritageLevel,
  showsHeritageBases,
} from '../../../../src/core/heritage/rules'
import { isRegionCode, regionPrefix } from '../../../../src/core/places/region'
import { heritageBases, heritageEntries, heritageProjects, heritageSuccessors } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, optionalId, single, type Fields } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, PageQuery, PagedAEnvelope, routeSchema, Text } from '../../http/schema'
import { optionalViewer, statusOf } from '../places/viewer'
import * as v from './views'

export const HERITAGE_TAG = 'heritage'
const cached = { cache: { tags: [HERITAGE_TAG] } }
const KEYWORD_MAX = 30
const Q = (names: string[]) => Object.fromEntries(names.map((n) => [n, Text({ maxLength: 40 })]))

/** a LIKE pattern matching `text` anywhere, its own % _ and \ taken literally */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function detailId(request: FastifyRequest): number {
  const raw = single(fieldsOf(request), 'id')
  if (!raw) throw badInput('resource.idRequired')
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badInput('resource.badId', { id: raw.slice(0, 20) })
  return Number(raw)
}

function levelOf(fields: Fields): HeritageLevel | undefined {
  const level = single(fields, 'level')
  if (!level) return undefined
  if (!isHeritageLevel(level)) throw badInput('field.enum', { field: 'level', values: HERITAGE_LEVELS.join(', ') })
  return level
}

function keywordOf(fields: Fields): string {
  const keyword = single(fields, 'keyword').trim()
  if (keyword.length > KEYWORD_MAX) throw badInput('field.tooLong', { field: 'keyword', limit: KEYWORD_MAX })
  return keyword
}

/** The names of projects by id, for rows that show the project they belong to. */
async function projectNames(app: FastifyInstance, siteId: number, ids: Array<number | null>): Promise<Map<number, string>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))]
  if (wanted.length === 0) return new Map()
  const rows = await app.db
    .select({ id: heritageProjects.id, name: heritageProjects.name })
    .from(heritageProjects)
    .where(and(eq(heritageProjects.siteId, siteId), sql`${heritageProjects.id} in ${wanted}`))
  return new Map(rows.map((r) => [r.id, r.name]))
}

type SiteTable = PgTable & { id: AnyPgColumn; siteId: AnyPgColumn }

/** One page of `table` on this site under `where`, viewed with the names of their projects. */
async function page<T extends SiteTable>(
  app: FastifyInstance,
  request: FastifyRequest,
  table: T,
  where: Array<SQL | undefined>,
  order: SQL[],
  view: (row: T['$inferSelect'], names: Map<number, string>) => unknown,
) {
  const fields = fieldsOf(request)
  const { offset, pageSize } = pageOf(fields)
  const condition = and(eq(table.siteId, request.site.id), ...where)
  const rows = (await app.db
    .select()
    .from(table as PgTable)
    .where(condition)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset)) as Array<T['$inferSelect'] & { projectId?: number | null }>
  const n = await app.db.$count(table as PgTable, condition)
  const names = await projectNames(
    app,
    request.site.id,
    rows.map((r) => r.projectId ?? null),
  )
  return pagedA(
    request,
    rows.map((r) => view(r, names)),
    n,
    pageSize,
  )
}

/** One row of `table` on this site with `id` (and the extra condition), else not found. */
async function one<T extends SiteTable>(app: FastifyInstance, request: FastifyRequest, table: T, extra?: SQL): Promise<T['$inferSelect']> {
  const id = detailId(request)
  const [row] = await app.db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.siteId, request.site.id), extra))
    .limit(1)
  if (!row) throw notFound('resource.notFound', { id })
  return row as T['$inferSelect']
}

const listOpts = (query: string[], item: TSchema): RouteShorthandOptions => ({
  schema: routeSchema({ query: { ...Q(query), ...PageQuery }, response: PagedAEnvelope(item) }),
  config: cached,
})
const detailOpts = (item: TSchema, personal: boolean): RouteShorthandOptions => ({
  schema: routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(item) }),
  config: personal ? { cache: { ...cached.cache, loggedInUncached: true } } : cached,
  ...(personal ? { onRequest: optionalViewer } : {}),
})

function projectRoutes(app: FastifyInstance): void {
  const t = heritageProjects
  app.get('/api/res/api/heritage/list', listOpts(['level', 'category', 'regionCode', 'keyword'], v.ProjectItem), async (request) => {
    const fields = fieldsOf(request)
    const where: Array<SQL | undefined> = []
    const level = levelOf(fields)
    if (level) where.push(eq(t.level, level))
    const category = single(fields, 'category')
    if (category) {
      if (!isHeritageCategory(category)) throw badInput('field.enum', { field: 'category', values: HERITAGE_CATEGORIES.join(', ') })
      where.push(eq(t.category, category))
    }
    const region = single(fields, 'regionCode')
    if (region) {
      if (!isRegionCode(region)) throw badInput('places.badRegion', { value: region.slice(0, 20) })
      where.push(like(t.regionCode, `${regionPrefix(region)}%`))
    }
    const keyword = keywordOf(fields)
    if (keyword) where.push(or(sql`${t.name} ILIKE ${contains(keyword)}`, sql`${t.summary} ILIKE ${contains(keyword)}`))
    return page(app, request, t, where, [desc(t.sort), asc(t.id)], (r) => v.toProject(r, request))
  })
  app.get('/api/res/api/heritage/detail', detailOpts(v.ProjectDetail, true), async (request) => {
    const row = await one(app, request, t)
    const n = await app.db.$count(
      heritageSuccessors,
      and(eq(heritageSuccessors.projectId, row.id), eq(heritageSuccessors.siteId, request.site.id)),
    )
    return ok(request, v.toProjectDetail(row, request, n, await statusOf(request, v.CODES.project, row.id)))
  })
}

function successorRoutes(app: FastifyInstance): void {
  const t = heritageSuccessors
  app.get('/api/res/api/heritageSuccessor/list', listOpts(['projectId', 'level', 'keyword'], v.SuccessorItem), async (request) => {
    const fields = fieldsOf(request)
    const projectId = optionalId(fields, 'projectId')
    const level = levelOf(fields)
    const keyword = keywordOf(fields)
    const where = [
      projectId ? eq(t.projectId, projectId) : undefined,
      level ? eq(t.level, level) : undefined,
      keyword ? sql`${t.name} ILIKE ${contains(keyword)}` : undefined,
    ]
    return page(app, request, t, where, [desc(t.sort), asc(t.id)], (r, names) => v.toSuccessor(r, names.get(r.projectId) ?? ''))
  })
  app.get('/api/res/api/heritageSuccessor/detail', detailOpts(v.SuccessorDetail, true), async (request) => {
    const row = await one(app, request, t)
    const names = await projectNames(app, request.site.id, [row.projectId])
    return ok(request, v.toSuccessorDetail(row, names.get(row.projectId) ?? '', await statusOf(request, v.CODES.successor, row.id)))
  })
}

const BASE_APIS: Record<HeritageBaseKind, string> = { EXPERIENCE: 'heritageExperience', INHERITANCE: 'heritageInheritance' }

function baseRoutes(app: FastifyInstance): void {
  const t = heritageBases
  for (const [kind, api] of Object.entries(BASE_APIS) as Array<[HeritageBaseKind, string]>) {
    const code = kind === 'EXPERIENCE' ? v.CODES.experience : v.CODES.inheritance
    app.get(`/api/res/api/${api}/list`, listOpts(['projectId'], v.BaseItem), async (request) => {
      const projectId = optionalId(fieldsOf(request), 'projectId')
      // the site's version hides the bases (src/core/heritage/rules.ts): none to list
      const shown = showsHeritageBases(request.site.config)
      const where = [eq(t.kind, kind), projectId ? eq(t.projectId, projectId) : undefined, shown ? undefined : sql`false`]
      return page(app, request, t, where, [desc(t.sort), asc(t.id)], (r, names) => v.toBase(r, names.get(r.projectId ?? 0) ?? ''))
    })
    app.get(`/api/res/api/${api}/detail`, detailOpts(v.BaseDetail, true), async (request) => {
      const shown = showsHeritageBases(request.site.config)
      const row = await one(app, request, t, and(eq(t.kind, kind), shown ? undefined : sql`false`))
      const names = await projectNames(app, request.site.id, [row.projectId])
      return ok(request, v.toBaseDetail(row, names.get(row.projectId ?? 0) ?? '', await statusOf(request, code, row.id)))
    })
  }
}

export const ENTRY_APIS: Record<HeritageEntryKind, string> = {
  FOOD: 'heritageFood',
  NEWS: 'heritageNews',
  VIDEO: 'heritageVideo',
  AUDIO: 'heritageAudio',
}

function entryRoutes(app: FastifyInstance): void {
  const t = heritageEntries
  for (const [kind, api] of Object.entries(ENTRY_APIS) as Array<[HeritageEntryKind, string]>) {
    app.get(`/api/res/api/${api}/list`, listOpts(['projectId'], v.EntryItem), async (request) => {
      const projectId = optionalId(fieldsOf(request), 'projectId')
      const where = [eq(t.kind, kind), projectId ? eq(t.projectId, projectId) : undefined]
      return page(app, request, t, where, [desc(t.publishTime), asc(t.id)], (r, names) => v.toEntry(r, names.get(r.projectId ?? 0) ?? ''))
    })
    app.get(`/api/res/api/${api}/detail`, detailOpts(v.EntryDetail, false), async (request) => {
      const row = await one(app, request, t, eq(t.kind, kind))
      const names = await projectNames(app, request.site.id, [row.projectId])
      return ok(request, v.toEntryDetail(row, names.get(row.projectId ?? 0) ?? ''))
    })
  }
}

export async function heritageRoutes(app: FastifyInstance): Promise<void> {
  projectRoutes(app)
  successorRoutes(app)
  baseRoutes(app)
  entryRoutes(app)
}
