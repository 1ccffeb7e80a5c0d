import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DEV_FIELD_KEY } from './auth/field-crypto'
import { ConfigError, DEFAULT_MAX_IN_FLIGHT, readConfig } from './config'

describe('readConfig', () => {
  it('runs the demo with no settings: port 8080, PGlite under server/.data, 256 calls in flight', () => {
    const c = readConfig({ NODE_ENV: 'development' })
    assert.equal(c.port, 8080)
    assert.equal(c.databaseUrl, undefined)
    assert.match(c.dataDir, /server\/\.data\/pglite$/)
    assert.match(c.h5Root, /dist\/h5$/)
    assert.equal(c.maxInFlight, DEFAULT_MAX_IN_FLIGHT)
    assert.equal(c.fieldKey, DEV_FIELD_KEY)
    assert.equal(c.trustProxy, false)
  })

  it('reads the environment', () => {
    const c = readConfig({
      NODE_ENV: 'development',
      PORT: '9000',
      DATABASE_URL: 'postgres://u@h/db',
      DATA_DIR: '/d',
      MAX_IN_FLIGHT: '1',
      TOKEN_TTL_MS: '60000',
    })
    assert.deepEqual([c.port, c.databaseUrl, c.dataDir, c.maxInFlight, c.tokenTtlMs], [9000, 'postgres://u@h/db', '/d', 1, 60000])
    assert.equal(readConfig({ NODE_ENV: 'development', TRUST_PROXY: '1' }).trustProxy, 1)
  })

  it('TRUST_PROXY: a hop count or proxy addresses, never "trust everyone"', () => {
    const trust = (value: string) => readConfig({ NODE_ENV: 'development', TRUST_PROXY: value }).trustProxy
    assert.equal(trust(''), false)
    assert.equal(trust('0'), false)
    assert.equal(trust('2'), 2)
    assert.deepEqual(trust('10.0.0.2'), ['10.0.0.2'])
    assert.deepEqual(trust('10.0.0.2, 10.1.0.0/16,::1,fd00::/8,loopback'), ['10.0.0.2', '10.1.0.0/16', '::1', 'fd00::/8', 'loopback'])
    assert.throws(() => trust('true'), {
      name: 'ConfigError',
      message: /^TRUST_PROXY=true \(trust every address\) is no longer accepted/,
    })
    for (const bad of ['yes', '1.5', '-1', '10.0.0.300', '10.0.0.0/33', '::1/129', '10.0.0.1,', 'nginx', '10.0.0.0/8/1']) {
      assert.throws(
        () => trust(bad),
        {
          name: 'ConfigError',
          message: `TRUST_PROXY must be a number of proxies (e.g. 1) or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.2,10.1.0.0/16, loopback), got "${bad}"`,
        },
        bad,
      )
    }
  })

  it('refuses numbers that are not positive whole numbers, naming the variable', () => {
    assert.throws(() => readConfig({ NODE_ENV: 'development', MAX_IN_FLIGHT: '0' }), {
      name: 'ConfigError',
      message: 'MAX_IN_FLIGHT must be a positive whole number, got "0"',
    })
    assert.throws(() => readConfig({ NODE_ENV: 'development', PORT: '80.5' }), ConfigError)
  })

  it('production without FIELD_KEY does not start on the development key', () => {
    assert.throws(() => readConfig({ NODE_ENV: 'production' }), /FIELD_KEY is required in production/)
    assert.equal(readConfig({ NODE_ENV: 'production', FIELD_KEY: 'ab'.repeat(32) }).fieldKey, 'ab'.repeat(32))
  })
})
