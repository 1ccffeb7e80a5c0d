/** Where account pages go after a login, and the current page's parameters. */
import Taro, { useRouter } from '@tarojs/taro'
import type { CloudUserInfo } from '../../../types/contract'
import { navigate } from '../../services/navigate'
import { saveLogin } from './session'

/** In-app paths only: a `redirect` query must never send the user to another site. */
export function safeRedirect(value: string | undefined): string | undefined {
  return value && value.startsWith('/') && !value.startsWith('//') ? value : undefined
}

/** Saves the login (step 5) and returns to where the user came from, else the user centre. */
export function finishLogin(user: CloudUserInfo, redirect?: string) {
  saveLogin(user)
  const target = safeRedirect(redirect)
  if (target) navigate(target, 'replace')
  else if (Taro.getCurrentPages().length > 1) Taro.navigateBack()
  else navigate('/user', 'relaunch')
}

/**
 * Route parameters and query of the current page (H5 customRoutes and weapp query alike).
 * Taro's H5 router hands query values over still URL-encoded (it parses with decode: false), so
 * they are decoded here once; a value that is not valid encoding is kept as it is.
 */
export function decodeParams(params: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue
    const text = String(value)
    try {
      out[key] = text.includes('%') ? decodeURIComponent(text) : text
    } catch {
      out[key] = text
    }
  }
  return out
}

export function usePageParams(): Record<string, string> {
  const router = useRouter()
  return decodeParams((router.params || {}) as Record<string, unknown>)
}
