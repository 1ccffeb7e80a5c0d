/**
 * The site of a mini-program package built by the one weapp compile (config/weapp-stamp.js):
 * webpack provides it wherever the code says `__SITE__`. The compile holds only the placeholder;
 * scripts/lib/weapp-stamp.mjs replaces it with the site's JSON in each site's package, so one
 * compile serves every site. An unstamped compile fails here, at once, instead of running as no site.
 */
import type { SiteConfig } from '../../types/site'

const STAMP = '__WENLV_SITE_STAMP__'

export const STAMPED_SITE: SiteConfig = JSON.parse(STAMP)
