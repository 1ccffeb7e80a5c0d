import { session } from '../storage'
import { SESSION_KEYS } from '../storage/keys'
import { APP_SHELL_QUERY, detectEnv, isTruthyFlag, queryOfUrl, type PlatformEnv } from './detect'

export function getLaunchQuery(): Record<string, string> {
  if (typeof window === 'undefined') return {}
  return queryOfUrl(window.location.search, window.location.hash)
}

export function getEnv(): PlatformEnv {
  const query = getLaunchQuery()
  if (isTruthyFlag(query[APP_SHELL_QUERY])) session.set(SESSION_KEYS.apnApp, true)
  return detectEnv({
    taroEnv: process.env.TARO_ENV,
    userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    query,
    rememberedAppShell: session.get<boolean>(SESSION_KEYS.apnApp) === true,
  })
}

/** what Taro's getSystemInfoSync answers as windowWidth / windowHeight on H5 */
export function getWindowSize(): { width: number; height: number } {
  const root = document.documentElement
  return { width: root.clientWidth, height: root.clientHeight }
}
