import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { createFieldCrypto } from './field-crypto'

describe('field crypto', () => {
  const crypt = createFieldCrypto('11'.repeat(32))

  it('round-trips, with a fresh IV each time', () => {
    const a = crypt.encrypt('13800000001')
    const b = crypt.encrypt('13800000001')
    assert.notEqual(a, b)
    assert.equal(crypt.decrypt(a), '13800000001')
    assert.equal(crypt.decrypt(b), '13800000001')
  })

  it('hash is stable per key and differs between keys', () => {
    assert.equal(crypt.hash('13800000001'), crypt.hash('13800000001'))
    assert.notEqual(crypt.hash('13800000001'), createFieldCrypto('22'.repeat(32)).hash('13800000001'))
  })

  it('refuses tampered ciphertext and a wrong key', () => {
    const stored = crypt.encrypt('13800000001')
    const raw = Buffer.from(stored.slice(3), 'base64')
    raw[raw.length - 1] ^= 1
    assert.throws(() => crypt.decrypt(`v1:${raw.toString('base64')}`))
    assert.throws(() => createFieldCrypto('22'.repeat(32)).decrypt(stored))
  })

  it('refuses a key that is not 32 bytes of hex', () => {
    assert.throws(() => createFieldCrypto('abc'), /64 hexadecimal/)
  })
})
