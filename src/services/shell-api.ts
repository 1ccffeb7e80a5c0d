/** The shell's contract calls (paths: docs/ARCHITECTURE.md "Contract decisions"). */
import type { Envelope, MenuItem, SiteDetail } from '../../types/contract'
import { get } from './request'

/** Site detail; a code other than 0 is rejected (error catalogue). */
export async function getSiteDetail(): Promise<SiteDetail> {
  const res = await get<Envelope<SiteDetail>>('user/api/site/getSiteDetail', undefined, { loading: false })
  if (!res || res.code !== 0 || !res.data) throw new Error(res?.message || 'getSiteDetail failed')
  return res.data
}

/** Index menu grid (clientType WEB, location HOME_BOTTOM; response datas). Failure -> []. */
export async function getIndexMenuList(): Promise<MenuItem[] | undefined> {
  const res = await get<Envelope<MenuItem[]>>('config/api/menu/getIndexMenuList', { clientType: 'WEB', location: 'HOME_BOTTOM' })
  return res && res.code === 0 && Array.isArray(res.datas) ? res.datas : undefined
}

/** Bottom navigation (clientType WEB; response data.layoutDetail). undefined when the fetch fails. */
export async function getBottomNavList(): Promise<MenuItem[] | undefined> {
  const res = await get<Envelope<{ layoutDetail: MenuItem[] }>>('config/api/layout/getBottomNavList', { clientType: 'WEB' }, { loading: false })
  const list = res && res.code === 0 ? res.data?.layoutDetail : undefined
  return Array.isArray(list) ? list : undefined
}
