/**
 * Which site and API environment a build is for. The build script sets WENLV_SITE and
 * WENLV_API_ENV; a bare `taro build` builds the default site.
 */
import { DEFAULT_SITE_CODE, loadSite } from '../sites'
import type { ApiEnvironment, SiteConfig } from '../types/site'

export function buildSite(): SiteConfig {
  return loadSite(process.env.WENLV_SITE || DEFAULT_SITE_CODE)
}

/**
 * The compile-time API environment: H5 is served by the contract server itself (relative '/api/');
 * a weapp watch build (npm run dev) runs in DevTools against the local server. The weapp one compile
 * has none: its stamp chooses it (scripts/lib/weapp-site.mjs, default production).
 */
export function buildApiEnv(target: string | undefined): ApiEnvironment {
  const env = process.env.WENLV_API_ENV as ApiEnvironment | undefined
  if (env) return env
  return target === 'h5' ? 'local' : 'development'
}
