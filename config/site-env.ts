/**
 * Which site and API environment a build is for. The build script sets WENLV_SITE and
 * WENLV_API_ENV; a bare `taro build` builds the default site.
 */
import { DEFAULT_SITE_CODE, loadSite } from '../sites'
import type { ApiEnvironment, SiteConfig } from '../types/site'

export function buildSite(): SiteConfig {
  return loadSite(process.env.WENLV_SITE || DEFAULT_SITE_CODE)
}

/** H5 is served by the contract server itself (relative '/api/'); weapp needs an absolute base. */
export function buildApiEnv(target: string | undefined): ApiEnvironment {
  const env = process.env.WENLV_API_ENV as ApiEnvironment | undefined
  if (env) return env
  return target === 'h5' ? 'local' : 'development'
}
