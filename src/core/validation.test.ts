import { AccountMessage, isAgreementAccepted, maskPhone, validatePhoneAndCode, validateRegistration, maskCert } from './validation'

describe('account validation', () => {
  it('phone must be exactly 11 digits', () => {
    for (const phone of ['', '1380000000', '138000000012', '1380000000a', ' 13800000001', undefined, 13800000001]) {
      expect(validatePhoneAndCode({ phone, code: '123456' })).toBe(AccountMessage.phone)
    }
    expect(validatePhoneAndCode({ phone: '13800000001', code: '123456' })).toBeNull()
  })

  it('code must be exactly 6 digits, checked after the phone', () => {
    for (const code of ['', '12345', '1234567', '12345a', undefined]) {
      expect(validatePhoneAndCode({ phone: '13800000001', code })).toBe(AccountMessage.code)
    }
    expect(validatePhoneAndCode({ phone: 'x', code: 'x' })).toBe(AccountMessage.phone)
  })

  it('registration needs the agreement accepted', () => {
    expect(validateRegistration({ phone: '13800000001', code: '123456' })).toBe(AccountMessage.agreement)
    expect(validateRegistration({ phone: '13800000001', code: '123456', agreement: 'false' })).toBe(AccountMessage.agreement)
    expect(validateRegistration({ phone: '13800000001', code: '123456', agreement: 'true' })).toBeNull()
    expect(isAgreementAccepted(true)).toBe(true)
    expect(isAgreementAccepted('0')).toBe(false)
  })

  it('masks the middle of a phone', () => {
    expect(maskPhone('13800000001')).toBe('138****0001')
  })
})

describe('id card (GB 11643)', () => {
  const { isIdCard } = require('./validation')
  it('accepts the standard example and refuses a wrong check digit, date or shape', () => {
    expect(isIdCard('11010519491231002X')).toBe(true)
    expect(isIdCard('510101199003070016')).toBe(true)
    expect(isIdCard('110105194912310021')).toBe(false) // check digit
    expect(isIdCard('110105194902300027')).toBe(false) // 30 February
    expect(isIdCard('11010519491231002x')).toBe(false) // lower-case x: callers upper-case first
    expect(isIdCard('1101051949123100')).toBe(false)
    expect(isIdCard(110105194912310020)).toBe(false)
  })
})

test('maskCert keeps the first 3 and last 4 characters of a certificate number', () => {
  expect(maskCert('11010519491231002X')).toBe('110***********002X')
  expect(maskCert('1234567')).toBe('1234567')
})
