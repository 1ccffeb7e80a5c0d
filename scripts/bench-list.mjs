#!/usr/bin/env node
/**
 * `npm run bench:list`: "lists of 10,000 items page without slowing" (issue 10). Builds the server
 * in this process on a throwaway database (a PGlite folder; with `--postgres`, a fresh database
 * created on DATABASE_URL's server and dropped after, as the server tests do),
 * seeds 10,000 generated scenic areas into cd-city (seedManyPlaces), then times page 1, page 100
 * and the last page of res/api/scenic/list, uncached (a parameter the route does not list skips
 * the response cache, server/README.md), and prints each figure with its ratio to page 1.
 * Target: the last page within 2x of page 1. It reports figures; it fails only on an error answer.
 *
 *   npm run bench:list [-- --count=10000 --runs=40 --postgres]
 * Run with tsx (package.json does: node --import tsx scripts/bench-list.mjs).
 */
import { buildApp } from '../server/src/app.ts'
import { seedManyPlaces } from '../server/src/db/seed/places/index.ts'
import { openTestDatabase } from '../server/src/testing/test-database.ts'
import { option } from './lib/bench-options.mjs'

const SITE = 'cd-city'
const PAGE_SIZE = 10

const count = option('count', 10_000)
const runs = option('runs', 40)
const postgres = process.argv.includes('--postgres')

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

async function main() {
  if (postgres && !process.env.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL')
  // openTestDatabase reads DATABASE_URL: PGlite unless --postgres, and never the database itself
  if (!postgres) process.env.DATABASE_URL = ''
  const database = await openTestDatabase()
  const app = await buildApp({ database, logger: false })
  try {
    await app.ready()
    const site = app.sites.get(SITE)
    if (!site) throw new Error(`no site ${SITE}`)
    const seededAt = performance.now()
    await seedManyPlaces(app.db, site.id, count)
    console.log(`bench:list  ${database.kind}, ${count} scenic areas seeded into ${SITE} in ${Math.round(performance.now() - seededAt)} ms`)

    const get = async (page) => {
      const url = `/api/res/api/scenic/list?siteCode=${SITE}&currPage=${page}&pageSize=${PAGE_SIZE}&bench=uncached`
      const res = await app.inject({ method: 'GET', url })
      const body = res.json()
      if (body.code !== 0) throw new Error(`${url} answered ${res.body.slice(0, 300)}`)
      return body
    }
    const first = await get(1)
    const last = first.page.totalPage
    const pages = [
      ['page 1', 1],
      ['page 100', 100],
      [`last page (${last})`, last],
    ]
    const rows = []
    for (const [name, page] of pages) {
      const body = await get(page) // warm-up, and the page is not empty
      if (body.datas.length === 0) throw new Error(`${name} is empty`)
      const times = []
      for (let i = 0; i < runs; i++) {
        const at = performance.now()
        await get(page)
        times.push(performance.now() - at)
      }
      times.sort((a, b) => a - b)
      rows.push({ name, median: percentile(times, 50), p95: percentile(times, 95) })
    }
    const table = [
      ['page', 'median ms', 'p95 ms', 'median / page 1'],
      ...rows.map((r) => [r.name, r.median.toFixed(2), r.p95.toFixed(2), (r.median / rows[0].median).toFixed(2)]),
    ]
    const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)))
    const line = (row) => row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ')
    console.log(
      [
        `${first.page.total} items, ${PAGE_SIZE} a page, ${runs} runs a page, uncached`,
        line(table[0]),
        widths.map((w) => '-'.repeat(w)).join('  '),
        ...table.slice(1).map(line),
      ].join('\n'),
    )
  } finally {
    await app.close()
    await database.close()
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e)
  process.exitCode = 1
})
