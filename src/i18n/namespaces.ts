/**
 * Every i18next namespace: one per area, each a file locales/<lang>/<namespace>.json.
 * Add yours here when you add the files; src/i18n/locales.test.ts fails while a namespace
 * on disk is missing from this list (or the other way round).
 */
import NON_APP_NAMESPACE_LIST from './non-app-namespaces.json'

export const NAMESPACES = [
  'common',
  'account',
  'user',
  'shell',
  'news',
  'search',
  'places',
  'maps',
  'guides',
  'home',
  'media',
  'comments',
  'heritage',
  'stories',
  'booking',
  'orders',
  'pay',
  'appointment',
  'rooms',
  'activity',
  'trips',
  'complaints',
  'help',
  'votes',
  'shop',
  'volunteers',
  'courses',
  'stats',
  'memorial',
  'greatwall',
  'campaigns',
  'privacy',
] as const

/**
 * Namespaces on disk that the app does not load: `server` holds the contract server's messages
 * (server/). JSON so the build helper ./bundle-locales.js leaves the same ones out of the bundle.
 */
export const NON_APP_NAMESPACES: readonly string[] = NON_APP_NAMESPACE_LIST

export type Namespace = (typeof NAMESPACES)[number]
export const DEFAULT_NAMESPACE: Namespace = 'common'

/** locales/<lang>/nutui.json holds NutUI's own strings for languages NutUI does not ship; not an i18next namespace. */
export const NUTUI_LOCALE_FILE = 'nutui'
