/**
 * Encryption at rest for personal fields (phone numbers): AES-256-GCM, plus a keyed hash
 * so a field can be looked up without decrypting every row. Both keys derive from one
 * secret, FIELD_KEY (64 hex chars). Losing FIELD_KEY makes stored phones unreadable.
 */
import crypto from 'node:crypto'

/** Development default so demos and tests run without setup; production must set FIELD_KEY (config.ts refuses to start without it). */
export const DEV_FIELD_KEY = '7765e76c76c0756c6f75642d6465762d6669656c642d6b65792d30303031aa55'

export interface FieldCrypto {
  encrypt(plain: string): string
  decrypt(stored: string): string
  hash(plain: string): string
  /** HMAC-SHA256 (base64url) of `text` under a key derived from FIELD_KEY for this purpose only */
  sign(purpose: string, text: string): string
}

export function createFieldCrypto(keyHex: string = DEV_FIELD_KEY): FieldCrypto {
  if (!/^[0-9a-fA-F]{64}$/.test(keyHex)) throw new Error('FIELD_KEY must be 64 hexadecimal characters (32 bytes)')
  const secret = Buffer.from(keyHex, 'hex')
  const encKey = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'wenlv field encryption', 32))
  const macKey = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), 'wenlv field lookup hash', 32))
  return {
    encrypt(plain) {
      const iv = crypto.randomBytes(12)
      const cipher = crypto.createCipheriv('aes-256-gcm', encKey, iv)
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      // v1: versioned so the scheme can change without guessing old rows' format
      return `v1:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`
    },
    decrypt(stored) {
      if (!stored.startsWith('v1:')) throw new Error('unknown field encryption format')
      const raw = Buffer.from(stored.slice(3), 'base64')
      const decipher = crypto.createDecipheriv('aes-256-gcm', encKey, raw.subarray(0, 12))
      decipher.setAuthTag(raw.subarray(12, 28))
      return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8')
    },
    hash(plain) {
      return crypto.createHmac('sha256', macKey).update(plain).digest('hex')
    },
    sign(purpose, text) {
      // one key per purpose: a signature made for one thing never verifies as another
      const key = Buffer.from(crypto.hkdfSync('sha256', secret, Buffer.alloc(0), `wenlv signature ${purpose}`, 32))
      return crypto.createHmac('sha256', key).update(text).digest('base64url')
    },
  }
}
