/**
 * The account calls of the launch (login flow, re-authorisation, the native shell's sign-in):
 * none of them sends an SM4 form, so the app's first load carries no SM4 code (H5 budget,
 * npm run bench:size); the SM4 calls of the login pages are in ./api.ts, whose `accountApi` has
 * these too.
 */
import type { CloudUserInfo } from '../../../types/contract'
import { get, post } from '../../services/request'
import { call } from '../../kit/result'
import type { AuthorizeData } from './flow/authorize'
import type { PartnerCredential, PartnerLoginKind } from './flow/partner-login'

export const USER_BIND = 'user/api/userBind'

/** The call of each partner sign-in; the code-parse calls are GETs that also name the site. */
const PARTNER_CALLS: Record<PartnerLoginKind, { method: 'GET' | 'POST'; path: string; withSiteId?: boolean }> = {
  external: { method: 'POST', path: `${USER_BIND}/externalLogin` },
  cddy: { method: 'POST', path: `${USER_BIND}/cddyLogin` },
  ifly: { method: 'POST', path: `${USER_BIND}/iFlyLogin` },
  tfcloud: { method: 'GET', path: 'user/api/tfCloud/parseCode', withSiteId: true },
  hhespeed: { method: 'GET', path: 'user/api/hheSpeed/parseCode', withSiteId: true },
}

export const launchApi = {
  refreshUserInfo: () => call<CloudUserInfo>(get('user/api/userInfo/refresh', {}, { loading: false })),
  getAuthorizeParam: () => call<AuthorizeData>(get('user/wechatOpenAuth/getAuthorizeParam', {}, { loading: false })),
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
