/**
 * H5: which locale files ride in the first load and which are fetched when needed.
 *
 * The H5 first load has a budget (npm run bench:size), and every string of every language and
 * area would otherwise be in it. One compile serves every site (config/index.ts), so no language
 * is in the main bundle: every locales/<lang>/<namespace>.json is its own small chunk. The stamped
 * index.html of a site (scripts/lib/h5-stamp.mjs) loads the chunks of its default language's
 * EAGER_NAMESPACES with plain script tags ahead of the app's own, so they are registered when the
 * app starts and are read here synchronously: the first render of the home page is translated
 * without waiting. The rest is fetched by the i18next backend of ./instance.ts: right after the
 * first render in the background, before a language switch, and before the first render when
 * the app opens on another page.
 */
import { toAppLanguage } from '../core/lang'
import { LocaleNotFoundError } from './locale-error'
import type { Resources } from './loader'

export const EAGER_NAMESPACES = ['common', 'shell'] as const

/** The home page (the first load the budget measures) needs only the eager namespaces. */
const EAGER_ROUTES = ['/', '/index', '/pages/index/index']

/** locales/ folder of the site's default language */
function eagerFolder(): string {
  return toAppLanguage(__SITE__.defaultLanguage) || 'zh'
}

/** A locale file whose chunk is already loaded (script tag of the stamp), else undefined. */
function preloadedLocaleFile(lang: string, namespace: string): Record<string, unknown> | undefined {
  try {
    // a weak context: resolves the module id without pulling any locale file into this bundle
    const id = require.resolveWeak(`../../locales/${lang}/${namespace}.json`)
    return __webpack_modules__[id] ? __webpack_require__(id) : undefined
  } catch {
    return undefined
  }
}

export function bundledResources(): Resources {
  const lang = eagerFolder()
  const files: Record<string, Record<string, unknown>> = {}
  for (const namespace of EAGER_NAMESPACES) {
    const data = preloadedLocaleFile(lang, namespace)
    if (data) files[namespace] = data
  }
  return Object.keys(files).length ? { [lang]: files } : {}
}

export async function readLocaleFile(lang: string, namespace: string): Promise<Record<string, unknown>> {
  let mod: any
  try {
    mod = await import(/* webpackChunkName: "locale-[request]" */ `../../locales/${lang}/${namespace}.json`)
  } catch {
    throw new LocaleNotFoundError(lang, namespace)
  }
  return (mod && mod.default) || mod
}

export function opensWithEagerNamespaces(): boolean {
  if (typeof window === 'undefined') return true
  const path = window.location.pathname.replace(/\/+$/, '') || '/'
  // without the preloaded files (the H5 dev server has no stamp) the app waits for them instead
  return EAGER_ROUTES.includes(path) && EAGER_NAMESPACES.every((ns) => preloadedLocaleFile(eagerFolder(), ns))
}
