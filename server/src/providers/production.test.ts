/**
 * The production rule of every provider kind (issue 23): with NODE_ENV=production and no
 * settings the kind is refused naming its setting (a development stand-in, by default or by
 * name, is never chosen); `<KIND>_PROVIDER=off` builds a provider whose calls answer the
 * "not available" refusal; real settings (fake values) build the real implementation. Start-up
 * gathers every refusal into one line (checkProductionProviders, and the server process itself).
 */
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, test } from 'node:test'
import { fileURLToPath } from 'node:url'
import { ConfigError } from '../config'
import type { Database } from '../db/database'
import { AppError } from '../http/envelope'
import { translator } from '../http/i18n'
import { weatherProviderFrom } from '../plugins/places/weather/provider'
import { checkProductionProviders } from './check'
import { createIdCardProvider } from './idcard'
import { createLogisticsProvider } from './logistics'
import { createPartnerProvider } from './partner'
import { createPayProvider } from './pay'
import { PROVIDER_KINDS, ProviderNeeded, type Env } from './production'
import { createSmsProvider } from './sms'
import { createStorage } from './storage'
import { createTicketingProvider } from './ticketing'
import { createTransportProvider } from './transport'
import { createWechatProvider } from './wechat'

const keys = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 })
const pem = {
  privateKey: keys.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  publicKey: keys.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
}
const who = { siteId: 1, siteCode: 'cd-city', userId: 1, phone: '13800000001' }

interface Case {
  kind: keyof typeof PROVIDER_KINDS
  build: (env: Env) => { name: string }
  /** fake but complete settings of the real implementation, and its name */
  real: Env
  realName: string
  /** one call of the provider */
  call: (provider: never) => Promise<unknown>
}

const CASES: Case[] = [
  {
    kind: 'sms',
    build: createSmsProvider,
    real: { SMS_PROVIDER: 'http', SMS_GATEWAY_URL: 'https://sms.example/send', SMS_API_KEY: 'k' },
    realName: 'http',
    call: (p: ReturnType<typeof createSmsProvider>) =>
      p.send({ siteCode: 'cd-city', phone: '13800000001', code: '123456', purpose: 'login' }),
  },
  {
    kind: 'wechat',
    build: createWechatProvider,
    real: { WECHAT_PROVIDER: 'api', WECHAT_APPID: 'wxA', WECHAT_SECRET: 'S' },
    realName: 'api',
    call: (p: ReturnType<typeof createWechatProvider>) => p.miniLogin('any-code'),
  },
  {
    kind: 'partner',
    build: createPartnerProvider,
    real: { PARTNER_PROVIDER: 'http', PARTNER_IFLY_URL: 'https://ifly.example/resolve', PARTNER_IFLY_KEY: 'k' },
    realName: 'http',
    call: (p: ReturnType<typeof createPartnerProvider>) =>
      p.resolve('ifly', { iFlyUserId: 'ifly-demo-0001' }, { siteCode: 'cd-city', credentials: null as never }),
  },
  {
    kind: 'idCard',
    build: createIdCardProvider,
    real: { IDCARD_PROVIDER: 'http', IDCARD_VERIFY_URL: 'https://idcard.example/verify' },
    realName: 'http',
    call: (p: ReturnType<typeof createIdCardProvider>) => p.verify('张三', '11010519491231002X'),
  },
  {
    kind: 'pay',
    build: createPayProvider,
    real: {
      PAY_PROVIDER: 'wechat-pay',
      WECHAT_PAY_MCHID: '1900000109',
      WECHAT_PAY_SERIAL: 'SERIAL',
      WECHAT_PAY_PRIVATE_KEY: pem.privateKey,
      WECHAT_PAY_APIV3_KEY: '0123456789abcdef0123456789abcdef',
      WECHAT_PAY_APPID: 'wxA',
      WECHAT_PAY_PLATFORM_PUBLIC_KEY: pem.publicKey,
      WECHAT_PAY_NOTIFY_URL: 'https://wenlv.example/api/pay/wechat/notify',
    },
    realName: 'wechat-pay',
    call: (p: ReturnType<typeof createPayProvider>) =>
      p.createPayment({ orderCode: 'A1', amountFen: 100, description: 'ticket', openId: 'o-1', channel: 'jsapi' }),
  },
  {
    kind: 'storage',
    build: createStorage,
    real: {
      STORAGE_PROVIDER: 's3',
      S3_ENDPOINT: 'https://s3.example',
      S3_BUCKET: 'b',
      S3_REGION: 'r',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    },
    realName: 's3',
    call: (p: ReturnType<typeof createStorage>) => p.put('cd-city/common/202603/a.png', new Uint8Array([1]), 'image/png'),
  },
  {
    kind: 'logistics',
    build: createLogisticsProvider,
    real: { LOGISTICS_PROVIDER: 'kuaidi100', KUAIDI100_KEY: 'k', KUAIDI100_CUSTOMER: 'c' },
    realName: 'kuaidi100',
    call: (p: ReturnType<typeof createLogisticsProvider>) => p.track({ company: 'shunfeng', number: 'SF1', shippedAt: new Date() }),
  },
  {
    kind: 'ticketing',
    build: (env) => createTicketingProvider(env, null as unknown as Database),
    real: { TICKETING_PROVIDER: 'http', ZYTF_URL: 'https://zytf.example', ZYTF_KEY: 'k' },
    realName: 'http',
    call: (p: ReturnType<typeof createTicketingProvider>) => p.orders(who, { page: 1, pageSize: 5 }),
  },
  {
    kind: 'transport',
    build: (env) => createTransportProvider(env),
    real: { TRANSPORT_PROVIDER: 'juhe', JUHE_TRAIN_KEY: 'k' },
    realName: 'juhe',
    call: (p: ReturnType<typeof createTransportProvider>) => p.search({ kind: 'train', from: '成都', to: '都江堰', date: '2026-03-10' }),
  },
  {
    kind: 'weather',
    build: (env) => weatherProviderFrom(env),
    real: { QWEATHER_KEY: 'k' },
    realName: 'qweather',
    call: (p: ReturnType<typeof weatherProviderFrom>) =>
      p.weather({ regionCode: '510100', regionName: '成都', lang: 'zh', t: translator('zh'), now: new Date() }),
  },
]

