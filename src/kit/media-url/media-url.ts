/**
 * Where a picture of the contract loads from. Absolute addresses (http, https, protocol-relative,
 * data:) are used as they are. A root-relative `/api/...` path (demo pictures, uploads served by the
 * contract server) works as it is on H5, whose page comes from that server; the mini-program has no
 * origin of its own, so there it is prefixed with the origin of the site's main API base
 * (`apiBase()` of src/services/request.ts: the environment's base, else the local one).
 *   <Image src={mediaUrl(place.cover)} />
 */
import { apiBase } from '../../services/request'

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i
const ORIGIN = /^(https?:\/\/[^/?#]+)/i

/** The origin (scheme and host) of an absolute base, '' for a relative one such as '/api/'. */
export const originOf = (base: string): string => ORIGIN.exec(base)?.[1] ?? ''

/** Pure form: `url` as the platform loads it, given the platform and the main API base. */
export function resolveMediaUrl(url: string | null | undefined, platform: string | undefined, base: string): string {
  const text = (url ?? '').trim()
  if (!text || ABSOLUTE.test(text) || !text.startsWith('/')) return text
  if (platform !== 'weapp') return text
  return `${originOf(base)}${text}`
}

export function mediaUrl(url: string | null | undefined): string {
  return resolveMediaUrl(url, process.env.TARO_ENV, process.env.TARO_ENV === 'weapp' ? apiBase() : '')
}
