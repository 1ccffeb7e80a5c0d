/**
 * Synchronous locale loader of the mini-program and jest (./locale-files.weapp.ts): every
 * locales/<lang>/<namespace>.json is bundled (webpack turns the template require below into a
 * context over locales/, jest and Node require the file). H5 must not import this module (its
 * context would put every file into the first load): it uses ./locale-files.h5.ts.
 * A missing module is the error catalogue's "unknown locale module → not-found error".
 *
 * The context holds every JSON under locales/ (all five languages, and the server's namespace).
 * A build can narrow it to the site's languages and app namespaces with webpack's
 * ContextReplacementPlugin on /locales$/ (regex ^\./(zh|en)/(?!server\b)[\w-]+\.json$);
 * the app only loads the site's languages, so nothing else is needed for that.
 */
import type { AppLanguage } from '../core/lang'
import { LocaleNotFoundError } from './locale-error'

export { LocaleNotFoundError }

const SAFE_SEGMENT = /^[a-z][a-z0-9-]*$/i

export function loadLocaleModule(lang: string, namespace: string): Record<string, unknown> {
  // refuse path tricks before they reach require: only plain folder / file names
  if (!SAFE_SEGMENT.test(lang) || !SAFE_SEGMENT.test(namespace)) throw new LocaleNotFoundError(lang, namespace)
  let mod: any
  try {
    mod = __LOCALES_STAMPED__ ? stampedLanguage(lang)[namespace] : require(`../../locales/${lang}/${namespace}.json`)
  } catch {
    throw new LocaleNotFoundError(lang, namespace)
  }
  if (!mod) throw new LocaleNotFoundError(lang, namespace)
  return (mod && mod.default) || mod
}

/**
 * The one weapp compile carries no language: each site's package has i18n/<lang>.js files of its
 * own languages only and i18n/index.js requiring each of them, next to the bundle files at the
 * package root (scripts/lib/weapp-stamp.mjs). Loaded with the mini-program's own require, by a
 * literal path (WeChat's packager follows only those), relative to the calling file, which
 * webpack puts at the package root (the stamp checks that).
 */
function stampedLanguage(lang: string): Record<string, unknown> {
  const languages: Record<string, Record<string, unknown>> = __non_webpack_require__('./i18n/index.js')
  return languages[lang]
}

export type Resources = Record<string, Record<string, Record<string, unknown>>>

export function loadResources(langs: readonly AppLanguage[], namespaces: readonly string[]): Resources {
  const resources: Resources = {}
  for (const lang of langs) {
    resources[lang] = {}
    for (const ns of namespaces) resources[lang][ns] = loadLocaleModule(lang, ns)
  }
  return resources
}
