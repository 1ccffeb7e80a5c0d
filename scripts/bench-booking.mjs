#!/usr/bin/env node
/**
 * `npm run bench:booking`: the race for the last places (issue 12). On PGlite, then on PostgreSQL
 * (a throwaway database on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres),
 * the server is built in this process and listens on a free port; each round makes a session of
 * 50 places and 200 visitors (own accounts, a saved visitor each), and all 200 submit
 * act/api/activityOrder/save over HTTP at once. Prints per database: orders created, places sold,
 * oversold (orders' places beyond capacity: must be 0; exit code 1 otherwise) and p50/p99 latency
 * of a submit. Goal: p99 under 100 ms on PostgreSQL; figures only, slowness never fails.
 *
 *   npm run bench:booking [-- --rounds=10 --buyers=200 --places=50 --only=pglite|postgres]
 */
import { and, eq } from 'drizzle-orm'
import { buildApp } from '../server/src/app.ts'
import { createUser } from '../server/src/auth/users.ts'
import { issueToken } from '../server/src/auth/tokens.ts'
import { bookingOrders, bookingResources, bookingSlots, places, sites, userContacts } from '../server/src/db/schema/index.ts'
import { ensureSlots } from '../server/src/plugins/booking/service.ts'
import { openTestDatabase } from '../server/src/testing/test-database.ts'
import { option } from './lib/bench-options.mjs'

const SITE = 'cd-city'

const rounds = option('rounds', 10)
const buyers = option('buyers', 200)
const placesPerSlot = option('places', 50)
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length)
const POSTGRES_URL = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]

/** one round's session: a bookable resource of its own, one session of `placesPerSlot`, tomorrow */
async function roundSlot(app, siteId, placeId, round) {
  const [resource] = await app.db
    .insert(bookingResources)
    .values({
      siteId,
      resourceType: 'CONTENT_TYPE_VENUE',
      resourceId: placeId * 1000 + round,
      resourceName: `压测场次 ${round + 1}`,
      sessions: [{ start: '09:00', end: '11:00', capacity: placesPerSlot }],
      createdAt: new Date(),
    })
    .returning()
  const slots = await ensureSlots(app.db, resource, Date.now(), 2)
  return slots[1]
}

async function buyer(app, siteId, n) {
  const crypt = app.fieldCrypto
  const user = await createUser(app.db, crypt, { siteId, phone: `137${String(n).padStart(8, '0')}` })
  const { token } = await issueToken(app.db, { userId: user.id, siteId, now: new Date() })
  const cert = `51010419800101${String(n).padStart(4, '0')}`
  const [contact] = await app.db
    .insert(userContacts)
    .values({
      userId: user.id,
      name: `压测游客${n}`,
      certType: 'ID_CARD',
      certNumberEncrypted: crypt.encrypt(cert),
      certNumberHash: crypt.hash(cert),
      phoneEncrypted: crypt.encrypt('13700000000'),
      createdAt: new Date(),
    })
    .returning()
  return { token, contactId: contact.id }
}

async function measure(label, databaseUrl) {
  process.env.DATABASE_URL = databaseUrl
  const database = await openTestDatabase()
  const app = await buildApp({ database, logger: false })
  try {
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address()
    const [site] = await app.db.select().from(sites).where(eq(sites.siteCode, SITE))
    const [place] = await app.db.select().from(places).where(eq(places.siteId, site.id)).limit(1)
    const people = []
    for (let i = 0; i < buyers * rounds; i++) people.push(await buyer(app, site.id, i))
    const latencies = []
    let created = 0
    let sold = 0
    let oversold = 0
    let errors = 0
    for (let round = 0; round < rounds; round++) {
      const slot = await roundSlot(app, site.id, place.id, round)
      const group = people.slice(round * buyers, (round + 1) * buyers)
      const answers = await Promise.all(
        group.map(async (p, i) => {
          const body = new URLSearchParams({
            slotId: String(slot.id),
            contactIds: String(p.contactId),
            idempotencyKey: `bench-${round}-${i}-key`,
          })
          const started = performance.now()
          const res = await fetch(
            `http://127.0.0.1:${port}/api/act/api/activityOrder/save?siteCode=${SITE}&token=${encodeURIComponent(p.token)}`,
            {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body,
            },
          )
          const json = await res.json()
          latencies.push(performance.now() - started)
          return json
        }),
      )
      errors += answers.filter((a) => a.code !== 0 && a.code !== 400).length
      const orders = await app.db.select().from(bookingOrders).where(eq(bookingOrders.slotId, slot.id))
      const [row] = await app.db
        .select()
        .from(bookingSlots)
        .where(and(eq(bookingSlots.id, slot.id)))
      const booked = orders.reduce((n, o) => n + o.useNum, 0)
      created += orders.length
      sold += row.sold
      oversold += Math.max(0, booked - row.capacity) + (booked !== row.sold ? Math.abs(booked - row.sold) : 0)
    }
    latencies.sort((a, b) => a - b)
    return {
      label,
      created,
      sold,
      capacity: rounds * placesPerSlot,
      oversold,
      errors,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
    }
  } finally {
    await app.close()
    await database.close()
  }
}

async function main() {
  console.log(
    `bench:booking  ${rounds} rounds × ${buyers} buyers in parallel for ${placesPerSlot} places, over HTTP, server in this process`,
  )
  const results = []
  if (only !== 'postgres') results.push(await measure('PGlite', ''))
  if (only !== 'pglite') results.push(await measure('PostgreSQL', POSTGRES_URL))
  console.log('')
  console.log('database    orders  places sold / capacity  oversold  other errors  p50 ms  p99 ms')
  console.log('----------  ------  ----------------------  --------  ------------  ------  ------')
  for (const r of results) {
    console.log(
      `${r.label.padEnd(10)}  ${String(r.created).padStart(6)}  ${`${r.sold} / ${r.capacity}`.padStart(22)}  ${String(r.oversold).padStart(8)}  ${String(r.errors).padStart(12)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p99.toFixed(1).padStart(6)}`,
    )
  }
  if (results.some((r) => r.oversold > 0 || r.errors > 0)) process.exitCode = 1
}

main().catch((e) => {
  console.error(e)
  process.exit(1)
})
