import { decryptSentFields, encryptSentFields, SENT_ENCRYPTED } from './sent-encrypted'
import { sm4Decrypt } from './sm4'

const KEY = '0123456789abcdeffedcba9876543210'
const OTHER_KEY = 'ffeeddccbbaa99887766554433221100'

describe('personal numbers sent encrypted (rules-and-contract 3)', () => {
  test('the contract lists: contact certNumber and phone, real-name idCard, profile idCard', () => {
    expect(SENT_ENCRYPTED).toEqual({ contactSave: ['certNumber', 'phone'], realNameIdentify: ['idCard'], profileUpdate: ['idCard'] })
  })

  test('the app encrypts only the listed fields, and empty values stay empty', () => {
    const sent = encryptSentFields(
      'contactSave',
      { name: '张三', certType: 'ID_CARD', certNumber: '11010519491231002X', phone: '13800000001' },
      KEY,
    )
    expect(sent.name).toBe('张三')
    expect(sent.certType).toBe('ID_CARD')
    expect(sent.certNumber).not.toBe('11010519491231002X')
    expect(sm4Decrypt(sent.certNumber, KEY)).toBe('11010519491231002X')
    expect(sm4Decrypt(sent.phone, KEY)).toBe('13800000001')
    expect(encryptSentFields('profileUpdate', { idCard: '' }, KEY)).toEqual({ idCard: '' })
    expect(encryptSentFields('profileUpdate', { nickname: 'x' }, KEY)).toEqual({ nickname: 'x' })
  })

  test('the server reads back what the app sent', () => {
    const sent = encryptSentFields('realNameIdentify', { realName: '李四', idCard: '11010519491231002X' }, KEY)
    expect(decryptSentFields('realNameIdentify', sent, KEY)).toEqual({ fields: { realName: '李四', idCard: '11010519491231002X' } })
  })

  test('plain text, or another site key, is named as unreadable', () => {
    expect(decryptSentFields('contactSave', { certNumber: '11010519491231002X', phone: '13800000001' }, KEY).unreadable).toBe('certNumber')
    const otherSite = encryptSentFields('contactSave', { certNumber: 'E12345678', phone: '13800000001' }, OTHER_KEY)
    expect(decryptSentFields('contactSave', otherSite, KEY).unreadable).toBe('certNumber')
    const phonePlain = { ...encryptSentFields('contactSave', { certNumber: 'E12345678' }, KEY), phone: '13800000001' }
    expect(decryptSentFields('contactSave', phonePlain, KEY).unreadable).toBe('phone')
    expect(decryptSentFields('contactSave', { certNumber: ['x'] }, KEY).unreadable).toBe('certNumber')
  })

  test('absent or empty fields are left to the route’s own required-field message', () => {
    expect(decryptSentFields('contactSave', { name: 'a' }, KEY)).toEqual({ fields: { name: 'a' } })
    expect(decryptSentFields('profileUpdate', { idCard: '' }, KEY)).toEqual({ fields: { idCard: '' } })
  })
})
