/**
 * H5: which locale files ride with the first page and which are fetched when needed.
 *
 * The strings are data, not scripts: the compile writes every locales/<lang>/<namespace>.json as
 * /locales/<lang>/<namespace>.<version>.json (config/h5-locales.js), so the first load carries no
 * table of 200 chunks. The stamped index.html of a site (scripts/lib/h5-stamp.mjs) holds the
 * default language's EAGER_NAMESPACES in a JSON block (#wenlv-locales), read here synchronously:
 * the first render of the home page is translated without waiting. The rest is fetched by the
 * i18next backend of ./instance.ts: a namespace when a component that uses it mounts
 * (react-i18next), every namespace at the visitor's first press on the home page
 * (watchLocaleTriggers: a visitor who only looks at the home pays nothing for the strings of pages
 * not opened), and a language's before a switch to it.
 */
import { eventCenter } from '@tarojs/taro'
import { APP_LANGUAGES, toAppLanguage, type AppLanguage } from '../core/lang'
import { LocaleNotFoundError } from './locale-error'
import type { LocaleTriggers } from './locale-files'
import type { Resources } from './loader'

export const EAGER_NAMESPACES = ['common', 'shell'] as const

/** the id of the stamp's JSON block of eager strings: { <lang>: { <namespace>: {...} } } */
export const EAGER_LOCALES_ELEMENT = 'wenlv-locales'

/** A locale file read gives up after this long (and i18next's backend tries again). */
export const LOCALE_READ_TIMEOUT_MS = 15_000

/** The home page (the first load the budget measures) needs only the eager namespaces. */
const EAGER_ROUTES = ['/', '/index', '/pages/index/index']

/** locales/ folder of the site's default language */
function eagerFolder(): string {
  return toAppLanguage(__SITE__.defaultLanguage) || 'zh'
}

/** The stamp's eager strings, once parsed; {} without a stamp (the H5 dev server, jest). */
let eager: Resources | undefined
function stampedLocales(): Resources {
  if (eager) return eager
  const text = typeof document === 'undefined' ? null : document.getElementById(EAGER_LOCALES_ELEMENT)?.textContent
  try {
    eager = text ? (JSON.parse(text) as Resources) : {}
  } catch {
    eager = {}
  }
  return eager
}

export function bundledResources(): Resources {
  const lang = eagerFolder()
  const files = stampedLocales()[lang] || {}
  const present = EAGER_NAMESPACES.filter((ns) => files[ns])
  return present.length ? { [lang]: Object.fromEntries(present.map((ns) => [ns, files[ns]])) } : {}
}

/** the address of a locale file of this compile */
export const localeFileUrl = (lang: AppLanguage, namespace: string) => `/locales/${lang}/${namespace}.${__LOCALES_VERSION__}.json`

export async function readLocaleFile(lang: string, namespace: string): Promise<Record<string, unknown>> {
  if (!APP_LANGUAGES.includes(lang as AppLanguage) || !/^[\w-]+$/.test(namespace)) throw new LocaleNotFoundError(lang, namespace)
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), LOCALE_READ_TIMEOUT_MS)
  try {
    // a file that did not arrive (offline, timed out, a server error) rejects with its own error:
    // worth another try (the backend of ./instance.ts retries it); a file that does not exist is not
    const response = await fetch(localeFileUrl(lang as AppLanguage, namespace), { signal: controller.signal })
    if (response.status === 404) throw new LocaleNotFoundError(lang, namespace)
    if (!response.ok) throw new Error(`locales/${lang}/${namespace}.json: HTTP ${response.status}`)
    return (await response.json()) as Record<string, unknown>
  } finally {
    clearTimeout(timer)
  }
}

/** Every language is fetched by the backend as it is needed (and the page waits for it): none is set apart. */
export function languageAtHand(): boolean {
  return true
}

const trimmedPath = (path: string) => path.replace(/\/+$/, '') || '/'

export function opensWithEagerNamespaces(): boolean {
  if (typeof window === 'undefined') return true
  const path = trimmedPath(window.location.pathname)
  // without the stamp's strings (the H5 dev server has no stamp) the app waits for them instead
  return EAGER_ROUTES.includes(path) && EAGER_NAMESPACES.every((ns) => stampedLocales()[eagerFolder()]?.[ns])
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
