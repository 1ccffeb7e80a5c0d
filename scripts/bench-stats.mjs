#!/usr/bin/env node
/**
 * `npm run bench:stats`: records per second through the page-stay collector (issue 14, "a busy home
 * page does not slow down"). Builds the server in this process on a throwaway database (PGlite; with
 * `--postgres`, a fresh database on DATABASE_URL's server, dropped after), listens on a free port,
 * and sends form-encoded page-stay records to POST /api/analytics/collect with autocannon for
 * `--duration` seconds over `--connections` connections; then flushes the queue and checks that the
 * day total of the module equals the answered records. Prints the records/s answered, p99 latency,
 * and the records/s written (answered / (run + final flush)), next to /api/ping's req/s as the baseline. Fails only on error answers or a
 * count that does not match. The records come from 65,536 visitor addresses (X-Forwarded-For behind
 * TRUST_PROXY=1), as real traffic does: one address may add only so many records (STAT_LIMITS).
 *
 *   npm run bench:stats [-- --duration=10 --connections=50 --postgres]
 */
import autocannon from 'autocannon'
import { and, eq } from 'drizzle-orm'
import { buildApp } from '../server/src/app.ts'
import { statDaily } from '../server/src/db/schema/index.ts'
import { openTestDatabase } from '../server/src/testing/test-database.ts'
import { option } from './lib/bench-options.mjs'

const SITE = 'cd-city'

const duration = option('duration', 10)
const connections = option('connections', 50)
const postgres = process.argv.includes('--postgres')

const record = new URLSearchParams({
  site: SITE,
  project: 'WENLV_CLOUD',
  clientType: 'H5',
  status: '1',
  uniqueId: 'bench-visitor',
  regionCode: '510100',
  module: 'INDEX',
  special: '',
  region: '',
  path: '/index',
}).toString()

let visitor = 0
const nextVisitor = () => {
  visitor = (visitor + 1) % 65_536
  return `10.1.${visitor >> 8}.${visitor & 255}`
}

async function main() {
  if (postgres && !process.env.DATABASE_URL) throw new Error('--postgres needs DATABASE_URL')
  if (!postgres) process.env.DATABASE_URL = ''
  const database = await openTestDatabase()
  const app = await buildApp({ database, logger: false, maxInFlight: connections * 4, trustProxy: 1 })
  try {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const site = app.sites.get(SITE)
    if (!site) throw new Error(`no site ${SITE}`)
    const ping = await autocannon({ url: `${address}/api/ping?siteCode=${SITE}`, connections, duration: 2 })
    const started = performance.now()
    const result = await autocannon({
      url: `${address}/api/analytics/collect?siteCode=${SITE}`,
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: record,
      // each request from the next visitor address, so the per-address limit never drops a record here
      requests: [{ setupRequest: (request) => ({ ...request, headers: { ...request.headers, 'x-forwarded-for': nextVisitor() } }) }],
      connections,
      duration,
    })
    await app.stats.flush()
    const seconds = (performance.now() - started) / 1000
    const answered = result['2xx']
    if (result.non2xx || result.errors) throw new Error(`${result.non2xx} error answers, ${result.errors} connection errors`)
    const rows = await app.db
      .select({ count: statDaily.count })
      .from(statDaily)
      .where(and(eq(statDaily.siteId, site.id), eq(statDaily.kind, 'STAY'), eq(statDaily.key, 'INDEX')))
    const written = rows.reduce((sum, r) => sum + Number(r.count), 0)
    console.log(`bench:stats  ${database.kind}, ${connections} connections, ${duration} s`)
    console.log(`  ping      ${Math.round(ping.requests.average)} req/s (the baseline of this machine now)`)
    console.log(`  answered  ${answered} records, ${Math.round(result.requests.average)} records/s, p99 ${result.latency.p99} ms`)
    console.log(`  written   ${written} records, ${Math.round(written / seconds)} records/s including the final flush`)
    // autocannon counts what was answered within the run; the calls still open at its end (at most one
    // per connection) are answered and written too
    if (written < answered || written > answered + connections) throw new Error(`written ${written}, answered ${answered}`)
  } finally {
    await app.close()
    await database.close()
  }
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
