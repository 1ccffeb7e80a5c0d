/**
 * Route parameters and query of the current page (H5 customRoutes and weapp query alike).
 * Taro's H5 router hands query values over still URL-encoded (it parses with decode: false), so
 * they are decoded here once; a value that is not valid encoding is kept as it is.
 */
import { useRouter } from '@tarojs/taro'

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
