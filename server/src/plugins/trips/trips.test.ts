/**
 * Trips and transport on PGlite and PostgreSQL: the recommended trips and the demo user's, save /
 * update / copy / delete (operateSource), the shared plan rule (5 days accepted, 6 refused with "The
 * travel time shall not exceed 120 hours.", no destination refused), a destination of another site
 * refused, another user's trip not found; the dev timetable deterministic and date-sensitive, bad
 * stations and dates refused; the Juhe adapter mapped from a stubbed answer.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { places, trips } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { siteIdOf, userToken } from '../places/test-fixtures'
import { TRIP_MAX_OWN } from './routes'
import { DevTransportProvider, JuheTransportProvider, createTransportProvider } from '../../providers/transport'

const SITE = 'cd-city'
// Thursday 2026-03-05 10:00 in Beijing
const START = new Date('2026-03-05T02:00:00Z')

let h: Harness
let siteId: number
let scenic: Map<string, number>

before(async () => {
  h = await startHarness({ start: START, demoSeed: true })
  siteId = await siteIdOf(h.app, SITE)
  const rows = await h.app.db
    .select({ id: places.id, name: places.name })
    .from(places)
    .where(and(eq(places.siteId, siteId), eq(places.type, 'SCENERY')))
  scenic = new Map(rows.map((r) => [r.name, r.id]))
})
after(() => h.close())

async function call(
  method: 'GET' | 'POST',
  path: string,
  token: string | undefined,
  fields: Record<string, unknown> = {},
  lang = 'zh',
  siteCode = SITE,
) {
  const q = new URLSearchParams({ siteCode, lang, ...(token ? { token } : {}) })
  if (method === 'GET') for (const [k, v] of Object.entries(fields)) q.set(k, String(v))
  const res = await h.app.inject({
    method,
    url: `/api/${path}?${q}`,
    ...(method === 'POST' ? { payload: fields as Record<string, string> } : {}),
  })
  return { status: res.statusCode, body: res.json() }
}

const plan = (over: Record<string, unknown> = {}) => ({
  name: '测试行程',
  departureCity: '成都',
  startDate: '2026-05-01',
  endDate: '2026-05-05',
  placeIds: [scenic.get('宽窄巷子'), scenic.get('成都武侯祠博物馆'), scenic.get('青城山')],
  preference: 'culture',
  companions: 'family',
  mode: 'publicTransport',
  ...over,
})

describe('journeys', () => {
  test('recommended trips to copy (more than a page) and the demo user’s two trips', async () => {
    const { token } = await userToken(h.app, siteId)
    const rec = await call('GET', 'resExt/api/journey/list', token, { type: 'recommend' })
    assert.equal(rec.body.code, 0)
    assert.ok(rec.body.page.total > 10)
    assert.equal(rec.body.datas[0].recommended, true)
    const names = rec.body.datas.map((t: { name: string }) => t.name)
    assert.ok(names.includes('川西五日环线'))
    const five = rec.body.datas.find((t: { name: string }) => t.name === '川西五日环线')
    assert.equal(five.days, 5)
    assert.deepEqual(five.placeNames.slice(0, 2), ['都江堰景区', '青城山'])
    const demoUser = await h.app.db.select().from(trips).where(eq(trips.siteId, siteId))
    assert.equal(demoUser.filter((t) => t.userId !== null).length, 2)
    const mine = await call('GET', 'resExt/api/journey/list', token)
    assert.equal(mine.body.page.total, 0)
  })

  test('the spec’s English messages on a site in English (intl-expo)', async () => {
    const expo = await siteIdOf(h.app, 'intl-expo')
    const { token } = await userToken(h.app, expo)
    const [p] = await h.app.db
      .select({ id: places.id })
      .from(places)
      .where(and(eq(places.siteId, expo), eq(places.type, 'SCENERY')))
      .limit(1)
    const six = await call('POST', 'resExt/api/journey/save', token, plan({ endDate: '2026-05-06', placeIds: [p.id] }), 'en', 'intl-expo')
    assert.equal(six.body.message, 'The travel time shall not exceed 120 hours.')
    const none = await call('POST', 'resExt/api/journey/save', token, plan({ placeIds: [] }), 'en', 'intl-expo')
    assert.equal(none.body.message, 'Please add destination Scenic Area.')
    const five = await call('POST', 'resExt/api/journey/save', token, plan({ placeIds: [p.id] }), 'en', 'intl-expo')
    assert.equal(five.body.code, 0)
  })

  test('login needed', async () => {
    const res = await call('GET', 'resExt/api/journey/list', undefined)
    assert.equal(res.body.code, 2)
  })

  test('save a 5-day plan, read its day plan, update, delete; 6 days and no destination refused with the spec messages', async () => {
    const { token } = await userToken(h.app, siteId)
    const saved = await call('POST', 'resExt/api/journey/save', token, plan())
    assert.equal(saved.body.code, 0, JSON.stringify(saved.body))
    const id = saved.body.data.id
    const detail = await call('GET', 'resExt/api/journey/detail', token, { id })
    assert.equal(detail.body.data.days, 5)
    assert.equal(detail.body.data.plan.length, 5)
    assert.deepEqual(
      detail.body.data.plan.map((d: { date: string }) => d.date),
      ['2026-05-01', '2026-05-02', '2026-05-03', '2026-05-04', '2026-05-05'],
    )
    assert.equal(detail.body.data.plan[0].places[0].name, '宽窄巷子')
    assert.equal(typeof detail.body.data.places[0].longitude, 'number')

    const six = await call('POST', 'resExt/api/journey/save', token, plan({ endDate: '2026-05-06' }))
    assert.equal(six.body.code, 400)
    assert.equal(six.body.message, '旅行时间不能超过120小时')
    const sixUpdate = await call('POST', 'resExt/api/journey/update', token, { ...plan({ endDate: '2026-05-06' }), id })
    assert.equal(sixUpdate.body.message, '旅行时间不能超过120小时')
    const none = await call('POST', 'resExt/api/journey/save', token, plan({ placeIds: [] }))
    assert.equal(none.body.message, '请添加目的地景区')
    const [other] = await h.app.db.select({ id: places.id }).from(places).where(eq(places.type, 'VENUE')).limit(1)
    const venue = await call('POST', 'resExt/api/journey/save', token, plan({ placeIds: [other.id] }))
    assert.equal(venue.body.code, 400)
    assert.equal(venue.body.message, '目的地景区不存在')

    const updated = await call('POST', 'resExt/api/journey/update', token, { ...plan({ endDate: '2026-05-02', name: '' }), id })
    assert.equal(updated.body.code, 0)
    const again = await call('GET', 'resExt/api/journey/detail', token, { id })
    assert.equal(again.body.data.name, '测试行程', 'an empty name keeps the old one')
    assert.deepEqual(
      again.body.data.plan.map((d: { places: unknown[] }) => d.places.length),
      [2, 1],
    )
    // nothing half-written by the refused calls
    const list = await call('GET', 'resExt/api/journey/list', token)
    assert.equal(list.body.page.total, 1)

    const bad = await call('POST', 'resExt/api/journey/operateSource', token, { id, operateType: 'SHARE' })
    assert.equal(bad.body.code, 400)
    const gone = await call('POST', 'resExt/api/journey/operateSource', token, { id, operateType: 'DELETE' })
    assert.equal(gone.body.code, 0)
    assert.equal((await call('GET', 'resExt/api/journey/detail', token, { id })).body.code, 404)
  })

  test('copy a recommended trip: dates from the start day, the copy is mine; the recommended one cannot be deleted', async () => {
    const { token } = await userToken(h.app, siteId)
    const rec = (await call('GET', 'resExt/api/journey/list', token, { type: 'recommend', pageSize: 50 })).body.datas
    const five = rec.find((t: { name: string }) => t.name === '川西五日环线')
    const copy = await call('POST', 'resExt/api/journey/copy', token, { id: five.id, startDate: '2026-06-01' })
    assert.equal(copy.body.code, 0)
    const detail = (await call('GET', 'resExt/api/journey/detail', token, { id: copy.body.data.id })).body.data
    assert.equal(detail.recommended, false)
    assert.equal(detail.copiedFrom, five.id)
    assert.equal(detail.startDate, '2026-06-01')
    assert.equal(detail.endDate, '2026-06-05')
    // without a start day: tomorrow (site time)
    const tomorrow = await call('POST', 'resExt/api/journey/copy', token, { id: five.id })
    const t = (await call('GET', 'resExt/api/journey/detail', token, { id: tomorrow.body.data.id })).body.data
    assert.equal(t.startDate, '2026-03-06')
    const del = await call('POST', 'resExt/api/journey/operateSource', token, { id: five.id, operateType: 'DELETE' })
    assert.equal(del.body.code, 404)
    const upd = await call('POST', 'resExt/api/journey/update', token, { ...plan(), id: five.id })
    assert.equal(upd.body.code, 404)
  })

  test('another user’s trip: not found for detail, update, copy, delete and travelQuery', async () => {
    const owner = await userToken(h.app, siteId)
    const other = await userToken(h.app, siteId)
    const id = (await call('POST', 'resExt/api/journey/save', owner.token, plan())).body.data.id
    for (const [method, path, fields] of [
      ['GET', 'detail', { id }],
      ['POST', 'update', { ...plan(), id }],
      ['POST', 'copy', { id }],
      ['POST', 'operateSource', { id, operateType: 'DELETE' }],
      ['GET', 'travelQuery', { id }],
    ] as const) {
      const res = await call(method, `resExt/api/journey/${path}`, other.token, fields)
      assert.equal(res.body.code, 404, path)
    }
    assert.equal((await call('GET', 'resExt/api/journey/detail', owner.token, { id })).body.code, 0)
  })

  test('the own-trip limit holds under 10 saves at once (the user row is locked while counting)', async () => {
    const { userId, token } = await userToken(h.app, siteId)
    const now = h.now()
    const row = { siteId, userId, name: '旧行程', departureCity: '成都', startDate: '2026-04-01', endDate: '2026-04-01', days: 1 }
    const extra = {
      placeIds: [scenic.get('宽窄巷子')!],
      preference: 'culture',
      companions: 'alone',
      mode: 'group',
      createdAt: now,
      updatedAt: now,
    }
    await h.app.db.insert(trips).values(Array.from({ length: TRIP_MAX_OWN - 1 }, () => ({ ...row, ...extra })))
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('POST', 'resExt/api/journey/save', token, plan())))
    assert.equal(answers.filter((a) => a.body.code === 0).length, 1)
    assert.ok(answers.filter((a) => a.body.code !== 0).every((a) => a.body.message === '最多保存100个行程'))
    const n = await h.app.db.$count(trips, eq(trips.userId, userId))
    assert.equal(n, TRIP_MAX_OWN)
  })

  test('travelQuery: trains and coaches from the departure city to the first destination', async () => {
    const { token } = await userToken(h.app, siteId)
    const id = (await call('POST', 'resExt/api/journey/save', token, plan({ placeIds: [scenic.get('都江堰景区')], endDate: '2026-05-01' })))
      .body.data.id
    const res = await call('GET', 'resExt/api/journey/travelQuery', token, { id })
    assert.equal(res.body.code, 0)
    assert.equal(res.body.data.to, '都江堰')
    assert.equal(res.body.data.trains.length, 3)
    assert.match(res.body.data.trains[0].code, /^C\d+$/)
  })

  test('malformed input answers the envelope', async () => {
    const { token } = await userToken(h.app, siteId)
    for (const fields of [
      { ...plan(), placeIds: 'x,y' },
      { ...plan(), startDate: '2026-13-01' },
      { ...plan(), mode: '' },
    ]) {
      const res = await call('POST', 'resExt/api/journey/save', token, fields)
      assert.equal(res.body.code, 400)
    }
    assert.equal((await call('GET', 'resExt/api/journey/detail', token, { id: 'abc' })).body.code, 400)
  })
})

describe('transport', () => {
  test('trains 成都 → 都江堰: real stations, intercity trains, the same rows for the same day', async () => {
    const a = await call('GET', 'resExt/api/train/query', undefined, { from: '成都', to: '都江堰', date: '2026-03-10' })
    assert.equal(a.body.code, 0)
    const rows = a.body.data.rows
    assert.ok(rows.length > 20)
    assert.equal(a.body.data.provider, 'dev')
    assert.ok(rows.every((r: { fromStation: string }) => ['成都站', '成都西站', '犀浦站'].includes(r.fromStation)))
    assert.ok(rows.every((r: { toStation: string }) => ['都江堰站', '青城山站'].includes(r.toStation)))
    assert.ok(rows.every((r: { durationMinutes: number; price: number }) => r.durationMinutes < 60 && r.price > 0))
    const b = await call('GET', 'resExt/api/train/query', undefined, { from: '成都', to: '都江堰', date: '2026-03-10' })
    assert.deepEqual(b.body.data.rows, rows)
    const c = await call('GET', 'resExt/api/train/query', undefined, { from: '成都', to: '都江堰', date: '2026-03-11' })
    assert.notDeepEqual(
      c.body.data.rows.map((r: { seatsLeft: number }) => r.seatsLeft),
      rows.map((r: { seatsLeft: number }) => r.seatsLeft),
    )
    const station = await call('GET', 'resExt/api/train/query', undefined, { from: '犀浦站', to: '都江堰', date: '2026-03-10' })
    assert.ok(station.body.data.rows.every((r: { fromStation: string }) => r.fromStation === '犀浦站'))
  })

  test('flights, coaches and cars of the demo regions', async () => {
    const air = await call('GET', 'resExt/api/flight/query', undefined, { from: '成都', to: '乌鲁木齐', date: '2026-03-20' })
    assert.ok(air.body.data.rows.length >= 3)
    assert.ok(air.body.data.rows.every((r: { fromStation: string }) => ['成都天府国际机场', '成都双流国际机场'].includes(r.fromStation)))
    const tfu = await call('GET', 'resExt/api/flight/query', undefined, { from: 'TFU', to: '北京', date: '2026-03-20' })
    assert.ok(tfu.body.data.rows.every((r: { fromStation: string }) => r.fromStation === '成都天府国际机场'))
    const bus = await call('GET', 'resExt/api/bus/query', undefined, { from: '茶店子客运站', to: '九寨沟', date: '2026-03-20' })
    assert.ok(bus.body.data.rows.length > 0)
    assert.equal(bus.body.data.rows[0].fromStation, '茶店子客运站')
    const car = await call('GET', 'resExt/api/car/query', undefined, { from: '成都', to: '都江堰', date: '2026-03-20' })
    assert.ok(car.body.data.rows.some((r: { priceUnit: string }) => r.priceUnit === 'day'))
    assert.ok(car.body.data.rows.some((r: { priceUnit: string }) => r.priceUnit === 'trip'))
    const places = await call('GET', 'resExt/api/transport/places', undefined, { kind: 'flight' })
    assert.ok(places.body.datas.some((p: { stations: string[] }) => p.stations.includes('成都天府国际机场')))
  })

  test('bad stations and dates refused with a message', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ from: '火星站', to: '成都', date: '2026-03-10' }, '暂不支持该站点：火星站'],
      [{ from: '成都东站', to: '成都', date: '2026-03-10' }, '出发地和目的地不能相同'],
      [{ from: '成都', to: '都江堰', date: '2026-3-10' }, '日期格式应为 yyyy-mm-dd'],
      [{ from: '成都', to: '都江堰', date: '2026-03-04' }, '不能查询今天以前的班次'],
      [{ from: '成都', to: '都江堰', date: '2026-06-01' }, '只能查询60天内的班次'],
      [{ from: '', to: '都江堰', date: '2026-03-10' }, '暂不支持该站点：都江堰'],
    ]
    for (const [fields, message] of cases) {
      const res = await call('GET', 'resExt/api/train/query', undefined, fields)
      assert.equal(res.body.code, 400, JSON.stringify(fields))
      assert.equal(res.body.message, message)
    }
    assert.equal((await call('GET', 'resExt/api/transport/places', undefined, { kind: 'boat' })).body.code, 400)
  })

  test('the dev provider: every date has rows, weekends add departures', async () => {
    const p = new DevTransportProvider()
    const weekday = await p.search({ kind: 'train', from: '成都', to: '重庆', date: '2026-03-10' })
    const saturday = await p.search({ kind: 'train', from: '成都', to: '重庆', date: '2026-03-14' })
    assert.ok(weekday.length > 0)
    assert.ok(saturday.length > weekday.length)
    const far = await p.search({ kind: 'train', from: '成都', to: '乌鲁木齐', date: '2027-01-01' })
    assert.ok(far.length > 0 && far.every((r) => r.code.startsWith('K') && r.arriveDayOffset >= 1))
  })

  test('Juhe: keys from the environment, answers mapped, a kind without a key served by the dev timetable', async () => {
    assert.equal(createTransportProvider({}).name, 'dev')
    assert.throws(() => createTransportProvider({ TRANSPORT_PROVIDER: 'juhe' }), /JUHE_TRAIN_KEY/)
    const asked: string[] = []
    const fetchStub = (async (url: string) => {
      asked.push(url)
      return new Response(
        JSON.stringify({
          error_code: 0,
          result: [
            {
              train_no: 'C6203',
              departure_station: '犀浦',
              arrival_station: '都江堰',
              departure_time: '08:12',
              arrival_time: '08:45',
              duration: '00:33',
              prices: [{ seat_name: '二等座', price: '10.5', num: '120' }],
            },
          ],
        }),
      )
    }) as typeof fetch
    const juhe = createTransportProvider({ TRANSPORT_PROVIDER: 'juhe', JUHE_TRAIN_KEY: 'k1' }, fetchStub)
    assert.ok(juhe instanceof JuheTransportProvider)
    const rows = await juhe.search({ kind: 'train', from: '成都', to: '都江堰', date: '2026-03-10' })
    assert.match(asked[0], /^https:\/\/apis\.juhe\.cn\/fapigw\/train\/query\?key=k1&/)
    assert.deepEqual(
      { code: rows[0].code, d: rows[0].durationMinutes, p: rows[0].price, left: rows[0].seatsLeft, at: rows[0].arriveTime },
      { code: 'C6203', d: 33, p: 10.5, left: 120, at: '08:45' },
    )
    const bus = await juhe.search({ kind: 'bus', from: '成都', to: '都江堰', date: '2026-03-10' })
    assert.ok(bus.length > 0)
    assert.equal(asked.length, 1)
  })
})
