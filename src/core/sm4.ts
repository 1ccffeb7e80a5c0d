/**
 * SM4 helper of the *Sm4 account calls (rules-and-contract section 9: SM4, ECB, base64 output).
 * Pure TS, shared by the app (encrypts the form payload, decrypts contact/real-name fields) and
 * the server (decrypts the payload, encrypts personal fields it returns). The key is per site
 * (`sm4Key` in sites/<code>.json, 32 hex chars) and is always passed in, never embedded here.
 */
// Only the SM4 module: the package entry also pulls in SM2 and its big-integer code (~30 KB gzip
// in the H5 first load) that nothing here uses. Default import: the module is CommonJS, and Node's
// ESM loader (server via tsx) sees no named exports.
import sm4 from 'sm-crypto/src/sm4'

const KEY_RE = /^[0-9a-fA-F]{32}$/
const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const B64_RE = /^[A-Za-z0-9+/]+={0,2}$/

export function isSm4Key(key: unknown): key is string {
  return typeof key === 'string' && KEY_RE.test(key)
}

// Own base64 codec: no Buffer (Node-only) and no btoa (absent in mini-programs).
export function bytesToBase64(bytes: number[]): string {
  let out = ''
  for (let i = 0; i < bytes.length; i += 3) {
    const n = (bytes[i] << 16) | ((bytes[i + 1] ?? 0) << 8) | (bytes[i + 2] ?? 0)
    out += B64[(n >> 18) & 63] + B64[(n >> 12) & 63]
    out += i + 1 < bytes.length ? B64[(n >> 6) & 63] : '='
    out += i + 2 < bytes.length ? B64[n & 63] : '='
  }
  return out
}

/** Returns null for anything that is not canonical base64. */
export function base64ToBytes(text: string): number[] | null {
  const s = text.replace(/\s/g, '')
  if (s.length === 0 || s.length % 4 !== 0 || !B64_RE.test(s)) return null
  const bytes: number[] = []
  for (let i = 0; i < s.length; i += 4) {
    const c = [0, 1, 2, 3].map((k) => (s[i + k] === '=' ? 0 : B64.indexOf(s[i + k])))
    const n = (c[0] << 18) | (c[1] << 12) | (c[2] << 6) | c[3]
    bytes.push((n >> 16) & 255)
    if (s[i + 2] !== '=') bytes.push((n >> 8) & 255)
    if (s[i + 3] !== '=') bytes.push(n & 255)
  }
  return bytes
}

/** UTF-8 text → SM4-ECB (PKCS#7) → base64. */
export function sm4Encrypt(plain: string, keyHex: string): string {
  if (!isSm4Key(keyHex)) throw new Error('SM4 key must be 32 hex characters')
  const out = sm4.encrypt(plain, keyHex, { padding: 'pkcs#7', output: 'array' }) // no mode = ECB
  return bytesToBase64(out)
}

/** base64 → SM4-ECB → UTF-8 text; null when the text was not encrypted with this key. */
export function sm4Decrypt(cipherB64: string, keyHex: string): string | null {
  if (!isSm4Key(keyHex) || typeof cipherB64 !== 'string') return null
  const bytes = base64ToBytes(cipherB64)
  if (!bytes || bytes.length % 16 !== 0) return null
  try {
    const out = sm4.decrypt(bytes, keyHex, { padding: 'pkcs#7', output: 'array' }) // no mode = ECB
    return utf8Decode(out)
  } catch {
    return null // wrong key → invalid padding
  }
}

/** Encrypts a JSON payload (the `data` field of every user/api/userBind form call). */
export function sm4EncryptJson(value: unknown, keyHex: string): string {
  return sm4Encrypt(JSON.stringify(value), keyHex)
}

/** Decrypts a `data` field; null unless it holds a JSON object encrypted with this key. */
export function sm4DecryptJson<T = Record<string, unknown>>(cipherB64: unknown, keyHex: string): T | null {
  if (typeof cipherB64 !== 'string') return null
  const text = sm4Decrypt(cipherB64, keyHex)
  if (text === null) return null
  try {
    const value = JSON.parse(text)
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : null
  } catch {
    return null
  }
}

// Strict UTF-8 decoding (no TextDecoder in every mini-program runtime); null on malformed input.
function utf8Decode(bytes: number[]): string | null {
  let out = ''
  for (let i = 0; i < bytes.length;) {
    const b = bytes[i]
    let cp: number
    let extra: number
    if (b < 0x80) [cp, extra] = [b, 0]
    else if (b >= 0xc2 && b < 0xe0) [cp, extra] = [b & 0x1f, 1]
    else if (b >= 0xe0 && b < 0xf0) [cp, extra] = [b & 0x0f, 2]
    else if (b >= 0xf0 && b < 0xf5) [cp, extra] = [b & 0x07, 3]
    else return null
    for (let k = 1; k <= extra; k++) {
      const c = bytes[i + k]
      if (c === undefined || (c & 0xc0) !== 0x80) return null
      cp = (cp << 6) | (c & 0x3f)
    }
    out += String.fromCodePoint(cp)
    i += extra + 1
  }
  return out
}
