/**
 * After the login flow has read them, sign-in values leave the address bar (an appToken or a
 * third-party token in a shared or bookmarked link would hand the session to someone else).
 * Only the groups the flow consumes go: siteId with wechatOpenId (the provider callback),
 * url with token + unid (third-party sign-in), appToken, and the values of this site's partner
 * sign-in (flow/partner-login.ts; a `code` on a site without that partner is left alone).
 */
import { partnerQueryKeys, type PartnerLoginKind } from './partner-login'

const GROUPS: Array<{ when: string[]; drop: string[] }> = [
  { when: ['wechatOpenId'], drop: ['wechatOpenId', 'siteId'] },
  { when: ['token', 'unid'], drop: ['token', 'unid', 'url'] },
  { when: ['appToken'], drop: ['appToken'] },
]

/** The search string without the consumed values ('' when nothing is left); null when nothing changes. */
export function withoutConsumedKeys(search: string, partnerLogin?: PartnerLoginKind): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const partnerKeys = partnerQueryKeys(partnerLogin)
  const groups = partnerKeys.length ? [...GROUPS, { when: partnerKeys, drop: partnerKeys }] : GROUPS
  const drop = groups.filter((g) => g.when.every((k) => params.has(k))).flatMap((g) => g.drop)
  if (drop.length === 0) return null
  for (const k of drop) params.delete(k)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
