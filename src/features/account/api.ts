/**
 * Account calls (rules-and-contract 7 "Account and login"). The user/api/userBind calls send
 * their payload in one form field `data`: SM4-ECB, base64, key of this site (__SITE__.sm4Key).
 * Paths and payload fields are the accounts server's (server/src/plugins/account/*-routes.ts).
 * Every call answers a kit Result (src/kit/result): `ok` + data, or the refusal / no answer.
 */
import type { CloudUserInfo } from '../../../types/contract'
import { sm4EncryptJson } from '../../core/sm4'
import { get, post } from '../../services/request'
import { call, type Result } from '../../kit/result'
import type { AuthorizeData } from './flow/authorize'
import type { PartnerCredential, PartnerLoginKind } from './flow/partner-login'

const USER_BIND = 'user/api/userBind'

/** The call of each partner sign-in; the code-parse calls are GETs that also name the site. */
const PARTNER_CALLS: Record<PartnerLoginKind, { method: 'GET' | 'POST'; path: string; withSiteId?: boolean }> = {
  external: { method: 'POST', path: `${USER_BIND}/externalLogin` },
  cddy: { method: 'POST', path: `${USER_BIND}/cddyLogin` },
  ifly: { method: 'POST', path: `${USER_BIND}/iFlyLogin` },
  tfcloud: { method: 'GET', path: 'user/api/tfCloud/parseCode', withSiteId: true },
  hhespeed: { method: 'GET', path: 'user/api/hheSpeed/parseCode', withSiteId: true },
}

export type SmsPurpose = 'login' | 'register' | 'bind'

/** The encrypted `data` field of the *Sm4 / bind calls. */
export function encryptedForm(payload: Record<string, unknown>): { data: string } {
  return { data: sm4EncryptJson(payload, __SITE__.sm4Key) }
}

export const accountApi = {
  sendSmsCode: (phone: string, type: SmsPurpose) =>
    call<{ retryAfterSeconds: number; expiresInSeconds: number }>(post(`${USER_BIND}/smsCodeSm4`, encryptedForm({ phone, type }))),
  loginSm4: (phone: string, code: string) => call<CloudUserInfo>(post(`${USER_BIND}/loginSm4`, encryptedForm({ phone, code }))),
  registerSm4: (phone: string, code: string, agreement: boolean) =>
    call<CloudUserInfo>(post(`${USER_BIND}/registerSm4`, encryptedForm({ phone, code, agreement }))),
  /** one-step sign-in: logs in a known phone; creates the account only when `agreement` is true */
  loginOrRegister: (phone: string, code: string, agreement: boolean) =>
    call<CloudUserInfo>(post(`${USER_BIND}/loginOrRegister`, encryptedForm({ phone, code, agreement }))),
  /** with a token: binds the phone to this user; without: to the messaging-browser visitor of wechatOpenId */
  bindPhone: (phone: string, code: string, wechatOpenId?: string) =>
    call<CloudUserInfo>(post(`${USER_BIND}/bindPhone`, encryptedForm({ phone, code, wechatOpenId }))),
  bindOpenId: (wechatOpenId: string) => call<CloudUserInfo>(post(`${USER_BIND}/bindOpenId`, encryptedForm({ wechatOpenId }))),
  logout: () => call(post(`${USER_BIND}/logout`, {}, { loading: false })),
  refreshUserInfo: () => call<CloudUserInfo>(get('user/api/userInfo/refresh', {}, { loading: false })),
  getAuthorizeParam: () => call<AuthorizeData>(get('user/wechatOpenAuth/getAuthorizeParam', {}, { loading: false })),
  /** mini-program: Taro.login code → user info + token (phone may still be empty → bind) */
  miniLogin: (code: string) => call<CloudUserInfo>(post(`${USER_BIND}/miniLogin`, { code })),
  /** third-party sign-in (login flow step 6): their token + unid in the body; the query token is ours */
  thirdPartyLogin: (token: string, unid: string) =>
    call<CloudUserInfo>(post(`${USER_BIND}/thirdPartyLogin`, { token, unid }, { loading: false, handlesTokenInvalid: true })),
  /** partner sign-in from the address (flow/partner-login.ts) → user info + our token */
  partnerLogin: (credential: PartnerCredential, siteId: number | string) => {
    const target = PARTNER_CALLS[credential.kind]
    const params = target.withSiteId ? { siteId, ...credential.fields } : credential.fields
    const options = { loading: false, handlesTokenInvalid: true }
    return call<CloudUserInfo>(target.method === 'GET' ? get(target.path, params, options) : post(target.path, params, options))
  },
  getUserData: (wechatOpenId: string, siteId: number | string) =>
    call<CloudUserInfo>(get('user/wechatOpenAuth/getUserData', { wechatOpenId, siteId }, { loading: false })),
}

/**
 * What a failed account call tells the user: the server's own (translated) message, else our
 * fallback. Unlike the kit's toastFailure it speaks for every code: the login pages show the
 * server's refusal even for code 2 (an expired mini-program login code).
 */
export function messageOf(result: Result<unknown>, fallback: string): string {
  return ('message' in result && result.message) || fallback
}
