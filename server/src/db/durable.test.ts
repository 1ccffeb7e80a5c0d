/**
 * @engines both: what survives a kill depends on the engine (scripts/test-all.mjs)
 * What the server acknowledged survives a kill -9 (issue 23, finding 2), on PGlite and on
 * PostgreSQL: the real server runs as a child process; visitors register through SMS codes, save
 * visitors and book a session of 8 places (12 want one) and a bigger one, all at once over HTTP;
 * the process gets SIGKILL right after the last answer, restarts on the same data, and every
 * acknowledged registration, token, visitor and order is there, and the session is not oversold.
 * (With PGlite's `synchronous_commit=off` a kill lost all of it.)
 */
import assert from 'node:assert/strict'
import { after, test } from 'node:test'
import { loadSite } from '../../../sites/index.js'
import { sm4Encrypt, sm4EncryptJson } from '../../../src/core/sm4'
import { bookingResources, sites } from './schema'
import { eq } from 'drizzle-orm'
import { seededTemplate } from '../testing/seeded-template'
import { makeTestDatabase, type DetachedTestDatabase } from '../testing/test-database'
import { startServerProcess, type ServerProcess } from '../testing/server-process'

const SITE = 'cd-city'
const SM4_KEY = loadSite(SITE).sm4Key
/** registrations: below the 20 SMS per address and hour every call here comes from */
const VISITORS = 12
const SMALL = 8
const BIG = 100

let database: DetachedTestDatabase | undefined
after(() => database?.drop())

type Answer = { code: number; message: string; data?: any; datas?: any[] }

function client(server: ServerProcess) {
  const url = (path: string, token = '') => `${server.origin}/api/${path}?${new URLSearchParams({ siteCode: SITE, token })}`
  return {
    get: async (path: string, params: Record<string, string>, token = ''): Promise<Answer> =>
      (await fetch(`${url(path, token)}&${new URLSearchParams(params)}`)).json() as Promise<Answer>,
    post: async (path: string, form: Record<string, string>, token = ''): Promise<Answer> =>
      (
        await fetch(url(path, token), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(form).toString(),
        })
      ).json() as Promise<Answer>,
  }
}

/** two bookable resources of the test's own, tomorrow and after: 8 places and 100 */
async function addResources(db: DetachedTestDatabase): Promise<Array<{ resourceId: number; capacity: number }>> {
  const handle = await db.open()
  try {
    const [site] = await handle.db.select().from(sites).where(eq(sites.siteCode, SITE))
    const made = []
    for (const [i, capacity] of [SMALL, BIG].entries()) {
      const resourceId = 990_000 + i
      await handle.db.insert(bookingResources).values({
        siteId: site.id,
        resourceType: 'CONTENT_TYPE_VENUE',
        resourceId,
        resourceName: `durable ${capacity}`,
        sessions: [{ start: '09:00', end: '11:00', capacity }],
        createdAt: new Date(),
      })
      made.push({ resourceId, capacity })
    }
    return made
  } finally {
    await handle.close()
  }
}

/** the first open session of a resource in the calendar: its id and places left */
async function openSession(api: ReturnType<typeof client>, resourceId: number) {
  const days = await api.get('res/api/booking/commonOrderTimeList', { resourceType: 'CONTENT_TYPE_VENUE', resourceId: String(resourceId) })
  assert.equal(days.code, 0, days.message)
  const times = days.datas!.flatMap((d) => d.orderTimes as Array<{ id: number; openStatus: number; stock: number }>)
  const open = times.find((t) => t.openStatus === 1)
  assert.ok(open, `an open session of ${resourceId}`)
  return open
}

const sessionById = async (api: ReturnType<typeof client>, resourceId: number, id: number) => {
  const days = await api.get('res/api/booking/commonOrderTimeList', { resourceType: 'CONTENT_TYPE_VENUE', resourceId: String(resourceId) })
  return days.datas!.flatMap((d) => d.orderTimes as Array<{ id: number; stock: number }>).find((t) => t.id === id)!
}

interface Visitor {
  phone: string
  token: string
  contactIds: string[]
  /** acknowledged orders: code and places */
  orders: Array<{ orderCode: string; places: number; resourceId: number }>
}

