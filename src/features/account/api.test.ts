/** Partner sign-in goes to each partner's own call (rules-and-contract 7 "Account and login"). */
import { get, post } from '../../services/request'
import { accountApi } from './api'

jest.mock('../../services/request', () => ({ get: jest.fn(async () => ({ code: 0 })), post: jest.fn(async () => ({ code: 0 })) }))

it('POSTs externalLogin, cddyLogin and iFlyLogin with their fields', async () => {
  await accountApi.partnerLogin({ kind: 'external', fields: { externalIdentityToken: 'e' } }, 7)
  expect(post).toHaveBeenLastCalledWith(
    'user/api/userBind/externalLogin',
    { externalIdentityToken: 'e' },
    { loading: false, handlesTokenInvalid: true },
  )
  await accountApi.partnerLogin({ kind: 'cddy', fields: { authCode: 'a', openid: 'o' } }, 7)
  expect(post).toHaveBeenLastCalledWith(
    'user/api/userBind/cddyLogin',
    { authCode: 'a', openid: 'o' },
    { loading: false, handlesTokenInvalid: true },
  )
  await accountApi.partnerLogin({ kind: 'ifly', fields: { iFlyUserId: 'i' } }, 7)
  expect(post).toHaveBeenLastCalledWith('user/api/userBind/iFlyLogin', { iFlyUserId: 'i' }, { loading: false, handlesTokenInvalid: true })
})

it('GETs the code-parse calls with the site id', async () => {
  await accountApi.partnerLogin({ kind: 'tfcloud', fields: { code: 'c' } }, 7)
  expect(get).toHaveBeenLastCalledWith(
    'user/api/tfCloud/parseCode',
    { siteId: 7, code: 'c' },
    { loading: false, handlesTokenInvalid: true },
  )
  await accountApi.partnerLogin({ kind: 'hhespeed', fields: { code: 'c' } }, '7')
  expect(get).toHaveBeenLastCalledWith(
    'user/api/hheSpeed/parseCode',
    { siteId: '7', code: 'c' },
    { loading: false, handlesTokenInvalid: true },
  )
})
