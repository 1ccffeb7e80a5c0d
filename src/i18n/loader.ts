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
// own keys only (hasOwnKey): a namespace or language named like an Object method is not "in" a file
import { hasOwnKey } from '../core/own-key'
import { LocaleLoadError, LocaleNotFoundError } from './locale-error'

export { LocaleLoadError, LocaleNotFoundError }

type Strings = Record<string, unknown>
/** namespace → strings of one language */
export type LanguageFile = Record<string, Strings>

/**
 * i18n/index.js of a stamped package. Of the site's default language, the namespaces the home draws
 * with (./weapp-launch-namespaces.json) are in the main package, evaluated at launch; its others
 * (`rest`) are a subpackage of their own (i18n-<lang>/, which the home preloads), downloaded the
 * first time a page asks for one of them. Every other language is a subpackage of its own too,
 * downloaded when the visitor chooses it. Both through WeChat's cross-subpackage require.async
 * (base library 2.11.2+).
 */
export interface StampedLanguages {
  language: string
  launch: LanguageFile
  rest: () => Promise<LanguageFile>
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

/** subpackages downloaded since launch (the default language's: its rest), and the downloads under way */
const downloaded: Record<string, LanguageFile> = {}
const downloading: Record<string, Promise<void>> = {}

/**
 * Whether a language can be shown without a download the visitor should wait for: always, but for
 * the mini-program's other languages. (The default language's rest may still be downloading: a
 * page draws nothing for its keys until it is in, see ./instance.ts.)
 */
export function languageAtHand(lang: string): boolean {
  if (!__LOCALES_STAMPED__) return true
  return lang === stamped().language || hasOwnKey(downloaded, lang)
}

/** whether one namespace of a language is in memory now (else readLocaleModule downloads it) */
function inMemory(lang: string, namespace: string): boolean {
  const languages = stamped()
  return hasOwnKey(downloaded, lang) || (lang === languages.language && hasOwnKey(languages.launch, namespace))
}

/** the download of a language's subpackage: the default language's rest, or another language whole */
function subpackageOf(lang: string): (() => Promise<LanguageFile>) | undefined {
  const languages = stamped()
  return lang === languages.language ? languages.rest : hasOwnKey(languages.others, lang) ? languages.others[lang] : undefined
}

function stampedNamespace(lang: string, namespace: string): Strings | undefined {
  const languages = stamped()
  if (lang === languages.language && hasOwnKey(languages.launch, namespace)) return languages.launch[namespace]
  if (hasOwnKey(downloaded, lang)) return hasOwnKey(downloaded[lang], namespace) ? downloaded[lang][namespace] : undefined
  // a language of the site still to be downloaded is not "not found": read it with readLocaleModule
  if (subpackageOf(lang)) throw new LocaleLoadError(lang, 'not downloaded yet')
  return undefined
}

/** One namespace of a language that is in memory (launch strings, or a downloaded subpackage), synchronously. */
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

/** Downloads a language's subpackage once; a failed download can be asked again. */
function download(lang: string): Promise<void> {
  const load = subpackageOf(lang)
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
  if (__LOCALES_STAMPED__ && SAFE_SEGMENT.test(lang) && SAFE_SEGMENT.test(namespace) && !inMemory(lang, namespace)) await download(lang)
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