const PRODUCTION = { NODE_ENV: 'production' }

describe('each provider kind in production', () => {
  for (const c of CASES) {
    const kind = PROVIDER_KINDS[c.kind]
    test(`${kind.setting}: refused without settings, "not available" when off, real when configured`, async () => {
      // nothing set: refused, naming the setting and its way out
      assert.throws(
        () => c.build(PRODUCTION),
        (e: unknown) => e instanceof ProviderNeeded && e.message.includes(`${kind.setting}=off`) && e.message.includes(kind.needs),
      )
      // the development stand-in by name: refused the same way
      if (c.kind !== 'weather' && c.kind !== 'storage')
        assert.throws(() => c.build({ ...PRODUCTION, [kind.setting]: kind.dev }), ProviderNeeded)
      // off: every call answers the translated refusal (code 400), never a fake success
      const off = c.build({ ...PRODUCTION, [kind.setting]: 'off' })
      assert.equal(off.name, 'off')
      await assert.rejects(c.call(off as never), (e: unknown) => {
        assert.ok(e instanceof AppError)
        assert.equal(e.code, 400)
        assert.equal(e.messageKey, `serviceOff.${kind.key}`)
        for (const lng of ['zh', 'en', 'fr', 'ja', 'ko']) assert.notEqual(translator(lng as 'zh')(e.messageKey), e.messageKey, lng)
        return true
      })
      // real settings (fake values): the real implementation
      assert.equal(c.build({ ...PRODUCTION, ...c.real }).name, c.realName)
      // outside production the stand-in stays the default (demos, tests)
      assert.equal(c.build({}).name, kind.dev)
    })
  }

  test('storage: local is a production store only when allowed by name', () => {
    assert.throws(() => createStorage({ ...PRODUCTION, STORAGE_PROVIDER: 'local' }), ProviderNeeded)
    assert.equal(createStorage({ ...PRODUCTION, STORAGE_PROVIDER: 'local', STORAGE_ALLOW_LOCAL_IN_PRODUCTION: '1' }).name, 'local')
  })

  test('weather: the dev weather by name is refused in production', () => {
    assert.throws(() => weatherProviderFrom({ ...PRODUCTION, WEATHER_PROVIDER: 'dev', QWEATHER_KEY: 'k' }), ProviderNeeded)
  })

  test('partners: the http provider with no partner configured is refused in production', () => {
    assert.throws(() => createPartnerProvider({ ...PRODUCTION, PARTNER_PROVIDER: 'http' }), ProviderNeeded)
  })

  test('transport: Juhe in production answers the kinds it has no key for "not available", not the dev timetable', async () => {
    const juhe = createTransportProvider({ ...PRODUCTION, TRANSPORT_PROVIDER: 'juhe', JUHE_TRAIN_KEY: 'k' })
    await assert.rejects(juhe.search({ kind: 'car', from: '成都', to: '都江堰', date: '2026-03-10' }), /serviceOff\.transport/)
    // outside production the dev timetable still fills in
    const dev = createTransportProvider({ TRANSPORT_PROVIDER: 'juhe', JUHE_TRAIN_KEY: 'k' })
    assert.ok((await dev.search({ kind: 'car', from: '成都', to: '都江堰', date: '2026-03-10' })).length > 0)
  })
})

