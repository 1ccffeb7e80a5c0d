/**
 * Where a picture of the contract loads from. Absolute addresses (http, https, protocol-relative,
 * data:) are used as they are. A root-relative `/api/...` path (demo pictures, uploads served by the
 * contract server) works as it is on H5, whose page comes from that server; the mini-program has no
 * origin of its own, so there the path goes under the site's main API base (`apiBase()` of
 * src/services/request.ts) the way it lives under `/api/` on the server: a production base
 * https://api.x/ serves the API at the host's root, so /api/demo/a.jpg is https://api.x/demo/a.jpg.
 * Another root-relative path is taken from the base's origin.
 *   <Image src={mediaUrl(place.cover)} />
 */
import { apiBase } from '../../services/request'

const ABSOLUTE = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i
const ORIGIN = /^(https?:\/\/[^/?#]+)/i
/** the contract server's own paths: its API base as H5 reaches it (the sites' `api.local.main`) */
const SERVER_PATHS = '/api/'

/** The origin (scheme and host) of an absolute base, '' for a relative one such as '/api/'. */
export const originOf = (base: string): string => ORIGIN.exec(base)?.[1] ?? ''

/** Pure form: `url` as the platform loads it, given the platform and the main API base. */
export function resolveMediaUrl(url: string | null | undefined, platform: string | undefined, base: string): string {
  const text = (url ?? '').trim()
  if (!text || ABSOLUTE.test(text) || !text.startsWith('/')) return text
  if (platform !== 'weapp') return text
  if (text.startsWith(SERVER_PATHS) && originOf(base)) return `${base}${text.slice(SERVER_PATHS.length)}`
  return `${originOf(base)}${text}`
}

export function mediaUrl(url: string | null | undefined): string {
  return resolveMediaUrl(url, process.env.TARO_ENV, process.env.TARO_ENV === 'weapp' ? apiBase() : '')
}
