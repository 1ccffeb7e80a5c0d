/** The one i18next instance, its initial language and the language switch. Import from '@/i18n'. */
import i18next, { type BackendModule } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { APP_LANGUAGES, fallbackLanguages, pickLanguage, siteAppLanguages, toAppLanguage, type AppLanguage } from '../core/lang'
import { getLaunchQuery } from '../platform/env'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { EAGER_NAMESPACES, bundledResources, languageAtHand, readLocaleFile } from './locale-files'
import { LocaleLoadError, LocaleNotFoundError } from './locale-error'
import { DEFAULT_NAMESPACE, NAMESPACES, NUTUI_LOCALE_FILE } from './namespaces'
import { readEnded, readStarted } from './reads-in-flight'

/** The languages this site offers, in app codes (zh, en, fr, ja, ko). */
export function siteLanguages(): AppLanguage[] {
  return siteAppLanguages(__SITE__.languages)
}

/** the language the site's package has at hand when the visitor's own must be downloaded first */
function siteDefaultLanguage(): AppLanguage {
  const langs = siteLanguages()
  const lang = toAppLanguage(__SITE__.defaultLanguage)
  return lang && langs.includes(lang) ? lang : langs[0]
}

function initialLanguage(): AppLanguage {
  const requested = getLaunchQuery().lang
  const lang = pickLanguage({
    requested,
    stored: storage.get<string>(STORAGE_KEYS.language),
    siteLanguages: __SITE__.languages,
    siteDefault: __SITE__.defaultLanguage,
  })
  // a valid `lang` in the address is remembered for later visits
  if (toAppLanguage(requested) === lang) storage.set(STORAGE_KEYS.language, lang)
  return lang
}

/** whether the backend should read a file again that did not come (see its read below) */
function retries(lang: string, error: unknown): boolean {
  if (error instanceof LocaleNotFoundError) return false
  return !(error instanceof LocaleLoadError) || languageAtHand(lang)
}

/** Fetches the locale files that are not bundled (./locale-files.h5.ts says which). */
const localeFileBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(lang, namespace, callback) {
    readStarted()
    readLocaleFile(lang, namespace)
      .then(
        (data) => callback(null, data as never),
        (error) => {
          // NutUI ships zh, en and ja itself: only fr and ko have a nutui.json of ours
          if (namespace === NUTUI_LOCALE_FILE) callback(null, {} as never)
          // i18next reads again (up to 5 times, 350 ms doubling) when the second argument is true:
          // a file that did not arrive, not one that does not exist, nor a chosen language whose
          // download failed (the visitor's retry on the language switch asks again: loadLanguage).
          // The default language's rest (the mini-program's subpackage) is read again: no visitor
          // asked for it, so nobody else would.
          else callback(error, retries(lang, error) as never)
        },
      )
      // after the callback: the strings are in the store when the page gate opens
      .finally(readEnded)
  },
}

export const i18n = i18next.createInstance()

/** the language the visitor asked for (address, earlier choice, site default); the start waits for none */
const wanted = initialLanguage()

i18n
  .use(localeFileBackend)
  .use(initReactI18next)
  .init({
    // what the build bundled (the default language's strings for the home page; jest: everything);
    // the rest comes through the backend, and only the site's languages ever exist
    resources: bundledResources(siteLanguages()),
    partialBundledLanguages: true,
    // a language still to be downloaded (the mini-program's other languages) comes after the start
    lng: languageAtHand(wanted) ? wanted : siteDefaultLanguage(),
    supportedLngs: [...APP_LANGUAGES],
    // locale files have the same keys in every language (locales.test.ts), so a fallback is a safety
    // net: never one that would download a language the visitor did not choose (the default
    // language's rest, which the mini-program's home preloads, is read as a fallback too)
    fallbackLng: (code) => fallbackLanguages(code, __SITE__.languages, __SITE__.defaultLanguage).filter((lang) => languageAtHand(lang)),
    ns: [...EAGER_NAMESPACES],
    defaultNS: DEFAULT_NAMESPACE,
    // bundled resources make init synchronous, so the first render is already translated
    initAsync: false,
    interpolation: { escapeValue: false },
    // A key of a namespace still on its way renders as nothing, not as the key: a component that
    // mounts after the page gate opened (a section drawn when its data arrives) asks for its file
    // only then, and re-renders when it is in (bindI18nStore 'added'). A key missing from a
    // namespace that did arrive, or whose file failed for good, still shows itself.
    appendNamespaceToMissingKey: true,
    parseMissingKeyHandler: (nsKey, defaultValue) => missingKeyText(nsKey, defaultValue),
    // components re-render when a fetched bundle arrives, also for keys of other namespaces
    react: { useSuspense: false, bindI18nStore: 'added' },
  })

/** what t() shows for a key it has no text for: see parseMissingKeyHandler above */
export function missingKeyText(nsKey: string, defaultValue?: string): string {
  if (defaultValue !== undefined) return defaultValue
  const at = nsKey.indexOf(':')
  return i18n.hasLoadedNamespace(nsKey.slice(0, at)) ? nsKey.slice(at + 1) : ''
}

/** Every app namespace of the current language (and its fallbacks) in memory. */
export function loadAllNamespaces(): Promise<void> {
  return i18n.loadNamespaces([...NAMESPACES])
}

export function currentLanguage(): AppLanguage {
  return (toAppLanguage(i18n.language) || 'zh') as AppLanguage
}

/**
 * Brings every namespace in use of a language into memory (the mini-program: downloads its
 * subpackage; H5: fetches its files). Rejects with LocaleLoadError when one did not come; asked
 * again, it reads what is still missing again.
 */
export async function loadLanguage(lang: AppLanguage): Promise<void> {
  const missing = () => ([i18n.options.ns ?? []].flat() as string[]).filter((ns) => !i18n.hasResourceBundle(lang, ns))
  // reload: a namespace whose earlier read failed for good is read again rather than skipped
  if (missing().length) await i18n.reloadResources([lang], missing())
  if (missing().length) throw new LocaleLoadError(lang)
}

/**
 * Switches the interface language and remembers it. Accepts spec (jp, kr) or app codes.
 * Returns false, changing nothing, for a language the site does not offer. The new language's
 * files are brought in before the switch, so nothing shows untranslated in between; when they
 * cannot be, it rejects with LocaleLoadError and nothing changes.
 */
export async function changeLanguage(code: string): Promise<boolean> {
  const lang = toAppLanguage(code)
  if (!lang || !siteLanguages().includes(lang)) return false
  await loadLanguage(lang)
  storage.set(STORAGE_KEYS.language, lang)
  await i18n.changeLanguage(lang)
  return true
}

// the visitor's language, when it had to be downloaded: the app shows the site's default until it
// is in, and stays in it when the download fails (the language switch can ask again)
if (i18n.language !== wanted) void changeLanguage(wanted).catch(() => undefined)

/** <html lang> follows the interface language on H5 (screen readers, hyphenation, fonts). */
function markDocumentLanguage(lng: string) {
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.documentElement.lang = lng
}
markDocumentLanguage(i18n.language)
i18n.on('languageChanged', markDocumentLanguage)

export default i18n
