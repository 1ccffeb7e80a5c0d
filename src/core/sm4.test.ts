import { base64ToBytes, bytesToBase64, sm4Decrypt, sm4DecryptJson, sm4Encrypt, sm4EncryptJson } from './sm4'

const KEY = '0123456789abcdeffedcba9876543210'

describe('sm4 (ECB, PKCS#7, base64)', () => {
  it('is the GB/T 32907 block cipher: the standard vector decrypts to its plaintext block', () => {
    // standard vector: key = plain = 0123456789abcdeffedcba9876543210 → 681edf34d206965e86b3e94f536e4246;
    // with PKCS#7 a 16-byte plaintext gets a full padding block, so check the first block via a raw call
    const { sm4 } = require('sm-crypto')
    const raw = sm4.encrypt([0x01, 0x23, 0x45, 0x67, 0x89, 0xab, 0xcd, 0xef, 0xfe, 0xdc, 0xba, 0x98, 0x76, 0x54, 0x32, 0x10], KEY, {
      padding: 'none',
      output: 'array',
    })
    expect(bytesToBase64(raw)).toBe('aB7fNNIGll6Gs+lPU25CRg==')
  })

  it('base64 output equals the hex ciphertext of ECB/PKCS#7', () => {
    const { sm4 } = require('sm-crypto')
    const hex: string = sm4.encrypt('{"phone":"13800000001"}', KEY, { mode: 'ecb', padding: 'pkcs#7' })
    const bytes = base64ToBytes(sm4Encrypt('{"phone":"13800000001"}', KEY))!
    expect(bytes.map((b) => b.toString(16).padStart(2, '0')).join('')).toBe(hex)
    expect(bytes).toHaveLength(32)
  })

  it('round-trips unicode JSON', () => {
    const data = sm4EncryptJson({ phone: '13800000001', code: '123456', nickname: '成都 游客' }, KEY)
    expect(data).toMatch(/^[A-Za-z0-9+/]+=*$/)
    expect(sm4DecryptJson(data, KEY)).toEqual({ phone: '13800000001', code: '123456', nickname: '成都 游客' })
  })

  it('refuses a wrong key, broken base64 and non-object JSON', () => {
    const data = sm4Encrypt('{"a":1}', KEY)
    expect(sm4Decrypt(data, 'ffffffffffffffffffffffffffffffff')).toBeNull()
    expect(sm4Decrypt('not base64!', KEY)).toBeNull()
    expect(sm4Decrypt('AAAA', KEY)).toBeNull() // 3 bytes, not a block
    expect(sm4DecryptJson(sm4Encrypt('[1]', KEY), KEY)).toBeNull()
    expect(sm4DecryptJson(sm4Encrypt('plain', KEY), KEY)).toBeNull()
    expect(sm4DecryptJson(42, KEY)).toBeNull()
  })

  it('refuses a key that is not 32 hex characters', () => {
    expect(() => sm4Encrypt('x', '1234')).toThrow('32 hex')
    expect(sm4Decrypt(sm4Encrypt('x', KEY), 'zz')).toBeNull()
  })

  it('base64 codec matches the standard alphabet and padding', () => {
    const bytes = [...'hello world!?'].map((c) => c.charCodeAt(0))
    for (let n = 0; n <= bytes.length; n++) {
      const part = bytes.slice(0, n)
      const b64 = bytesToBase64(part)
      if (n > 0) expect(base64ToBytes(b64)).toEqual(part)
    }
    expect(bytesToBase64([104, 105])).toBe('aGk=')
    expect(base64ToBytes('aGk=')).toEqual([104, 105])
  })
})
