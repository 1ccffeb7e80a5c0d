/**
 * After the login flow has read them, sign-in values leave the address bar (an appToken or a
 * third-party token in a shared or bookmarked link would hand the session to someone else).
 */
export const CONSUMED_QUERY_KEYS = ['wechatOpenId', 'siteId', 'token', 'unid', 'url', 'appToken'] as const

/** The search string without the consumed keys ('' when nothing is left); null when nothing changes. */
export function withoutConsumedKeys(search: string): string | null {
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search)
  const present = CONSUMED_QUERY_KEYS.filter((k) => params.has(k))
  if (present.length === 0) return null
  for (const k of present) params.delete(k)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}
