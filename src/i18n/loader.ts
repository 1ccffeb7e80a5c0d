/**
 * Locale loader of the mini-program and jest (./locale-files.weapp.ts). H5 must not import this
 * module (its require context would put every file into the first load): it uses ./locale-files.h5.ts.
 * A missing module is the error catalogue's "unknown locale module → not-found error".
 *
 * jest and a site's own watch build (`npm run dev`) read locales/<lang>/<namespace>.json through
 * webpack's context or Node's require, every language in memory. The one weapp compile carries no
 * language: each site's package has them as the stamp wrote them (scripts/lib/weapp-stamp.mjs),
 * read through i18n/index.js (StampedLanguages below) with the mini-program's own require.
 */
import type { AppLanguage } from '../core/lang'
import { LocaleLoadError, LocaleNotFoundError } from './locale-error'

export { LocaleLoadError, LocaleNotFoundError }

type Strings = Record<string, unknown>
/** namespace → strings of one language */
export type LanguageFile = Record<string, Strings>

/**
 * i18n/index.js of a stamped package. The site's default language is in the main package: the
 * namespaces the home draws with (./weapp-launch-namespaces.json) evaluated at launch, the others
 * when one is first asked for. Every other language is a subpackage of its own (i18n-<lang>/),
 * downloaded and evaluated when the visitor chooses it, through WeChat's cross-subpackage
 * require.async (base library 2.11.2+).
 */
export interface StampedLanguages {
  language: string
  launch: LanguageFile
  rest: () => LanguageFile
  others: Record<string, () => Promise<LanguageFile>>
}

const SAFE_SEGMENT = /^[a-z][a-z0-9-]*$/i

/**
 * Loaded with the mini-program's own require, by a literal path (WeChat's packager keeps only files
 * a literal path reaches), relative to the calling file, which webpack puts at the package root
 * (the stamp checks that).
 */
function stamped(): StampedLanguages {
  return __non_webpack_require__('./i18n/index.js')
}

/** languages downloaded since launch, and the downloads under way */
const downloaded: Record<string, LanguageFile> = {}
const downloading: Record<string, Promise<void>> = {}

/** Whether a language's strings can be read without a download: always, but for the mini-program's other languages. */
export function languageAtHand(lang: string): boolean {
  if (!__LOCALES_STAMPED__) return true
  return lang === stamped().language || lang in downloaded
}

function stampedNamespace(lang: string, namespace: string): Strings | undefined {
  const languages = stamped()
  if (lang === languages.language) return languages.launch[namespace] ?? languages.rest()[namespace]
  if (lang in downloaded) return downloaded[lang][namespace]
  // a language of the site that is still to be downloaded is not "not found": read it with readLocaleModule
  if (lang in languages.others) throw new LocaleLoadError(lang, 'not downloaded yet')
  return undefined
}

/** One namespace of a language whose strings are at hand (languageAtHand), synchronously. */
export function loadLocaleModule(lang: string, namespace: string): Strings {
  // refuse path tricks before they reach require: only plain folder / file names
  if (!SAFE_SEGMENT.test(lang) || !SAFE_SEGMENT.test(namespace)) throw new LocaleNotFoundError(lang, namespace)
  let mod: any
  try {
    mod = __LOCALES_STAMPED__ ? stampedNamespace(lang, namespace) : require(`../../locales/${lang}/${namespace}.json`)
  } catch (error) {
    if (error instanceof LocaleLoadError) throw error
    throw new LocaleNotFoundError(lang, namespace)
  }
  if (!mod) throw new LocaleNotFoundError(lang, namespace)
  return (mod && mod.default) || mod
}

/** Downloads one of the mini-program's other languages; a failed download can be asked again. */
function download(lang: string): Promise<void> {
  const load = stamped().others[lang]
  if (!load) return Promise.resolve()
  downloading[lang] ??= Promise.resolve()
    .then(load)
    .then(
      (file) => void (downloaded[lang] = file),
      (error: { errMsg?: string; message?: string } | undefined) => {
        delete downloading[lang]
        throw new LocaleLoadError(lang, error?.errMsg || error?.message)
      },
    )
  return downloading[lang]
}

/** One namespace of any language of the site: downloads the language first where it must. */
export async function readLocaleModule(lang: string, namespace: string): Promise<Strings> {
  if (__LOCALES_STAMPED__ && SAFE_SEGMENT.test(lang) && !languageAtHand(lang)) await download(lang)
  return loadLocaleModule(lang, namespace)
}

/** What the mini-program has in memory at launch: the launch namespaces of its default language. */
export function launchResources(): Resources {
  const { language, launch } = stamped()
  return { [language]: { ...launch } }
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
