/**
 * H5: which locale files ride in the first load and which are fetched when needed.
 *
 * The H5 first load has a budget (npm run bench:size), and every string of every language and
 * area would otherwise be in it. One compile serves every site (config/index.ts), so no language
 * is in the main bundle: every locales/<lang>/<namespace>.json is its own small chunk. The stamped
 * index.html of a site (scripts/lib/h5-stamp.mjs) loads the chunks of its default language's
 * EAGER_NAMESPACES with plain script tags ahead of the app's own, so they are registered when the
 * app starts and are read here synchronously: the first render of the home page is translated
 * without waiting. The rest is fetched by the i18next backend of ./instance.ts: a namespace when a
 * component that uses it mounts (react-i18next), every namespace at the visitor's first press on
 * the home page (watchLocaleTriggers: a visitor who only looks at the home pays nothing for the
 * strings of pages not opened), and a language's before a switch to it.
 */
import { eventCenter } from '@tarojs/taro'
import { toAppLanguage, type AppLanguage } from '../core/lang'
import { LocaleNotFoundError } from './locale-error'
import type { LocaleTriggers } from './locale-files'
import type { Resources } from './loader'

export const EAGER_NAMESPACES = ['common', 'shell'] as const

/** The home page (the first load the budget measures) needs only the eager namespaces. */
const EAGER_ROUTES = ['/', '/index', '/pages/index/index']

/** locales/ folder of the site's default language */
function eagerFolder(): string {
  return toAppLanguage(__SITE__.defaultLanguage) || 'zh'
}

type EagerNamespace = (typeof EAGER_NAMESPACES)[number]

/**
 * The module ids of the eager files, each path written out: resolveWeak names a module without
 * pulling it into this bundle, and with a template path webpack would list all 200 locale files
 * in the first load (1 KB gzip) for these ten.
 */
const EAGER_FILE_IDS: Record<AppLanguage, Record<EagerNamespace, string | number>> = {
  zh: { common: require.resolveWeak('../../locales/zh/common.json'), shell: require.resolveWeak('../../locales/zh/shell.json') },
  en: { common: require.resolveWeak('../../locales/en/common.json'), shell: require.resolveWeak('../../locales/en/shell.json') },
  fr: { common: require.resolveWeak('../../locales/fr/common.json'), shell: require.resolveWeak('../../locales/fr/shell.json') },
  ja: { common: require.resolveWeak('../../locales/ja/common.json'), shell: require.resolveWeak('../../locales/ja/shell.json') },
  ko: { common: require.resolveWeak('../../locales/ko/common.json'), shell: require.resolveWeak('../../locales/ko/shell.json') },
}

/** An eager locale file whose chunk is already loaded (script tag of the stamp), else undefined. */
function preloadedLocaleFile(lang: string, namespace: EagerNamespace): Record<string, unknown> | undefined {
  const id = EAGER_FILE_IDS[lang as AppLanguage]?.[namespace]
  return id !== undefined && __webpack_modules__[id] ? __webpack_require__(id) : undefined
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
  } catch (error) {
    // a chunk that exists but did not arrive (a slow or dropped connection) is worth another try
    // (the backend of ./instance.ts retries it); a file that does not exist is not
    if ((error as Error | undefined)?.name === 'ChunkLoadError') throw error
    throw new LocaleNotFoundError(lang, namespace)
  }
  return (mod && mod.default) || mod
}

/** Every language is fetched by the backend as it is needed (and the page waits for it): none is set apart. */
export function languageAtHand(): boolean {
  return true
}

const trimmedPath = (path: string) => path.replace(/\/+$/, '') || '/'

export function opensWithEagerNamespaces(): boolean {
  if (typeof window === 'undefined') return true
  const path = trimmedPath(window.location.pathname)
  // without the preloaded files (the H5 dev server has no stamp) the app waits for them instead
  return EAGER_ROUTES.includes(path) && EAGER_NAMESPACES.every((ns) => preloadedLocaleFile(eagerFolder(), ns))
}

/** Taro's router events: a page change starts, the new page is mounted (@tarojs/router spa.js, page.js) */
const ROUTER_CHANGE = '__taroRouterChange'
const AFTER_ROUTER_CHANGE = '__afterTaroRouterChange'
const INTENT_EVENTS = ['pointerdown', 'keydown', 'touchstart'] as const

type RouterChange = { toLocation?: { path?: string } } | undefined

export function watchLocaleTriggers(triggers: LocaleTriggers, eagerStart = opensWithEagerNamespaces()): () => void {
  if (typeof document === 'undefined') return () => {}
  let loaded = false
  const loadOnce = () => {
    if (loaded) return
    loaded = true
    for (const type of INTENT_EVENTS) document.removeEventListener(type, loadOnce, true)
    triggers.loadRest()
  }
  // a press on the home page comes before the navigation it starts: the strings are usually in by
  // the time the next page is. An app that opened elsewhere (a deep link, or a site whose home
  // sends the visitor on at once) fetches only what its pages ask for.
  if (eagerStart) for (const type of INTENT_EVENTS) document.addEventListener(type, loadOnce, { capture: true, passive: true })
  // Taro's router also reports the page the app opened on: only another page is a change
  const changing = (change: RouterChange) => {
    if (!EAGER_ROUTES.includes(trimmedPath(change?.toLocation?.path || '/'))) triggers.pageChanging()
  }
  const shown = () => triggers.pageShown()
  eventCenter.on(ROUTER_CHANGE, changing)
  eventCenter.on(AFTER_ROUTER_CHANGE, shown)
  return () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, loadOnce, true)
    eventCenter.off(ROUTER_CHANGE, changing)
    eventCenter.off(AFTER_ROUTER_CHANGE, shown)
  }
}
