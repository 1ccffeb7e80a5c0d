// Types of the platform files locale-files.h5.ts / locale-files.weapp.ts (Taro picks one at build time;
// jest maps to the weapp one, see jest.config.js).
import type { AppLanguage } from '../core/lang'
import type { Resources } from './loader'

/** Namespaces that are in memory before the first render (H5: only what /index needs). */
export declare const EAGER_NAMESPACES: readonly string[]
/** The locale files shipped inside the main bundle, for the site's languages. */
export declare function bundledResources(siteLanguages: readonly AppLanguage[]): Resources
/** One locales/<lang>/<namespace>.json fetched on demand (H5: /locales/<lang>/<namespace>.<version>.json). */
export declare function readLocaleFile(lang: string, namespace: string): Promise<Record<string, unknown>>
/**
 * Whether a language's strings can be read without a download the visitor should wait for (the
 * mini-program: its default language, or one already downloaded; H5: always, the backend fetches
 * what a page needs and the page waits). The app starts in such a language and switches after.
 */
export declare function languageAtHand(lang: string): boolean
/** Whether the page the app opens on can render with the eager namespaces alone. */
export declare function opensWithEagerNamespaces(): boolean
/** What LocaleProvider does when the visitor shows intent or changes page. */
export interface LocaleTriggers {
  /** fetch every namespace (H5: at the first press on the page the app opened on) */
  loadRest: () => void
  /** another page is coming: hide until its namespaces are in */
  pageChanging: () => void
  /** the page is mounted: its components asked for their namespaces */
  pageShown: () => void
}
/** Calls the triggers as they happen (mini-program: never, everything is in memory). Returns the unsubscribe. */
export declare function watchLocaleTriggers(triggers: LocaleTriggers, eagerStart?: boolean): () => void
