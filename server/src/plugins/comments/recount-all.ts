/**
 * Every commentNum recounted from the published comments at once (the demo seeder's last comment
 * step): a detail's count and its comment list's total are then the same rows, whatever count a
 * seed table wrote. One UPDATE per table of the targets in plugins/places/interactions.ts (places,
 * news, heritage, stories, activities); the codes sharing a table are counted together, as a
 * resource id is unique within its table. Live changes recount one resource (counters.ts).
 */
import { and, eq, getTableColumns, getTableName, inArray, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Database } from '../../db/database'
import { comments } from '../../db/schema'
import { allTargets } from '../places/interactions'

export async function recountAllComments(db: Database): Promise<void> {
  const byTable = new Map<PgTable, { codes: string[]; column: AnyPgColumn; key: string }>()
  for (const [code, target] of allTargets()) {
    const counter = target.counters.comment
    if (!counter) continue
    const entry = byTable.get(target.table) ?? { codes: [], ...counter, column: counter.column }
    entry.codes.push(code)
    byTable.set(target.table, entry)
  }
  for (const [table, { codes, key }] of byTable) {
    const columns = getTableColumns(table) as Record<string, AnyPgColumn>
    // the outer row's columns written out with their table (inside the subquery a bare name would be comments')
    const outer = (column: AnyPgColumn) => sql`${sql.identifier(getTableName(table))}.${sql.identifier(column.name)}`
    const count: SQL = sql`(select count(*)::int from ${comments} where ${and(
      sql`${comments.siteId} = ${outer(columns.siteId)}`,
      sql`${comments.resourceId} = ${outer(columns.id)}`,
      inArray(comments.resourceType, codes),
      eq(comments.state, 'published'),
    )})`
    await db.update(table).set({ [key]: count } as never)
  }
}
