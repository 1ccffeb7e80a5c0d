/**
 * Logistics providers without the network: Kuaidi100's request (form fields, the MD5 signature of
 * param + key + customer) and its answer read into our track, a refusal and an HTTP failure thrown;
 * the dev provider's track growing with the time since shipping; the choice from the environment.
 */
import assert from 'node:assert/strict'
import crypto from 'node:crypto'
import { test } from 'node:test'
import { createLogisticsProvider, DevLogisticsProvider, Kuaidi100Provider } from '.'

const HOUR = 3_600_000
const shippedAt = new Date('2026-11-25T02:00:00Z')

test('Kuaidi100: signed form, answer read newest first with site-time stamps', async () => {
  const seen: { url: string; body: URLSearchParams }[] = []
  const fetchMock = (async (url: string, init: RequestInit) => {
    seen.push({ url, body: new URLSearchParams(String(init.body)) })
    return new Response(
      JSON.stringify({
        message: 'ok',
        status: '200',
        state: '5',
        com: 'shunfeng',
        nu: 'SF1420387765521',
        data: [
          {
            time: '2026-11-26 09:10:00',
            ftime: '2026-11-26 09:10:00',
            context: '【成都锦江营业部】快递员正在派件',
            areaName: '四川,成都市,锦江区',
          },
          { time: '2026-11-25 10:00:00', ftime: '2026-11-25 10:00:00', context: '【成都市】顺丰速运 已揽收' },
        ],
      }),
      { status: 200, headers: { 'content-type': 'application/json' } },
    )
  }) as unknown as typeof fetch
  const p = new Kuaidi100Provider({ key: 'KEY123', customer: 'CUST456', fetch: fetchMock })
  const track = await p.track({ company: 'shunfeng', number: 'SF1420387765521', phone: '0001', shippedAt, to: '四川省 成都市 锦江区' })
  assert.equal(seen[0].url, 'https://poll.kuaidi100.com/poll/query.do')
  const { body } = seen[0]
  const param = body.get('param')!
  assert.deepEqual(JSON.parse(param).com, 'shunfeng')
  assert.equal(JSON.parse(param).phone, '0001')
  assert.equal(body.get('customer'), 'CUST456')
  assert.equal(body.get('sign'), crypto.createHash('md5').update(`${param}KEY123CUST456`).digest('hex').toUpperCase())
  assert.equal(track.state, 'delivering')
  assert.deepEqual(
    track.events.map((e) => e.time),
    ['2026-11-26T01:10:00.000Z', '2026-11-25T02:00:00.000Z'],
  )
  assert.equal(track.events[0].location, '四川,成都市,锦江区')
})

test('Kuaidi100: a refusal or an HTTP failure is an error, not an empty track', async () => {
  const answer = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch
  const refused = new Kuaidi100Provider({
    key: 'k',
    customer: 'c',
    fetch: answer(200, { result: false, returnCode: '601', message: 'key已过期' }),
  })
  await assert.rejects(refused.track({ company: 'yuantong', number: 'YT1', shippedAt }), /601/)
  const down = new Kuaidi100Provider({ key: 'k', customer: 'c', fetch: answer(502, {}) })
  await assert.rejects(down.track({ company: 'yuantong', number: 'YT1', shippedAt }), /HTTP 502/)
})

test('dev provider: picked up in Chengdu, then on as hours pass; signed after 20 hours', async () => {
  let now = shippedAt.getTime() + HOUR
  const dev = new DevLogisticsProvider(() => new Date(now))
  const q = { company: 'shunfeng', number: 'SF1420387765521', shippedAt, to: '四川省 成都市 锦江区' }
  const early = await dev.track(q)
  assert.equal(early.state, 'collected')
  assert.equal(early.events.length, 1)
  assert.match(early.events[0].context, /【成都市】顺丰速运 已揽收/)
  now = shippedAt.getTime() + 17 * HOUR
  const later = await dev.track(q)
  assert.equal(later.state, 'delivering')
  assert.match(later.events[0].context, /锦江区营业部.*派件/)
  now = shippedAt.getTime() + 30 * HOUR
  assert.equal((await dev.track(q)).state, 'signed')
})

test('the provider from the environment: dev by default; kuaidi100 needs its key and customer', () => {
  assert.equal(createLogisticsProvider({}).name, 'dev')
  assert.equal(createLogisticsProvider({ LOGISTICS_PROVIDER: 'kuaidi100', KUAIDI100_KEY: 'k', KUAIDI100_CUSTOMER: 'c' }).name, 'kuaidi100')
  assert.throws(() => createLogisticsProvider({ LOGISTICS_PROVIDER: 'kuaidi100' }), /KUAIDI100_KEY/)
  assert.throws(() => createLogisticsProvider({ LOGISTICS_PROVIDER: 'sf' }), /dev or kuaidi100/)
})
