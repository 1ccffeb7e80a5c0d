import { parseCredential, partnerCredentialOf, partnerQueryKeys, serializeCredential } from './partner-login'

it('reads each partner’s credential from its own query values', () => {
  expect(partnerCredentialOf('ifly', { userId: 'u1' })).toEqual({ kind: 'ifly', fields: { iFlyUserId: 'u1' } })
  expect(partnerCredentialOf('tfcloud', { code: 'c1' })).toEqual({ kind: 'tfcloud', fields: { code: 'c1' } })
  expect(partnerCredentialOf('hhespeed', { code: 'c1' })).toEqual({ kind: 'hhespeed', fields: { code: 'c1' } })
  expect(partnerCredentialOf('cddy', { code: 'a1', openid: 'o1' })).toEqual({ kind: 'cddy', fields: { authCode: 'a1', openid: 'o1' } })
  expect(partnerCredentialOf('external', { token: 't1' })).toEqual({ kind: 'external', fields: { externalIdentityToken: 't1' } })
})

it('needs every value, and no partner when the site has none', () => {
  expect(partnerCredentialOf('cddy', { code: 'a1' })).toBeNull()
  expect(partnerCredentialOf('ifly', { userId: '' })).toBeNull()
  expect(partnerCredentialOf(undefined, { userId: 'u1', code: 'c' })).toBeNull()
  expect(partnerCredentialOf('external', { token: 't', unid: 'u' })).toBeNull()
})

it('survives the pending store and refuses anything else', () => {
  const c = partnerCredentialOf('cddy', { code: 'a1', openid: 'o1' })!
  expect(parseCredential(serializeCredential(c))).toEqual(c)
  expect(parseCredential('{"kind":"other","fields":{}}')).toBeNull()
  expect(parseCredential('not json')).toBeNull()
  expect(parseCredential(undefined)).toBeNull()
  expect(partnerQueryKeys('cddy')).toEqual(['code', 'openid'])
  expect(partnerQueryKeys(undefined)).toEqual([])
})
