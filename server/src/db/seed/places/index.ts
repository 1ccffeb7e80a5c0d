/**
 * Demo places of every demo site (issue 10 "Demo data that looks real"): `seedDemoPlaces(db)`
 * runs at start (db/seed.ts) and fills the `places` table of each known site that has no place
 * yet, from the site's hand-written table (cd-city.ts, sc-province.ts, ...): a second start adds
 * and changes nothing. Search indexes these rows on its own start (plugins/search).
 * `seedManyPlaces(db, siteId, count)` bulk-inserts generated rows for paging benchmarks.
 */
import { eq, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../../database'
import { places, sites } from '../../schema'
import { buildPlaces, type DemoPlace, type SiteTable } from './build'
import { chengdu } from './cd-city'
import { greatWall } from './cc-greatwall'
import { dujiangyan } from './djy-scenic'
import { maoxian } from './mx-county'
import { sichuan } from './sc-province'
import { xinjiang } from './xj-region'
import { demoPicture } from '../../../plugins/demo-pictures/pictures'

export { PLACE_KINDS, type PlaceKind } from './defaults'
export type { DemoPlace, SiteTable } from './build'

/** the table of each demo site; ya-paused and beta-preview show Chengdu's places like cd-city */
export const DEMO_PLACE_TABLES: Record<string, SiteTable> = {
  'cd-city': chengdu,
  'intl-expo': chengdu,
  'ya-paused': chengdu,
  'beta-preview': chengdu,
  'sc-province': sichuan,
  'djy-scenic': dujiangyan,
  'xj-region': xinjiang,
  'mx-county': maoxian,
  'cc-greatwall': greatWall,
}

const built = new Map<SiteTable, DemoPlace[]>()

/** the demo places of a site code (built once), [] for a site without a table */
export function demoPlacesOf(siteCode: string): DemoPlace[] {
  const table = DEMO_PLACE_TABLES[siteCode]
  if (!table) return []
  let rows = built.get(table)
  if (!rows) {
    rows = buildPlaces(table)
    built.set(table, rows)
  }
  return rows
}

type NewPlace = typeof places.$inferInsert

function rowOf(siteId: number, p: DemoPlace, parentId: number | null): NewPlace {
  const { parent: _parent, ...fields } = p
  return { ...fields, siteId, parentId }
}

const COLUMNS = Object.entries(getTableColumns(places)).filter(([key]) => key !== 'id')

/**
 * One INSERT of many rows as a single JSON parameter (jsonb_populate_recordset): far faster than
 * thousands of bound parameters on PGlite, the same on PostgreSQL. Every column but id is given
 * (a value the row leaves out takes the column's default).
 */
async function insertJson(db: Database, rows: NewPlace[]): Promise<Array<{ id: number; type: string; name: string }>> {
  if (rows.length === 0) return []
  const json = rows.map((row) => {
    const record = row as Record<string, unknown>
    return Object.fromEntries(COLUMNS.map(([key, column]) => [column.name, record[key] ?? column.default ?? null]))
  })
  const names = sql.raw(COLUMNS.map(([, column]) => `"${column.name}"`).join(', '))
  const result = await db.execute(
    sql`INSERT INTO places (${names}) SELECT ${names} FROM jsonb_populate_recordset(NULL::places, ${JSON.stringify(json)}::jsonb) RETURNING id, type, name`,
  )
  return ((result as { rows?: unknown[] }).rows ?? (result as unknown as unknown[])) as Array<{ id: number; type: string; name: string }>
}

/** Inserts one site's demo places: parents first (their ids), then children. */
async function insertSite(db: Database, siteId: number, rows: DemoPlace[]): Promise<void> {
  const ids = new Map<string, number>()
  const inserted = await insertJson(
    db,
    rows.filter((p) => !p.parent).map((p) => rowOf(siteId, p, null)),
  )
  for (const r of inserted) ids.set(`${r.type}:${r.name}`, r.id)
  await insertJson(
    db,
    rows
      .filter((p) => p.parent)
      .map((p) => {
        const parentId = ids.get(p.parent!)
        if (parentId === undefined) throw new Error(`demo place ${p.name}: parent ${p.parent} not inserted`)
        return rowOf(siteId, p, parentId)
      }),
  )
}

/** Demo places for every site in the database that has a table and no place yet. */
export async function seedDemoPlaces(db: Database): Promise<void> {
  for (const site of await db.select({ id: sites.id, siteCode: sites.siteCode }).from(sites)) {
    const rows = demoPlacesOf(site.siteCode)
    if (rows.length === 0) continue
    const n = await db.$count(places, eq(places.siteId, site.id))
    if (n > 0) continue
    await db.transaction(async (tx) => insertSite(tx as unknown as Database, site.id, rows))
  }
}

const BENCH_SCENES = ['mountain', 'lake', 'river', 'pagoda', 'garden', 'snowpeak'] as const

/**
 * `count` generated SCENERY places for site `siteId` (paging benchmarks: "lists of 10,000 items
 * page without slowing"), inserted 1,000 a statement; answers how many were inserted. Names are
 * numbered, positions spread around Chengdu, sort descending so the newest come first.
 */
export async function seedManyPlaces(db: Database, siteId: number, total: number, type = 'SCENERY'): Promise<number> {
  const batch = 1000
  for (let start = 0; start < total; start += batch) {
    const rows: NewPlace[] = []
    for (let i = start; i < Math.min(total, start + batch); i++) {
      const cover = demoPicture(BENCH_SCENES[i % BENCH_SCENES.length], i % 48)
      rows.push({
        siteId,
        type,
        name: `压测景点 ${i + 1}`,
        summary: `第 ${i + 1} 个压测数据`,
        intro: '压测数据。',
        cover,
        images: [{ url: cover, description: '' }],
        regionCode: '510100',
        address: `四川省成都市压测路 ${i + 1} 号`,
        longitude: 103.9 + ((i * 37) % 400) / 1000,
        latitude: 30.5 + ((i * 53) % 300) / 1000,
        openHours: '08:30-18:00',
        price: '¥60',
        level: ['5A', '4A', '3A'][i % 3],
        tags: ['压测'],
        capacity: 10_000,
        visitors: (i * 97) % 10_000,
        likeNum: (i * 13) % 5000,
        collectionNum: (i * 7) % 1000,
        sort: -i,
      })
    }
    await insertJson(db, rows)
  }
  return total
}