/** one visitor's whole visit: SMS code, registration, two saved visitors, one booking per resource */
async function visit(api: ReturnType<typeof client>, n: number, sessions: Array<{ resourceId: number; slotId: number; people: number }>) {
  const phone = `1360000${String(n).padStart(4, '0')}`
  const sent = await api.post('user/api/userBind/smsCodeSm4', { data: sm4EncryptJson({ phone }, SM4_KEY) })
  assert.equal(sent.code, 0, sent.message)
  const outbox = await api.get('dev/sms/outbox', { phone })
  const code = outbox.datas![0].code as string
  const login = await api.post('user/api/userBind/loginOrRegister', { data: sm4EncryptJson({ phone, code, agreement: true }, SM4_KEY) })
  assert.equal(login.code, 0, login.message)
  const visitor: Visitor = { phone, token: login.data.userToken, contactIds: [], orders: [] }
  for (const i of [1, 2]) {
    const saved = await api.post(
      'user/api/consumUserContacts/save',
      {
        name: `访客${n}-${i}`,
        certType: 'PASSPORT',
        certNumber: sm4Encrypt(`E${String(n * 10 + i).padStart(8, '0')}`, SM4_KEY),
        phone: sm4Encrypt(phone, SM4_KEY),
      },
      visitor.token,
    )
    assert.equal(saved.code, 0, saved.message)
    visitor.contactIds.push(String(saved.data.id))
  }
  await Promise.all(
    sessions.map(async ({ resourceId, slotId, people }) => {
      const booked = await api.post(
        'act/api/activityOrder/save',
        { slotId: String(slotId), contactIds: visitor.contactIds.slice(0, people).join(','), idempotencyKey: `durable-${n}-${resourceId}` },
        visitor.token,
      )
      if (booked.code === 0) visitor.orders.push({ orderCode: booked.data.orderCode, places: people, resourceId })
      // the only refusal expected: the small session is full (in the caller's language, zh)
      else assert.deepEqual([resourceId, booked.code], [sessions[0].resourceId, 400], booked.message)
    }),
  )
  return visitor
}

test('every acknowledged registration, token, visitor and order survives a kill -9 under booking load; nothing oversold', async () => {
  database = await makeTestDatabase(await seededTemplate())
  const [small, big] = await addResources(database)
  let server = await startServerProcess(database.env)
  let api = client(server)
  const smallSession = await openSession(api, small.resourceId)
  const bigSession = await openSession(api, big.resourceId)
  assert.equal(smallSession.stock, SMALL)

  const visitors = await Promise.all(
    Array.from({ length: VISITORS }, (_, n) =>
      visit(api, n, [
        { resourceId: small.resourceId, slotId: smallSession.id, people: 1 },
        { resourceId: big.resourceId, slotId: bigSession.id, people: 2 },
      ]),
    ),
  )
  // right after the last answer: no time for anything to settle
  assert.equal(await server.stop('SIGKILL'), null)

  const orders = visitors.flatMap((v) => v.orders)
  const placesOf = (resourceId: number) => orders.filter((o) => o.resourceId === resourceId).reduce((n, o) => n + o.places, 0)
  // the race was real: more wanted the small session than it holds, and all it holds was sold
  assert.equal(placesOf(small.resourceId), SMALL)
  assert.equal(placesOf(big.resourceId), 2 * VISITORS)

  server = await startServerProcess(database.env)
  api = client(server)
  for (const v of visitors) {
    // the token still logs in (so the registration is there), with the visitors saved and every order
    const contacts = await api.get('user/api/consumUserContacts/list', {}, v.token)
    assert.equal(contacts.code, 0, `${v.phone}: ${contacts.message}`)
    assert.deepEqual(contacts.datas!.map((c) => String(c.id)).sort(), [...v.contactIds].sort())
    const list = await api.get('user/api/activityOrder/getActivityOrderList', { pageSize: '50' }, v.token)
    assert.equal(list.code, 0, list.message)
    assert.deepEqual(list.datas!.map((o) => o.orderCode).sort(), v.orders.map((o) => o.orderCode).sort(), v.phone)
  }
  // places left are exactly capacity minus what was acknowledged: none lost, none oversold
  assert.equal((await sessionById(api, small.resourceId, smallSession.id)).stock, 0)
  assert.equal((await sessionById(api, big.resourceId, bigSession.id)).stock, BIG - 2 * VISITORS)
  await server.stop('SIGKILL')
})
