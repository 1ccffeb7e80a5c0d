/**
 * Pure runtime detection, shared by both platform files and their tests.
 *
 * App-shell marker: the native iOS/Android shells append `WenlvApp/<version>` to the WebView
 * user agent. Shells that cannot change the UA open pages with the `apnApp` query parameter
 * (any value except 0/false); the H5 file remembers it for the session so later pages know too.
 * Inside WeChat the query flag is ignored: there it is a link shared out of the app.
 */
import type { ClientEnv } from '../../core/login-flow'

export type Platform = 'weapp' | 'h5'

export interface PlatformEnv {
  platform: Platform
  isWeapp: boolean
  isH5: boolean
  /** H5 inside WeChat's in-app browser (the "messaging-app browser" of the spec) */
  isWechatBrowser: boolean
  /** H5 inside one of our native app shells */
  isAppShell: boolean
}

export const APP_SHELL_UA_MARKER = 'WenlvApp'
export const APP_SHELL_QUERY = 'apnApp'

export interface DetectInput {
  taroEnv: string | undefined
  userAgent?: string
  query?: Record<string, string | undefined>
  /** apnApp seen earlier in this session */
  rememberedAppShell?: boolean
}

export function isTruthyFlag(value: string | undefined | null): boolean {
  if (value === undefined || value === null) return false
  return !['0', 'false', 'no'].includes(String(value).toLowerCase())
}

export function detectEnv(input: DetectInput): PlatformEnv {
  const isWeapp = input.taroEnv === 'weapp'
  const ua = input.userAgent || ''
  const isH5 = !isWeapp
  const isWechat = isH5 && /MicroMessenger/i.test(ua)
  return {
    platform: isWeapp ? 'weapp' : 'h5',
    isWeapp,
    isH5,
    isWechatBrowser: isWechat,
    // the UA marker is definitive; the query flag is not trusted inside WeChat, where it only
    // means a link shared out of the app was opened (no native bridge there)
    isAppShell:
      isH5 &&
      (ua.includes(APP_SHELL_UA_MARKER) || (!isWechat && (isTruthyFlag(input.query?.[APP_SHELL_QUERY]) || !!input.rememberedAppShell))),
  }
}

/** Query string (with or without '?') to a plain object; later duplicates win. */
export function parseQuery(search: string): Record<string, string> {
  const out: Record<string, string> = {}
  const text = search.startsWith('?') ? search.slice(1) : search
  for (const part of text.split('&')) {
    if (!part) continue
    const eq = part.indexOf('=')
    const key = eq < 0 ? part : part.slice(0, eq)
    const value = eq < 0 ? '' : part.slice(eq + 1)
    try {
      out[decodeURIComponent(key)] = decodeURIComponent(value.replace(/\+/g, ' '))
    } catch {
      out[key] = value
    }
  }
  return out
}

/** Query of a full address: search part plus the query inside a hash route (#/path?x=1). */
export function queryOfUrl(search: string, hash: string): Record<string, string> {
  const hashQuery = hash.includes('?') ? hash.slice(hash.indexOf('?') + 1) : ''
  return { ...parseQuery(hashQuery), ...parseQuery(search) }
}

/** The login flow's view of the environment (src/core/login-flow.ts); an app shell wins over the WeChat UA. */
export function toClientEnv(env: PlatformEnv): ClientEnv {
  if (env.isWeapp) return 'miniProgram'
  if (env.isAppShell) return 'appShell'
  if (env.isWechatBrowser) return 'wechatBrowser'
  return 'browser'
}
