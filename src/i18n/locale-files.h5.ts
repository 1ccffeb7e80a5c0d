/**
 * H5: which locale files ride in the first load and which are fetched when needed.
 *
 * The H5 first load has a budget (190 KB gzip, npm run bench:size), and every string of every
 * language and area would otherwise be in it. So the main bundle carries only the site's
 * default language (`__LOCALE_EAGER__`, config/index.ts) for the namespaces the home page
 * needs; every other locales/<lang>/<namespace>.json is its own small chunk, fetched by the
 * i18next backend of ./instance.ts: right after the first render in the background, before a
 * language switch, and before the first render when the app opens on another page.
 */
import { LocaleNotFoundError } from './locale-error'
import type { Resources } from './loader'

export const EAGER_NAMESPACES = ['common', 'shell'] as const

/** The home page (the first load the budget measures) needs only the eager namespaces. */
const EAGER_ROUTES = ['/', '/index', '/pages/index/index']

export function bundledResources(): Resources {
  // static paths (DefinePlugin makes __LOCALE_EAGER__ a literal): exactly these two files
  return {
    [__LOCALE_EAGER__]: {
      common: require(`../../locales/${__LOCALE_EAGER__}/common.json`),
      shell: require(`../../locales/${__LOCALE_EAGER__}/shell.json`),
    },
  }
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
  return EAGER_ROUTES.includes(path)
}
