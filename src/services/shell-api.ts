/** The shell's contract calls (paths: docs/ARCHITECTURE.md "Contract decisions"). */
import type { Envelope, MenuItem, SiteDetail } from '../../types/contract'
import type { JssdkSignature } from '../platform/wechat/jssdk'
import { get } from './request'

/** Site detail; a code other than 0 is rejected (error catalogue). */
export async function getSiteDetail(): Promise<SiteDetail> {
  const res = await get<Envelope<SiteDetail>>('user/api/site/getSiteDetail', undefined, { loading: false })
  if (!res || res.code !== 0 || !res.data) throw new Error(res?.message || 'getSiteDetail failed')
  return res.data
}

/**
 * Index menu grid (clientType WEB, location HOME_BOTTOM; response datas). Failure -> [].
 * No page-wide loading indicator: the home shows its own loading state (home-loading) meanwhile.
 */
export async function getIndexMenuList(): Promise<MenuItem[] | undefined> {
  const res = await get<Envelope<MenuItem[]>>(
    'config/api/menu/getIndexMenuList',
    { clientType: 'WEB', location: 'HOME_BOTTOM' },
    { loading: false },
  )
  return res && res.code === 0 && Array.isArray(res.datas) ? res.datas : undefined
}

/** Bottom navigation (clientType WEB; response data.layoutDetail). undefined when the fetch fails. */
export async function getBottomNavList(): Promise<MenuItem[] | undefined> {
  const res = await get<Envelope<{ layoutDetail: MenuItem[] }>>(
    'config/api/layout/getBottomNavList',
    { clientType: 'WEB' },
    { loading: false },
  )
  const list = res && res.code === 0 ? res.data?.layoutDetail : undefined
  return Array.isArray(list) ? list : undefined
}

/**
 * The WeChat JS-SDK signature of a page address (user/wechatOpenAuth/getSignature?url, section 7:
 * appId, timestamp, nonceStr, signature). Rejected on a non-zero code: the SDK then stays
 * unconfigured and the adapters fall back to plain-browser behaviour (a failure is only logged).
 */
export async function getJssdkSignature(url: string): Promise<JssdkSignature> {
  const res = await get<Envelope<JssdkSignature>>('user/wechatOpenAuth/getSignature', { url }, { loading: false })
  if (!res || res.code !== 0 || !res.data) throw new Error(res?.message || 'getSignature failed')
  return res.data
}
