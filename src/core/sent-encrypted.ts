/**
 * Personal numbers that travel SM4-encrypted (site key, ECB, base64) in both directions
 * (rules-and-contract section 3: contact certNumber and phone, real-name idCard; the profile's
 * own idCard is the same number and goes the same way). The app encrypts these fields before
 * sending, the server decrypts them and refuses a value it cannot decrypt. One list per call,
 * shared by both sides so they cannot drift apart.
 */
import { sm4Decrypt, sm4Encrypt } from './sm4'

export const SENT_ENCRYPTED = {
  contactSave: ['certNumber', 'phone'],
  realNameIdentify: ['idCard'],
  profileUpdate: ['idCard'],
} as const satisfies Record<string, readonly string[]>

export type EncryptedCall = keyof typeof SENT_ENCRYPTED

/** App side: a copy of the payload with the call's personal fields encrypted; empty values stay empty. */
export function encryptSentFields<T extends Record<string, unknown>>(call: EncryptedCall, payload: T, keyHex: string): T {
  const out: Record<string, unknown> = { ...payload }
  for (const field of SENT_ENCRYPTED[call]) {
    const value = out[field]
    if (typeof value === 'string' && value !== '') out[field] = sm4Encrypt(value, keyHex)
  }
  return out as T
}

/**
 * Server side: a copy of the form with the call's personal fields decrypted. Returns the name of
 * the first field that is present but not encrypted with this key (sent in plain text, or with
 * another site's key), so the caller can refuse it with a clear message.
 */
export function decryptSentFields(
  call: EncryptedCall,
  fields: Record<string, unknown>,
  keyHex: string,
): { fields: Record<string, unknown>; unreadable?: string } {
  const out: Record<string, unknown> = { ...fields }
  for (const field of SENT_ENCRYPTED[call]) {
    const value = out[field]
    if (value === undefined || value === null || value === '') continue
    const plain = typeof value === 'string' ? sm4Decrypt(value, keyHex) : null
    if (plain === null) return { fields: out, unreadable: field }
    out[field] = plain
  }
  return { fields: out }
}
