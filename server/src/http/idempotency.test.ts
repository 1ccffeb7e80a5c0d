/**
 * @engines both: unique keys under parallel retries, on each engine (scripts/test-all.mjs)
 * Idempotency keys (issue 23, finding 4) on PGlite and PostgreSQL. For each kind of write a client
 * may retry (an order, a comment, a complaint, a vote, a campaign save): the same request sent twice
 * with one key writes one row and answers the same twice; two sent at once with one key write one
 * row; another key is another write; a key reused with another input is refused. Then the mechanism
 * itself on a test route: a malformed key, refused input not stored (the corrected input may use the
 * key), a server error stored (the write may have happened), a request of a key still running waits
 * and then answers "in progress", a key expires after 24 h, keys are per user.
 */
import assert from 'node:assert/strict'
import { before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { IDEMPOTENCY_KEY_TTL_MS, newIdempotencyKey } from '../../../src/core/idempotency'
import { requireUser } from '../auth/require-user'
import { issueToken } from '../auth/tokens'
import { createUser } from '../auth/users'
import {
  bookingOrders,
  bookingResources,
  campaigns,
  comments,
  complaints,
  contents,
  idempotencyKeys,
  siteOperatorRoles,
  userContacts,
  voteCampaigns,
  voteEntries,
  voteRecords,
} from '../db/schema'
import { ensureSlots } from '../plugins/booking/service'
import { EDITOR_ROLE } from '../plugins/campaigns/operator-routes'
import { siteIdOf } from '../plugins/places/test-fixtures'
import { useTestApp } from '../testing/test-app'
import { AppError, ok } from './envelope'
import { IN_PROGRESS_WAIT_MS } from './idempotency'
import { routeSchema, Text } from './schema'
import zh from '../../../locales/zh/server.json' with { type: 'json' }

// cd-city speaks Chinese only: its answers are in zh
const MESSAGE = zh.idempotency

const SITE = 'cd-city'
const START = new Date('2026-03-05T02:00:00Z')
let now = START
let siteId: number
let seq = 0
/** copies of one request sent at once: enough for the claims to interleave on PGlite's one connection too */
const AT_ONCE = 6

let app: () => FastifyInstance
/** calls of the test route's handler; `gate` holds it until released; `fail` makes it answer a 500 after "writing" */
let runs = 0
let gate: Promise<void> | undefined
let fail = false

/** a user of the site with a bound phone and a live token */
async function person(kind?: Kind) {
  const user = await createUser(app().db, app().fieldCrypto, { siteId, phone: `137${String(++seq).padStart(8, '0')}` })
  const { token } = await issueToken(app().db, { userId: user.id, siteId, now })
  await kind?.prepare?.({ userId: user.id })
  return { userId: user.id, token }
}

interface Sent {
  status: number
  body: { code: number; message: string; data?: unknown }
  replayed: boolean
}

/** POST /api/<path> as the app sends it (a form, or JSON), with an Idempotency-Key header when given */
async function send(path: string, token: string, input: Record<string, unknown>, key?: string, json = false): Promise<Sent> {
  const form = new URLSearchParams()
  for (const [k, v] of Object.entries(input)) form.set(k, String(v))
  const res: LightMyRequestResponse = await app().inject({
    method: 'POST',
    url: `/api/${path}?siteCode=${SITE}&token=${token}`,
    headers: {
      'content-type': json ? 'application/json' : 'application/x-www-form-urlencoded',
      ...(key === undefined ? {} : { 'idempotency-key': key }),
    },
    payload: json ? JSON.stringify(input) : form.toString(),
  })
  return { status: res.statusCode, body: res.json(), replayed: res.headers['idempotent-replayed'] === 'true' }
}

/**
 * One kind of retried write: `call(user, variant, key)` sends it (variant 1 and 2: two inputs that
 * are each a write of their own), `rows(user)` counts what the user's writes left in its table.
 */
interface Kind {
  name: string
  setUp(): Promise<void>
  /** what a user needs before writing (a saved visitor, the editor role) */
  prepare?(user: { userId: number }): Promise<void>
  call(user: { userId: number; token: string }, variant: 1 | 2, key?: string): Promise<Sent>
  rows(user: { userId: number }): Promise<number>
}

let newsId = 0
let entryIds: number[] = []
const slotIds: number[] = []
const contactsOf = new Map<number, number[]>()

const KINDS: Kind[] = [
  {
    name: 'an order (act/api/activityOrder/save)',
    async setUp() {
      const [venue] = await app()
        .db.select()
        .from(bookingResources)
        .where(and(eq(bookingResources.siteId, siteId), eq(bookingResources.resourceType, 'CONTENT_TYPE_VENUE')))
        .orderBy(bookingResources.id)
        .limit(1)
      const slots = await ensureSlots(app().db, venue, now.getTime())
      const open = slots.filter((s) => s.openStatus === 1 && s.startsAt > now)
      slotIds.push(open[0].id, open.find((s) => s.day !== open[0].day)!.id)
    },
    async prepare(user) {
      const cert = `51010419900101${String(++seq).padStart(4, '0')}`
      const crypt = app().fieldCrypto
      const [row] = await app()
        .db.insert(userContacts)
        .values({
          userId: user.userId,
          name: `游客${seq}`,
          certType: 'ID_CARD',
          certNumberEncrypted: crypt.encrypt(cert),
          certNumberHash: crypt.hash(cert),
          phoneEncrypted: crypt.encrypt('13900000000'),
          createdAt: now,
        })
        .returning()
      contactsOf.set(user.userId, [row.id])
    },
    call(user, variant, key) {
      // the booking's own submit key (body) stays one per form; the header key is the retry's
      return send(
        'act/api/activityOrder/save',
        user.token,
        {
          slotId: slotIds[variant - 1],
          contactIds: contactsOf.get(user.userId)!.join(','),
          idempotencyKey: `form-submit-${user.userId}-${variant}`,
        },
        key,
      )
    },
    rows: async ({ userId }) => app().db.$count(bookingOrders, eq(bookingOrders.userId, userId)),
  },
  {
    name: 'a comment (res/api/comment/saveComment)',
    async setUp() {
      ;[{ id: newsId }] = await app().db.select({ id: contents.id }).from(contents).where(eq(contents.siteId, siteId)).limit(1)
    },
    call: (user, variant, key) =>
      send(
        'res/api/comment/saveComment',
        user.token,
        { resourceType: 'CONTENT_TYPE_NEWS', resourceId: newsId, content: variant === 1 ? '很好看' : '还想再来' },
        key,
      ),
    rows: async ({ userId }) => app().db.$count(comments, eq(comments.userId, userId)),
  },
  {
    name: 'a complaint (res/api/complaints/save)',
    async setUp() {},
    call: (user, variant, key) =>
      send(
        'res/api/complaints/save',
        user.token,
        {
          name: '李娜',
          gender: 2,
          complaintType: 'PRICE',
          respondent: '锦里某小吃店',
          placeName: '锦里古街',
          longitude: 104.0499,
          latitude: 30.6459,
          address: '武侯区武侯祠大街231号',
          occurredAt: '2026-03-04 19:30',
          reason: '实际收费与标价不符',
          content: variant === 1 ? '标价15元结账收30元。' : '标价20元结账收40元。',
        },
        key,
      ),
    rows: async ({ userId }) => app().db.$count(complaints, eq(complaints.userId, userId)),
  },
  {
    name: 'a vote (res/api/vote/vote)',
    async setUp() {
      const [c] = await app()
        .db.insert(voteCampaigns)
        .values({
          siteId,
          title: '幂等测试投票',
          startsAt: new Date(START.getTime() - 86_400_000),
          endsAt: new Date(START.getTime() + 30 * 86_400_000),
          dailyLimit: 10,
          createdAt: START,
        })
        .returning()
      const entries = await app()
        .db.insert(voteEntries)
        .values([1, 2].map((n) => ({ siteId, voteId: c.id, number: n, title: `作品${n}`, pictures: [], createdAt: START })))
        .returning()
      entryIds = entries.map((e) => e.id)
    },
    call: (user, variant, key) => send('res/api/vote/vote', user.token, { id: entryIds[variant - 1] }, key),
    rows: async ({ userId }) => app().db.$count(voteRecords, eq(voteRecords.userId, userId)),
  },
  {
    name: 'a campaign save (res/api/campaign/operator/save)',
    async setUp() {},
    async prepare(user) {
      await app()
        .db.insert(siteOperatorRoles)
        .values({ siteId, userId: user.userId, role: EDITOR_ROLE, displayName: '编辑', createdAt: now })
    },
    call(user, variant, key) {
      const record = {
        code: `idem-${user.userId}-${variant}`,
        title: '幂等测试专题',
        startTime: '2026-07-01T00:00:00Z',
        endTime: '2026-08-15T00:00:00Z',
        sections: [{ kind: 'banner', title: '幂等', image: '/api/demo/pictures/river-1.svg' }],
      }
      return send('res/api/campaign/operator/save', user.token, record, key, true)
    },
    rows: async ({ userId }) => app().db.$count(campaigns, and(eq(campaigns.siteId, siteId), eq(campaigns.code, `idem-${userId}-1`))),
  },
]

describe('idempotency keys', () => {
  app = useTestApp({ clock: () => now })
  before(async () => {
    siteId = await siteIdOf(app(), SITE)
    // the mechanism's own test route, added before the app boots (at its first request)
    await app().register(async (scope: FastifyInstance) => {
      scope.addHook('onRequest', requireUser)
      scope.post(
        '/api/test/idempotent/write',
        { config: { idempotent: true }, schema: routeSchema({ body: { text: Text({ maxLength: 20 }) } }) },
        async (request) => {
          const text = String((request.body as { text?: string }).text ?? '')
          if (!text) throw new AppError(400, 'error.badRequest', { detail: 'text' })
          runs++
          await gate
          if (fail) throw new Error('the write committed, then the answer failed')
          return ok(request, { run: runs, text })
        },
      )
    })
  })

  for (const kind of KINDS) {
    describe(kind.name, () => {
      before(() => kind.setUp())

      test('sent twice with one key: one row, the same answer twice', async () => {
        const user = await person(kind)
        const key = newIdempotencyKey()
        const first = await kind.call(user, 1, key)
        assert.equal(first.body.code, 0, first.body.message)
        const again = await kind.call(user, 1, key)
        assert.deepEqual(again.body, first.body)
        assert.equal(again.status, first.status)
        assert.equal(again.replayed, true)
        assert.equal(await kind.rows(user), 1)
      })

      test('sent several times at once with one key: one row, every answer the same', async () => {
        const user = await person(kind)
        const key = newIdempotencyKey()
        const answers = await Promise.all(Array.from({ length: AT_ONCE }, () => kind.call(user, 1, key)))
        const [first] = answers
        assert.equal(first.body.code, 0, first.body.message)
        for (const other of answers) assert.deepEqual(other.body, first.body)
        assert.equal(answers.filter((s) => !s.replayed).length, 1, 'one ran, the others were answered from the key')
        assert.equal(await kind.rows(user), 1)
      })

      test('another key is another write', async () => {
        const user = await person(kind)
        const first = await kind.call(user, 1, newIdempotencyKey())
        const second = await kind.call(user, 2, newIdempotencyKey())
        assert.equal(first.body.code, 0, first.body.message)
        assert.equal(second.body.code, 0, second.body.message)
        assert.equal(second.replayed, false)
        assert.notDeepEqual(second.body.data, first.body.data)
      })

      test('a key reused with another input is refused, nothing written', async () => {
        const user = await person(kind)
        const key = newIdempotencyKey()
        assert.equal((await kind.call(user, 1, key)).body.code, 0)
        const rowsBefore = await kind.rows(user)
        const reused = await kind.call(user, 2, key)
        assert.equal(reused.status, 400)
        assert.deepEqual(reused.body, { code: 400, message: MESSAGE.keyReused })
        assert.equal(await kind.rows(user), rowsBefore)
      })
    })
  }

  describe('the mechanism', () => {
    const write = (token: string, text: string, key?: string) => send('test/idempotent/write', token, { text }, key)
    const keysOf = async (userId: number) => app().db.$count(idempotencyKeys, eq(idempotencyKeys.caller, `u:${userId}`))

    test('without a key every request runs (clients that do not send one are served as before)', async () => {
      const user = await person()
      const before = runs
      await write(user.token, 'a')
      await write(user.token, 'a')
      assert.equal(runs, before + 2)
    })

    test('a malformed key is refused with its message, the handler does not run', async () => {
      const user = await person()
      const before = runs
      for (const key of ['short', 'x'.repeat(65), 'has space in it 1234', 'constructor']) {
        const res = await write(user.token, 'a', key)
        assert.deepEqual(res.body, { code: 400, message: MESSAGE.badKey }, key)
      }
      assert.equal(runs, before)
    })

    test('refused input is not kept: the corrected input runs with the same key', async () => {
      const user = await person()
      const key = newIdempotencyKey()
      const refused = await write(user.token, '', key)
      assert.equal(refused.body.code, 400)
      assert.equal(await keysOf(user.userId), 0)
      const before = runs
      const fixed = await write(user.token, 'fixed', key)
      assert.equal(fixed.body.code, 0)
      assert.equal(runs, before + 1)
    })

    test('a server error is kept: the write may have committed, so a retry gets the error, not a second write', async () => {
      const user = await person()
      const key = newIdempotencyKey()
      fail = true
      try {
        const first = await write(user.token, 'x', key)
        assert.equal(first.status, 500)
        const before = runs
        const again = await write(user.token, 'x', key)
        assert.equal(runs, before)
        assert.deepEqual(again.body, first.body)
        assert.equal(again.status, 500)
      } finally {
        fail = false
      }
    })

    test('a retry while the first still runs waits, then answers "in progress"; once answered, the answer', async () => {
      const user = await person()
      const key = newIdempotencyKey()
      let release = () => {}
      gate = new Promise((resolve) => (release = resolve))
      try {
        const ran = runs
        const first = write(user.token, 'slow', key)
        // the first holds the key (its handler is running) before the retry is sent
        while (runs === ran) await new Promise((resolve) => setTimeout(resolve, 10))
        const started = Date.now()
        const waiting = await write(user.token, 'slow', key)
        assert.ok(Date.now() - started >= IN_PROGRESS_WAIT_MS - 50, 'waited for the first')
        assert.deepEqual(waiting.body, { code: 400, message: MESSAGE.inProgress })
        const later = write(user.token, 'slow', key)
        release()
        const [a, b] = await Promise.all([first, later])
        assert.equal(a.body.code, 0)
        assert.deepEqual(b.body, a.body, 'the request waiting when the first answered gets its answer')
      } finally {
        gate = undefined
        release()
      }
    })

    test('a key lives 24 hours: then it runs as a new request (and expired keys are swept)', async () => {
      const user = await person()
      const key = newIdempotencyKey()
      const first = await write(user.token, 'old', key)
      now = new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS + 1)
      try {
        const { token } = await issueToken(app().db, { userId: user.userId, siteId, now })
        const before = runs
        const again = await write(token, 'old', key)
        assert.equal(runs, before + 1)
        assert.notDeepEqual(again.body, first.body)
      } finally {
        now = START
      }
    })

    test('keys are per user: another user’s same key is their own action', async () => {
      const [one, two] = [await person(), await person()]
      const key = newIdempotencyKey()
      const before = runs
      await write(one.token, 'same', key)
      const theirs = await write(two.token, 'same', key)
      assert.equal(runs, before + 2)
      assert.equal(theirs.replayed, false)
    })
  })
})
