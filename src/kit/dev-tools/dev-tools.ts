import { buildAllowsDevTools } from '../../core/dev-tools'

/**
 * Whether this build may draw or call a development tool (core/dev-tools.ts): not in a build for a
 * production API. A tool also needs its site's leave (the site flag, or the server's answer).
 */
export function devToolsAllowed(): boolean {
  return buildAllowsDevTools(__API_ENV__)
}
