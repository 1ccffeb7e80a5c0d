/**
 * The site of a mini-program package built by the one weapp compile (config/weapp-stamp.js):
 * webpack provides it wherever the code says `__SITE__`, and its API environment wherever the code
 * says `__API_ENV__`. The compile holds only the placeholder; scripts/lib/weapp-stamp.mjs replaces
 * it with the site's JSON in each site's package, cut to the fields the app reads and to the one
 * environment the package is stamped for (scripts/lib/weapp-site.mjs packageSite), so one compile
 * serves every site and every environment. An unstamped compile fails here, at once, instead of
 * running as no site.
 */
import type { ApiEnvironment, SiteConfig } from '../../types/site'

const STAMP = '__WENLV_SITE_STAMP__'

export const STAMPED_SITE: SiteConfig = JSON.parse(STAMP)

/** the stamp writes the chosen environment's bases alone: that one key is the package's environment */
const environments = Object.keys(STAMPED_SITE.api) as ApiEnvironment[]
if (environments.length !== 1) throw new Error(`the stamped site carries ${environments.length} API environments, not one`)
export const STAMPED_API_ENV: ApiEnvironment = environments[0]
