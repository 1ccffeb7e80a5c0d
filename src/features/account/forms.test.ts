import { addressError, contactError } from './forms'

describe('contact form', () => {
  const ok = { name: '张三', certNumber: '11010519491231002x', phone: '13700000001' }
  it('passes a complete contact (lower-case x accepted)', () => expect(contactError(ok)).toBeNull())
  it('name first, then ID card, then the 11-digit phone', () => {
    expect(contactError({ ...ok, name: '  ' })).toBe('user:contacts.nameRequired')
    expect(contactError({ ...ok, certNumber: '110105194912310021' })).toBe('user:contacts.certInvalid')
    expect(contactError({ ...ok, phone: '1370000000' })).toBe('account:validation.phone')
  })
})

describe('address form (rules-and-contract 5 wording)', () => {
  const ok = { name: '李四', phone: '13700000001', region: '四川省成都市', detail: '天府大道1号' }
  it('passes a complete address', () => expect(addressError(ok)).toBeNull())
  it('location must be chosen, detailed address required', () => {
    expect(addressError({ ...ok, region: '' })).toBe('user:addresses.regionRequired')
    expect(addressError({ ...ok, detail: ' ' })).toBe('user:addresses.detailRequired')
    expect(addressError({ ...ok, phone: 'abc' })).toBe('account:validation.phone')
  })
})
