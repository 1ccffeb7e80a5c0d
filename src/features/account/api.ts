/**
 * Account calls (rules-and-contract 7 "Account and login"). The user/api/userBind calls send
 * their payload in one form field `data`: SM4-ECB, base64, key of this site (__SITE__.sm4Key).
 * Paths and payload fields are the accounts server's (server/src/plugins/account/*-routes.ts).
 * Every call answers a kit Result (src/kit/result): `ok` + data, or the refusal / no answer.
 */
import type { CloudUserInfo } from '../../../types/contract'
import { sm4EncryptJson } from '../../core/sm4'
import { post } from '../../services/request'
import { call, type Result } from '../../kit/result'
import { USER_BIND, launchApi } from './launch-api'

export type SmsPurpose = 'login' | 'register' | 'bind'

/** The encrypted `data` field of the *Sm4 / bind calls. */
export function encryptedForm(payload: Record<string, unknown>): { data: string } {
  return { data: sm4EncryptJson(payload, __SITE__.sm4Key) }
}

export const accountApi = {
  ...launchApi,
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
  /** mini-program: Taro.login code → user info + token (phone may still be empty → bind) */
  miniLogin: (code: string) => call<CloudUserInfo>(post(`${USER_BIND}/miniLogin`, { code })),
}

/**
 * What a failed account call tells the user: the server's own (translated) message, else our
 * fallback. Unlike the kit's toastFailure it speaks for every code: the login pages show the
 * server's refusal even for code 2 (an expired mini-program login code).
 */
export function messageOf(result: Result<unknown>, fallback: string): string {
  return ('message' in result && result.message) || fallback
}
