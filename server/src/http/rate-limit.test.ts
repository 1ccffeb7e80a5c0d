/**
 * @engines both: conditional counters under parallel uses, on each engine (scripts/test-all.mjs)
 * The database-backed limiter on PGlite and PostgreSQL: parallel uses never pass the limit, the
 * sliding estimate across a window edge, taking uses back, sweeping old counts, and the address
 * key (IPv4, IPv4-mapped, IPv6 by /64).
 */
import assert from 'node:assert/strict'
import { after, before, describe, it } from 'node:test'
import type { DatabaseHandle } from '../db/database'
import { rateLimits } from '../db/schema'
import { openTestDatabase } from '../testing/test-database'
import { addressKey, countUse, giveBack, sweepRateLimits, type RateLimit } from './rate-limit'

let database: DatabaseHandle
before(async () => {
  database = await openTestDatabase()
})
after(() => database.close())

const HOUR = 3_600_000
const limit = (name: string, max = 20): RateLimit => ({ name, max, windowMs: HOUR })
const at = (minutes: number) => new Date(Date.UTC(2026, 2, 1, 10) + minutes * 60_000)

describe('countUse', () => {
  it('60 uses at once: exactly the limit pass, each sees its own count', async () => {
    const uses = await Promise.all(Array.from({ length: 60 }, () => countUse(database.db, limit('parallel'), 'a', at(5))))
    assert.equal(uses.filter((u) => u.allowed === 1).length, 20)
    assert.deepEqual(
      uses
        .filter((u) => u.allowed)
        .map((u) => u.remaining)
        .sort((x, y) => x - y),
      Array.from({ length: 20 }, (_, i) => i),
    )
    // another subject has its own count
    assert.equal((await countUse(database.db, limit('parallel'), 'b', at(5))).allowed, 1)
  })

  it('several uses at once fit partly; the next window still carries the previous one, less as it ages', async () => {
    const l = limit('window', 10)
    assert.equal((await countUse(database.db, l, 'a', at(50), 7)).allowed, 7)
    assert.equal((await countUse(database.db, l, 'a', at(55), 7)).allowed, 3)
    // 14 counted in 10:00-11:00; at 11:30 half of them still weigh: 7, so 3 more fit
    assert.equal((await countUse(database.db, l, 'a', at(90), 5)).allowed, 3)
    // at 12:30 only the 11:00 window weighs (5 counted, half of it)
    assert.equal((await countUse(database.db, l, 'a', at(150), 10)).allowed, 8)
  })

  it('giveBack takes uses back; a refused use inside a rolled-back transaction is not counted', async () => {
    const l = limit('back', 2)
    const first = await countUse(database.db, l, 'a', at(1))
    await countUse(database.db, l, 'a', at(1))
    assert.equal((await countUse(database.db, l, 'a', at(1))).allowed, 0)
    await giveBack(database.db, first, 2)
    assert.equal((await countUse(database.db, l, 'a', at(2))).allowed, 1)
    await database.db
      .transaction(async (tx) => {
        await countUse(tx as never, l, 'a', at(2))
        throw new Error('refused')
      })
      .catch(() => {})
    assert.equal((await countUse(database.db, l, 'a', at(3))).allowed, 0)
  })

  it('sweeps counts past the window after theirs', async () => {
    await countUse(database.db, limit('sweep'), 'a', at(0))
    const count = async () => (await database.db.select().from(rateLimits)).filter((r) => r.key === 'sweep:a').length
    await sweepRateLimits(database.db, at(119))
    assert.equal(await count(), 1)
    await sweepRateLimits(database.db, at(121))
    assert.equal(await count(), 0)
  })
})

describe('addressKey', () => {
  it('IPv4 as it is, IPv4-mapped as IPv4, IPv6 by its /64', () => {
    assert.equal(addressKey('203.0.113.7'), '203.0.113.7')
    assert.equal(addressKey('::ffff:203.0.113.7'), '203.0.113.7')
    assert.equal(addressKey('2001:db8:1:2::5'), '2001:db8:1:2::/64')
    assert.equal(addressKey('2001:0db8:0001:0002:ffff:1:2:3'), '2001:db8:1:2::/64')
    assert.equal(addressKey('2001:db8::1'), '2001:db8:0:0::/64')
    assert.equal(addressKey('::1'), '0:0:0:0::/64')
    assert.equal(addressKey('fe80::1:2:3:4'), 'fe80:0:0:0::/64')
    assert.equal(addressKey('64:ff9b::192.0.2.1'), '64:ff9b:0:0::/64')
  })
})
