/**
 * The caller's own rows (addresses, contacts, later tickets and bookings): one call registers
 *   GET  <prefix>/list    currPage, pageSize → paged variant (a), newest first unless orderBy says
 *   GET  <prefix>/detail  id
 *   POST <prefix>/save    {id?, ...}: id = update of an own row, else create (at most maxRows)
 *   POST <prefix>/delete  {id}
 * inside a login-only context (auth-scope.ts). Rules once: another user's id answers "not found"
 * (code 400 with the record-not-found message, as the app has always been told), every input
 * rule is checked before anything is written, and a save is one transaction.
 *
 *   ownedRows(app, {
 *     prefix: '/api/user/api/receiveAddress', table: receiveAddresses, item: AddressItem,
 *     view: (row) => ({ id: row.id, ... }),
 *     input: { name: Text(), phone: Text() },
 *     parse: (fields) => ({ name: requireText(fields, 'name', 30), ... }),
 *     maxRows: { limit: 20, messageKey: 'account:address.tooMany' },
 *   })
 */
import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TSchema } from 'typebox'
import type { Database } from '../db/database'
import { authenticated } from './auth-scope'
import { ok, pagedA } from './envelope'
import { badInput, fieldsOf, optionalId, requireId, type Fields } from './fields'
import { pageOf } from './paging'
import { Body, DataEnvelope, PagedAEnvelope, PageQuery, Refusal, routeSchema, Text } from './schema'

type OwnedTable = PgTable & { id: AnyPgColumn; userId: AnyPgColumn; createdAt: AnyPgColumn }
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0]

export interface OwnedRowsOptions<T extends OwnedTable> {
  prefix: string
  table: T
  item: TSchema
  view: (row: T['$inferSelect'], request: FastifyRequest) => unknown
  orderBy?: Array<SQL | AnyPgColumn>
  /** save body fields, for validation and the docs */
  input: Record<string, TSchema>
  /** the save form (default fieldsOf; e.g. decryptSent for SM4-encrypted fields) */
  read?: (request: FastifyRequest) => Fields
  /** every input rule; the column values to write (no user id, no creation time) */
  parse: (fields: Fields, request: FastifyRequest) => Partial<T['$inferInsert']> | Promise<Partial<T['$inferInsert']>>
  /** in the save transaction before the write: cross-row rules (one default, no duplicates) */
  beforeWrite?: (tx: Transaction, write: { userId: number; id: number | null; values: Partial<T['$inferInsert']> }) => Promise<void>
  maxRows?: { limit: number; messageKey: string }
  notFoundKey?: string
  /** after a save or delete was written (cache invalidation, search index); its failure is the caller's 500 */
  afterWrite?: (request: FastifyRequest, row: T['$inferSelect']) => Promise<void>
  afterDelete?: (request: FastifyRequest, row: T['$inferSelect']) => Promise<void>
}

export async function ownedRows<T extends OwnedTable>(app: FastifyInstance, opts: OwnedRowsOptions<T>): Promise<void> {
  type Row = T['$inferSelect']
  const table = opts.table as OwnedTable
  const notFoundKey = opts.notFoundKey ?? 'account:common.notFound'
  const mine = (request: FastifyRequest) => eq(table.userId, request.user!.id)
  const idQuery = { id: Text({ maxLength: 20 }) }

  const own = async (request: FastifyRequest, id: number): Promise<Row> => {
    const [row] = await app.db
      .select()
      .from(table as PgTable)
      .where(and(eq(table.id, id), mine(request)))
      .limit(1)
    if (!row) throw badInput(notFoundKey, { id })
    return row as Row
  }

  await authenticated(app, (scope) => {
    scope.get(
      `${opts.prefix}/list`,
      { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(opts.item) }) },
      async (request) => {
        const { offset, pageSize } = pageOf(fieldsOf(request))
        const rows = await app.db
          .select()
          .from(table as PgTable)
          .where(mine(request))
          .orderBy(...(opts.orderBy ?? [desc(table.id)]))
          .limit(pageSize)
          .offset(offset)
        const n = await app.db.$count(table as PgTable, mine(request))
        return pagedA(
          request,
          rows.map((r) => opts.view(r as Row, request)),
          n,
          pageSize,
        )
      },
    )

    scope.get(`${opts.prefix}/detail`, { schema: routeSchema({ query: idQuery, response: DataEnvelope(opts.item) }) }, async (request) =>
      ok(request, opts.view(await own(request, requireId(fieldsOf(request))), request)),
    )

    scope.post(
      `${opts.prefix}/save`,
      { schema: { ...routeSchema({ response: DataEnvelope(opts.item) }), body: Body({ id: Text({ maxLength: 20 }), ...opts.input }) } },
      async (request) => {
        const fields = (opts.read ?? fieldsOf)(request)
        const id = optionalId(fields)
        const values = await opts.parse(fields, request)
        if (id) await own(request, id)
        const userId = request.user!.id
        const saved = await app.db.transaction(async (tx) => {
          await opts.beforeWrite?.(tx, { userId, id, values })
          if (id) {
            const [row] = await tx
              .update(table)
              .set(values as never)
              .where(and(eq(table.id, id), eq(table.userId, userId)))
              .returning()
            return row
          }
          if (opts.maxRows) {
            const n = await tx.$count(table as PgTable, eq(table.userId, userId))
            if (n >= opts.maxRows.limit) throw badInput(opts.maxRows.messageKey, { limit: opts.maxRows.limit })
          }
          const [row] = await tx
            .insert(table)
            .values({ ...values, userId, createdAt: app.clock() } as never)
            .returning()
          return row
        })
        await opts.afterWrite?.(request, saved as Row)
        return ok(request, opts.view(saved as Row, request))
      },
    )

    scope.post(`${opts.prefix}/delete`, { schema: { ...routeSchema({ response: Refusal }), body: Body(idQuery) } }, async (request) => {
      const row = (await own(request, requireId(fieldsOf(request)))) as Row & { id: number }
      await app.db.delete(table).where(and(eq(table.id, row.id), mine(request)))
      await opts.afterDelete?.(request, row)
      return ok(request)
    })
  })
}
