/** Partner sign-in goes to each partner's own call (rules-and-contract 7 "Account and login"). */
import { get, post } from '../../services/request'
import { NO_ANSWER } from '../../kit/result'
import { accountApi, messageOf } from './api'

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

it('answers a Result: data on success, the refusal, or no answer when the network gave up', async () => {
  const { post: mockPost } = jest.requireMock('../../services/request') as { post: jest.Mock }
  mockPost.mockResolvedValueOnce({ code: 0, data: { userToken: 't' } })
  await expect(accountApi.loginSm4('13800000001', '123456')).resolves.toEqual({ ok: true, data: { userToken: 't' } })
  mockPost.mockResolvedValueOnce({ code: 400, message: '验证码错误' })
  await expect(accountApi.loginSm4('13800000001', '123456')).resolves.toEqual({ ok: false, code: 400, message: '验证码错误' })
  mockPost.mockResolvedValueOnce(undefined)
  await expect(accountApi.loginSm4('13800000001', '123456')).resolves.toEqual(NO_ANSWER)
})

it("messageOf: the server's message for any code, else the fallback", () => {
  expect(messageOf({ ok: false, code: 2, message: '微信登录凭证已失效' }, '请求失败')).toBe('微信登录凭证已失效')
  expect(messageOf({ ok: false, code: 400, message: '' }, '请求失败')).toBe('请求失败')
  expect(messageOf(NO_ANSWER, '请求失败')).toBe('请求失败')
})
