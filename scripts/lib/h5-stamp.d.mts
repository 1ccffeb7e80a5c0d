/** Types of h5-stamp.mjs for the server (TypeScript). */
import type { SiteConfig } from '../../types/site'
export interface H5Compile {
  template: string
  jsFiles: string[]
}
export declare const EAGER_NAMESPACES: string[]
export declare function defaultLocaleFolder(site: SiteConfig): string
export declare function readCompile(appDir: string): H5Compile
export declare function eagerLocaleScripts(jsFiles: string[], site: SiteConfig): string[]
export declare function stampTitle(site: SiteConfig): string
export declare function stampIndexHtml(compile: H5Compile, site: SiteConfig): string
export declare function stampSiteFolder(appDir: string, outDir: string, site: SiteConfig): number
