// Types of the platform files locale-files.h5.ts / locale-files.weapp.ts (Taro picks one at build time;
// jest maps to the weapp one, see jest.config.js).
import type { AppLanguage } from '../core/lang'
import type { Resources } from './loader'

/** Namespaces that are in memory before the first render (H5: only what /index needs). */
export declare const EAGER_NAMESPACES: readonly string[]
/** The locale files shipped inside the main bundle, for the site's languages. */
export declare function bundledResources(siteLanguages: readonly AppLanguage[]): Resources
/** One locales/<lang>/<namespace>.json fetched on demand (H5: its own chunk). */
export declare function readLocaleFile(lang: string, namespace: string): Promise<Record<string, unknown>>
/** Whether the page the app opens on can render with the eager namespaces alone. */
export declare function opensWithEagerNamespaces(): boolean
/**
 * Calls `load` when the namespaces beyond the eager ones are needed, and `onNavigate` each time the
 * visitor leaves the page the app opened on. H5: at the first sign of intent (a pointer or key
 * press, or a navigation) on a page that opened with the eager namespaces, at once otherwise;
 * mini-program: never needed (everything is in memory). Returns the unsubscribe.
 */
export declare function whenRestNeeded(load: () => void, onNavigate: () => void, eagerStart?: boolean): () => void
