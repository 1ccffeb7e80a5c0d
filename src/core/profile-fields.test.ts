import { validateProfileField } from './profile-fields'

describe('profile field rules', () => {
  it('nickname is required and at most 20 characters', () => {
    expect(validateProfileField('nickname', '')).toEqual({ key: 'profile.required' })
    expect(validateProfileField('nickname', 'x'.repeat(21))).toEqual({ key: 'profile.tooLong', max: 20 })
    expect(validateProfileField('nickname', '小文')).toBeNull()
  })
  it('optional fields may be cleared', () => expect(validateProfileField('school', '')).toBeNull())
  it('signature at most 60', () => expect(validateProfileField('signature', 'x'.repeat(61))).toEqual({ key: 'profile.tooLong', max: 60 }))
  it('email must look like an address', () => {
    expect(validateProfileField('email', 'a@b')).toEqual({ key: 'profile.invalidEmail' })
    expect(validateProfileField('email', 'a@b.cn')).toBeNull()
  })
  it('id card needs the GB 11643 check digit', () => {
    expect(validateProfileField('idCard', '11010519491231002X')).toBeNull()
    expect(validateProfileField('idCard', '110105194912310021')).toEqual({ key: 'profile.invalidIdCard' })
  })
})
