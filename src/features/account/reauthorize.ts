/**
 * The request layer's re-authorise hook (error catalogue: code 2 in the messaging browser →
 * re-authorise up to 2 times and retry; request.ts counts the attempts). With a stored sign-in
 * handle (the callback's one-time `wechatOpenId`, kept only while unused) the user is fetched by it
 * and site id; without one (or when it is spent or expired) the visitor is sent through the
 * provider's authorisation again and the page is left.
 */
import { launchApi } from './launch-api'
import { buildAuthorizeUrl } from './flow/authorize'
import { PENDING_KEYS } from './flow/bootstrap'
import { clearLogin, saveLogin } from './session'
import { STORAGE_KEYS, storage } from '../../platform/storage'

let running = false

export async function reauthorize(): Promise<boolean> {
  // our own getUserData answering code 2 comes back through request.ts: never recurse
  if (running) return false
  running = true
  try {
    const openId = storage.get<string>(PENDING_KEYS.openId)
    if (openId) {
      const res = await launchApi.getUserData(openId, storedSiteId())
      if (res.ok && res.data) {
        saveLogin(res.data)
        return true
      }
      storage.remove(PENDING_KEYS.openId)
    }
    clearLogin()
    const params = await launchApi.getAuthorizeParam()
    if (params.ok && params.data && typeof window !== 'undefined')
      window.location.replace(buildAuthorizeUrl(params.data, window.location.href))
    return false
  } finally {
    running = false
  }
}

/** The site id the server gave us (open-id callback or stored user), else empty: the server then uses the siteCode. */
export function storedSiteId(): string {
  const id = storage.get<number | string>(STORAGE_KEYS.cloudSiteId) ?? storage.get<number | string>(STORAGE_KEYS.siteId)
  return id === undefined ? '' : String(id)
}
