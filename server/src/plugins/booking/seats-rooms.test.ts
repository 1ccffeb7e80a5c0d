/**
 * Activity rooms and seat selection on PGlite and PostgreSQL: a venue's rooms, a room booked
 * through the one booking path with its purpose and people (pending the venue's review), the
 * shared rule's refusals; the demo hall plan, holds (mine, someone else's, expiry), the race for
 * one seat (exactly one of many wins; the same race without the unique index sells it to several,
 * on PostgreSQL), held seats sold by the order and freed by its cancel.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, asc, eq, sql } from 'drizzle-orm'
import { SEAT_HOLD_MS } from '../../../../src/core/booking/seat-plan'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { bookingOrders, bookingResources, places, roomOrderDetails, seatHolds, userContacts } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'
import { ensureSlots, settleDue } from './service'

const SITE = 'cd-city'
// Sunday 2026-03-01 10:00 in Beijing
const START = new Date('2026-03-01T02:00:00Z')

let h: Harness
let siteId: number
let seq = 0

before(async () => {
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
  await h.app.ready()
})
after(() => h.close())

async function visitor() {
  const crypt = h.app.fieldCrypto
  const n = ++seq
  const user = await createUser(h.app.db, crypt, { siteId, phone: `137${String(n).padStart(8, '0')}` })
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  const cert = `51010719850101${String(n).padStart(4, '0')}`
  const [contact] = await h.app.db
    .insert(userContacts)
    .values({
      userId: user.id,
      name: `观众${n}`,
      certType: 'ID_CARD',
      certNumberEncrypted: crypt.encrypt(cert),
      certNumberHash: crypt.hash(cert),
      phoneEncrypted: crypt.encrypt('13700000000'),
      createdAt: h.now(),
    })
    .returning()
  return { userId: user.id, token, contactId: contact.id }
}

const key = () => `seat-test-${Date.now()}-${++seq}`

describe('activity rooms', () => {
  test('a venue lists its rooms with capacity, price and the review; a room answers its own', async () => {
    const [resource] = await h.app.db
      .select()
      .from(bookingResources)
      .where(and(eq(bookingResources.siteId, siteId), eq(bookingResources.resourceType, 'CONTENT_TYPE_ACTIVITY_SHIU')))
      .orderBy(asc(bookingResources.id))
    const [room] = await h.app.db.select().from(places).where(eq(places.id, resource.resourceId))
    const list = await get(h.app, 'res/api/booking/roomList', { siteCode: SITE, venueId: room.parentId })
    assert.equal(list.body.code, 0)
    const own = list.body.datas.find((r: { id: number }) => r.id === room.id)
    assert.equal(own.name, room.name)
    assert.equal(own.bookable, true)
    assert.equal(own.reviewed, true)
    assert.equal(own.capacity, 20)
    assert.equal(own.money, '')
    assert.deepEqual(own.times, ['09:00-11:00', '14:00-16:00', '19:00-21:00'])
    const detail = await get(h.app, 'res/api/booking/roomDetail', { siteCode: SITE, id: room.id })
    assert.equal(detail.body.data.venueId, room.parentId)
    assert.equal((await get(h.app, 'res/api/booking/roomDetail', { siteCode: SITE, id: 999999 })).body.code, 404)
    assert.equal((await get(h.app, 'res/api/booking/roomList', { siteCode: SITE, venueId: 'x' })).body.code, 400)
  })

  test('a room order takes its people, waits for review (4) and keeps its purpose; the rule refuses bad forms', async () => {
    const [resource] = await h.app.db
      .select()
      .from(bookingResources)
      .where(and(eq(bookingResources.siteId, siteId), eq(bookingResources.resourceType, 'CONTENT_TYPE_ACTIVITY_SHIU')))
      .orderBy(asc(bookingResources.id))
    const slots = await ensureSlots(h.app.db, resource, h.now().getTime())
    const slot = slots.find((s) => s.startsAt > h.now() && s.openStatus === 1)!
    const v = await visitor()
    const save = (fields: Record<string, unknown>) =>
      post(h.app, 'act/api/activityOrder/save', {
        siteCode: SITE,
        token: v.token,
        slotId: slot.id,
        contactIds: String(v.contactId),
        idempotencyKey: key(),
        purpose: '社区合唱团排练',
        organisation: '玉林街道合唱团',
        peopleCount: 12,
        ...fields,
      })
    assert.deepEqual((await save({ purpose: '练' })).body, { code: 400, message: '请填写使用用途（至少 2 个字）' })
    // more people than the session's places: the session cannot take them
    assert.deepEqual((await save({ peopleCount: 21 })).body, { code: 400, message: '该场次已约满，请选择其他场次' })
    assert.deepEqual((await save({ peopleCount: 'a' })).body, { code: 400, message: '请填写参与人数' })
    const ok = await save({})
    assert.equal(ok.body.code, 0, ok.body.message)
    assert.equal(ok.body.data.status, 4)
    const [order] = await h.app.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, ok.body.data.orderCode))
    assert.equal(order.useNum, 12)
    const [details] = await h.app.db.select().from(roomOrderDetails).where(eq(roomOrderDetails.orderId, order.id))
    assert.deepEqual(details, { orderId: order.id, purpose: '社区合唱团排练', organisation: '玉林街道合唱团', peopleCount: 12 })
    const days = await get(h.app, 'res/api/booking/commonOrderTimeList', {
      siteCode: SITE,
      resourceType: resource.resourceType,
      resourceId: resource.resourceId,
    })
    const times = days.body.datas.flatMap((d: { orderTimes: Array<{ id: number; stock: number }> }) => d.orderTimes)
    assert.equal(times.find((t: { id: number }) => t.id === slot.id).stock, 8)
    // room fields on a resource that is not a room
    const [venue] = await h.app.db
      .select()
      .from(bookingResources)
      .where(and(eq(bookingResources.siteId, siteId), eq(bookingResources.resourceType, 'CONTENT_TYPE_VENUE')))
    const venueSlot = (await ensureSlots(h.app.db, venue, h.now().getTime())).find((s) => s.startsAt > h.now() && s.openStatus === 1)!
    assert.deepEqual((await save({ slotId: venueSlot.id })).body, { code: 400, message: '该资源不是活动室' })
  })
})

async function seated() {
  const plans = await get(h.app, 'res/api/booking/seatPlans', { siteCode: SITE })
  assert.equal(plans.body.code, 0)
  const plan = plans.body.datas[0]
  assert.ok(plan.nextSlotId > 0)
  return plan as { bookingResourceId: number; hallName: string; seats: number; nextSlotId: number }
}

const map = async (token: string, slotId: number) =>
  (await get(h.app, 'act/api/activityOrder/seatMap', { siteCode: SITE, token, slotId })).body
const useSeat = (token: string, slotId: number, seatIds: string[], max = 5) =>
  post(h.app, 'act/api/activityOrder/useSeat', { siteCode: SITE, token, slotId, seatIds: seatIds.join(','), max })
const stateOf = (m: { rows: Array<{ seats: Array<{ id: string; state: string } | null> }> }, id: string) =>
  m.rows.flatMap((r) => r.seats).find((s) => s?.id === id)?.state

describe('seat selection', () => {
  test('the demo hall: 锦城艺术宫, 8 rows of 12 with a centre aisle, the front row’s outer seats not for sale', async () => {
    const plan = await seated()
    assert.equal(plan.hallName, '锦城艺术宫 · 主剧场')
    assert.equal(plan.seats, 94)
    const v = await visitor()
    const m = await map(v.token, plan.nextSlotId)
    assert.equal(m.code, 0)
    assert.equal(m.data.rows.length, 8)
    assert.equal(m.data.rows[0].seats.length, 13)
    assert.equal(m.data.rows[0].seats[6], null)
    assert.equal(stateOf(m.data, '1-1'), 'off')
    assert.equal(stateOf(m.data, '4-7'), 'free')
    assert.equal(m.data.holdSeconds, 300)
    assert.equal((await get(h.app, 'act/api/activityOrder/seatMap', { siteCode: SITE, slotId: plan.nextSlotId })).body.code, 2)
  })

  test('a held seat is mine to me and held to others, who are refused it until the hold runs out', async () => {
    const { nextSlotId: slotId } = await seated()
    const a = await visitor()
    const b = await visitor()
    const held = await useSeat(a.token, slotId, ['3-6', '3-7'])
    assert.equal(held.body.code, 0, held.body.message)
    assert.equal(held.body.data.expiresAt, new Date(h.now().getTime() + SEAT_HOLD_MS).toISOString())
    assert.equal(stateOf((await map(a.token, slotId)).data, '3-6'), 'mine')
    assert.equal(stateOf((await map(b.token, slotId)).data, '3-6'), 'held')
    assert.deepEqual((await useSeat(b.token, slotId, ['3-5', '3-6'])).body, { code: 400, message: '座位 3-6 已被他人选走，请重新选座' })
    // b keeps nothing of a refused choice
    assert.equal(stateOf((await map(a.token, slotId)).data, '3-5'), 'free')
    assert.deepEqual((await useSeat(b.token, slotId, ['1-1'])).body, { code: 400, message: '该座位不可售' })
    assert.deepEqual((await useSeat(b.token, slotId, ['3-1', '3-2'], 1)).body, { code: 400, message: '最多可选 1 个座位' })
    assert.deepEqual((await useSeat(b.token, slotId, ['9-1'])).body, { code: 400, message: '座位不存在，请重新选座' })
    h.advance(SEAT_HOLD_MS)
    assert.equal(stateOf((await map(b.token, slotId)).data, '3-6'), 'free')
    assert.equal((await useSeat(b.token, slotId, ['3-6'])).body.code, 0)
    assert.equal(stateOf((await map(a.token, slotId)).data, '3-6'), 'held')
    // choosing again replaces the visitor's hold; the settle timer deletes holds that ran out
    assert.equal((await useSeat(b.token, slotId, ['3-8'])).body.code, 0)
    assert.equal(stateOf((await map(a.token, slotId)).data, '3-6'), 'free')
    h.advance(SEAT_HOLD_MS)
    await settleDue(h.app.db, h.now())
    const left = await h.app.db.select().from(seatHolds).where(eq(seatHolds.slotId, slotId))
    assert.equal(left.filter((r) => r.orderId === null).length, 0)
  })

  test('20 visitors reach for one seat at once: exactly one holds it', async () => {
    const { nextSlotId: slotId } = await seated()
    const people = await Promise.all(Array.from({ length: 20 }, () => visitor()))
    const answers = await Promise.all(people.map((p) => useSeat(p.token, slotId, ['5-6'])))
    const won = answers.filter((a) => a.body.code === 0)
    assert.equal(won.length, 1)
    assert.ok(answers.filter((a) => a.body.code !== 0).every((a) => a.body.message === '座位 5-6 已被他人选走，请重新选座'))
    const rows = await h.app.db
      .select()
      .from(seatHolds)
      .where(and(eq(seatHolds.slotId, slotId), eq(seatHolds.seatId, '5-6')))
    assert.equal(rows.length, 1)
  })

  test('the order sells the held seats in its transaction; its cancel frees them; a seated session needs seats', async () => {
    const { nextSlotId: slotId } = await seated()
    const v = await visitor()
    const other = await visitor()
    const save = (seatIds: string) =>
      post(h.app, 'act/api/activityOrder/save', {
        siteCode: SITE,
        token: v.token,
        slotId,
        contactIds: String(v.contactId),
        idempotencyKey: key(),
        seatIds,
      })
    assert.deepEqual((await save('')).body, { code: 400, message: '请先选座' })
    assert.deepEqual((await save('6-3')).body, { code: 400, message: '座位保留已超时，请重新选座' })
    await useSeat(v.token, slotId, ['6-3'])
    const booked = await save('6-3')
    assert.equal(booked.body.code, 0, booked.body.message)
    assert.equal(stateOf((await map(other.token, slotId)).data, '6-3'), 'sold')
    assert.equal(stateOf((await map(v.token, slotId)).data, '6-3'), 'sold')
    // a sold seat never runs out
    h.advance(SEAT_HOLD_MS * 2)
    assert.equal((await useSeat(other.token, slotId, ['6-3'])).body.code, 400)
    const cancel = await post(h.app, 'user/api/activityOrder/cancelReservationOrder', {
      siteCode: SITE,
      token: v.token,
      orderCode: booked.body.data.orderCode,
    })
    assert.equal(cancel.body.code, 0, cancel.body.message)
    assert.equal(stateOf((await map(other.token, slotId)).data, '6-3'), 'free')
    assert.equal((await useSeat(other.token, slotId, ['6-3'])).body.code, 0)
  })
})

describe('the race without the unique index', () => {
  // Read whether the seat is taken, then write: the way a seat must NOT be taken. On PostgreSQL the
  // transactions run side by side and several visitors get the seat; PGlite runs one transaction at
  // a time, so the race cannot show there (the real hold is tested on both above).
  test(
    'a read-then-insert gives one seat to several of 20 parallel visitors (PostgreSQL)',
    { skip: !process.env.DATABASE_URL && 'PGlite runs transactions one at a time' },
    async () => {
      await h.app.db.execute(sql`CREATE TABLE naive_holds (slot_id integer, seat_id text, user_id integer)`)
      let won = 0
      const naive = (userId: number) =>
        h.app.db.transaction(async (tx) => {
          const taken = await tx.execute(sql`SELECT 1 FROM naive_holds WHERE slot_id = 1 AND seat_id = '5-6'`)
          const rows = Array.isArray(taken) ? taken : (taken as { rows: unknown[] }).rows
          if (rows.length > 0) return
          await tx.execute(sql`SELECT pg_sleep(0.01)`)
          await tx.execute(sql`INSERT INTO naive_holds VALUES (1, '5-6', ${userId})`)
          won++
        })
      await Promise.all(Array.from({ length: 20 }, (_, i) => naive(i)))
      assert.ok(won > 1, `the naive way gave the seat to ${won} visitors`)
      await h.app.db.execute(sql`DROP TABLE naive_holds`)
    },
  )
})