describe('start-up check', () => {
  const everySetting = CASES.map((c) => PROVIDER_KINDS[c.kind].setting)

  test('production with no provider settings: ONE ConfigError naming every kind', () => {
    assert.throws(
      () => checkProductionProviders(PRODUCTION),
      (e: unknown) => {
        assert.ok(e instanceof ConfigError)
        assert.ok(!e.message.includes('\n'))
        assert.match(e.message, /^production needs /)
        for (const setting of everySetting) assert.ok(e.message.includes(`${setting}=off`), setting)
        return true
      },
    )
  })

  test('every kind configured or off: it starts; outside production nothing is asked', () => {
    const configured = Object.assign({ ...PRODUCTION }, ...CASES.map((c) => c.real))
    assert.doesNotThrow(() => checkProductionProviders(configured))
    const allOff = Object.fromEntries(everySetting.map((s) => [s, 'off']))
    assert.doesNotThrow(() => checkProductionProviders({ ...PRODUCTION, ...allOff }))
    assert.doesNotThrow(() => checkProductionProviders({}))
    // a wrong value is named too, in the same line
    assert.throws(
      () => checkProductionProviders({ ...configured, SMS_PROVIDER: 'pigeon' }),
      (e: unknown) => e instanceof ConfigError && /SMS_PROVIDER must be dev or http \(or off\), not "pigeon"/.test(e.message),
    )
  })

  const ROOT = fileURLToPath(new URL('../../..', import.meta.url))

  async function startServer(env: Env): Promise<{ status: number | null; stderr: string }> {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wenlv-production-start-'))
    try {
      const clean = Object.fromEntries(Object.entries(process.env).filter(([k]) => !/_PROVIDER$|^NODE_TEST|^DATABASE_URL$/.test(k)))
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
        cwd: ROOT,
        env: { ...clean, DATA_DIR: path.join(dataDir, 'pglite'), PORT: '1', LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
      })
      let stderr = ''
      child.stderr.on('data', (d) => (stderr += d))
      const status = await new Promise<number | null>((resolve) => child.on('close', resolve))
      return { status, stderr }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true })
    }
  }

  test('the server process refuses with one line naming everything missing', async () => {
    const fieldKey = crypto.randomBytes(32).toString('hex')
    const { status, stderr } = await startServer({ NODE_ENV: 'production', FIELD_KEY: fieldKey })
    assert.equal(status, 1)
    const lines = stderr.trim().split('\n')
    assert.equal(lines.length, 1, stderr)
    assert.match(lines[0], /^Cannot start: production needs /)
    for (const setting of everySetting) assert.ok(lines[0].includes(`${setting}=off`), setting)
    // and without FIELD_KEY, that too in the same line
    const both = await startServer({ NODE_ENV: 'production' })
    assert.equal(both.stderr.trim().split('\n').length, 1, both.stderr)
    assert.match(both.stderr, /^Cannot start: FIELD_KEY is required in production.*\. production needs SMS_PROVIDER=http/)
  })
})
