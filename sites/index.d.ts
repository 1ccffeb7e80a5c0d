import type { SiteConfig } from '../types/site'
export declare const SITES_DIR: string
export declare const DEFAULT_SITE_CODE: string
export declare function loadSites(dir?: string): SiteConfig[]
export declare function loadSite(code: string, dir?: string): SiteConfig
