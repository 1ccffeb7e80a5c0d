/**
 * Read-only, site-scoped resources (news, later scenic spots, venues, hotels...): one call
 * registers the list routes (paged variant a, b or c, or a plain list) and the detail route of a
 * table with `id` and `siteId` columns. The rules live here once:
 *   - only the request's site is read: another site's id answers "not found", never its row;
 *   - filters are short codes (letters, digits, - and _), each given at most once;
 *   - paging by http/paging.ts, ids positive whole numbers;
 *   - every route is public and carries the cache tag (the cache plugin reads config.cache).
 *
 *   siteResource(app, {
 *     prefix: '/api/res/api/scenic', tag: 'content', table: scenics,
 *     orderBy: [desc(scenics.sort), desc(scenics.id)],
 *     filters: { regionCode: (v) => eq(scenics.regionCode, v) },
 *     lists: { list: { item: ScenicItem, view: toScenic } },
 *     detail: { item: ScenicDetail, view: toScenicDetail },
 *   })
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import { ok, okList, pagedBuilders, type PagedVariant } from './envelope'
import { badInput, fieldsOf, notFound, single, type Fields } from './fields'
import { pageOf } from './paging'
import { DataEnvelope, ListEnvelope, PagedEnvelope, PageQuery, routeSchema, Text } from './schema'

/** Filter values are identifiers; anything else is a typo or an attack. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,40}$/

type SiteTable = PgTable & { id: AnyPgColumn; siteId: AnyPgColumn }
type View<Row> = (row: Row, request: FastifyRequest) => unknown

export interface ListRoute<Row> {
  /** paged variant, or 'plain' for a whole (short) list as `datas` */
  variant?: PagedVariant | 'plain'
  item: TSchema
  view: View<Row>
}

export interface SiteResourceOptions<T extends SiteTable> {
  /** e.g. '/api/res/api/content' */
  prefix: string
  /** cache tag of every route (http/cache) */
  tag: string
  table: T
  orderBy: SQL[] | AnyPgColumn[]
  /** optional query filters: value (validated code) → condition, undefined = no condition */
  filters?: Record<string, (value: string) => SQL | undefined>
  /** list routes by path under prefix */
  lists: Record<string, ListRoute<T['$inferSelect']>>
  detail?: { path?: string; item: TSchema; view: View<T['$inferSelect']> }
  /** message keys of the detail route (server.json); defaults are generic */
  messages?: { idRequired?: string; badId?: string; notFound?: string }
  /** a condition every route adds (e.g. only published rows); undefined = none */
  where?: (request: FastifyRequest) => SQL | undefined
}

function idOf(fields: Fields, messages: Required<NonNullable<SiteResourceOptions<SiteTable>['messages']>>): number {
  const raw = single(fields, 'id')
  if (!raw) throw badInput(messages.idRequired)
  if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) throw badInput(messages.badId, { id: raw })
  return Number(raw)
}

export function siteResource<T extends SiteTable>(app: FastifyInstance, opts: SiteResourceOptions<T>): void {
  type Row = T['$inferSelect']
  const { table } = opts
  const config = { cache: { tags: [opts.tag] } }
  const filterQuery = Object.fromEntries(Object.keys(opts.filters ?? {}).map((name) => [name, Text()]))
  const messages = { idRequired: 'resource.idRequired', badId: 'resource.badId', notFound: 'resource.notFound', ...opts.messages }

  /** The site, then the filters the caller gave. */
  function where(request: FastifyRequest, fields: Fields): SQL {
    const parts: SQL[] = [eq(table.siteId, request.site.id)]
    const always = opts.where?.(request)
    if (always) parts.push(always)
    for (const [name, condition] of Object.entries(opts.filters ?? {})) {
      const value = single(fields, name)
      if (!value) continue
      if (!CODE_PATTERN.test(value)) throw badInput('field.code', { field: name })
      const part = condition(value)
      if (part) parts.push(part)
    }
    return and(...parts)!
  }

  for (const [path, list] of Object.entries(opts.lists)) {
    const variant = list.variant ?? 'a'
    const plain = variant === 'plain'
    const schema = routeSchema({
      query: plain ? filterQuery : { ...filterQuery, ...PageQuery },
      response: plain ? ListEnvelope(list.item) : PagedEnvelope[variant](list.item),
    })
    app.get(`${opts.prefix}/${path}`, { schema, config }, async (request) => {
      const fields = fieldsOf(request)
      const condition = where(request, fields)
      const view = (r: Row) => list.view(r, request)
      const query = app.db
        .select()
        .from(table as PgTable)
        .where(condition)
        .orderBy(...opts.orderBy)
        .$dynamic()
      if (plain) return okList(request, ((await query) as Row[]).map(view))
      const { offset, pageSize } = pageOf(fields)
      const rows = (await query.limit(pageSize).offset(offset)) as Row[]
      const n = await app.db.$count(table as PgTable, condition)
      return pagedBuilders[variant](request, rows.map(view), n, pageSize)
    })
  }

  const detail = opts.detail
  if (!detail) return
  const schema = routeSchema({ query: { id: Text({ maxLength: 20 }) }, response: DataEnvelope(detail.item) })
  app.get(`${opts.prefix}/${detail.path ?? 'detail'}`, { schema, config }, async (request) => {
    const id = idOf(fieldsOf(request), messages)
    const [row] = (await app.db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), eq(table.siteId, request.site.id), opts.where?.(request)))
      .limit(1)) as Row[]
    if (!row) throw notFound(messages.notFound, { id })
    return ok(request, detail.view(row, request))
  })
}
