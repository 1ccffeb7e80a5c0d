/** The one i18next instance, its initial language and the language switch. Import from '@/i18n'. */
import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import { APP_LANGUAGES, pickLanguage, siteAppLanguages, toAppLanguage, type AppLanguage } from '../core/lang'
import { getLaunchQuery } from '../platform/env'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { loadResources } from './loader'
import { DEFAULT_NAMESPACE, NAMESPACES } from './namespaces'

/** The languages this site offers, in app codes (zh, en, fr, ja, ko). */
export function siteLanguages(): AppLanguage[] {
  return siteAppLanguages(__SITE__.languages)
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

export const i18n = i18next.createInstance()

i18n.use(initReactI18next).init({
  // only the site's languages: the others can never be shown (changeLanguage refuses them), and a
  // build may leave their files out of the bundle (see the ContextReplacementPlugin note in ./loader.ts)
  resources: loadResources(siteLanguages(), NAMESPACES),
  lng: initialLanguage(),
  supportedLngs: [...APP_LANGUAGES],
  // visitors of the foreign-language site read English sooner than Chinese
  fallbackLng: { fr: ['en', 'zh'], ja: ['en', 'zh'], ko: ['en', 'zh'], default: ['zh'] },
  ns: [...NAMESPACES],
  defaultNS: DEFAULT_NAMESPACE,
  // resources are bundled, so init is synchronous and the first render is already translated
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
})

export function currentLanguage(): AppLanguage {
  return (toAppLanguage(i18n.language) || 'zh') as AppLanguage
}

/**
 * Switches the interface language and remembers it. Accepts spec (jp, kr) or app codes.
 * Returns false, changing nothing, for a language the site does not offer.
 */
export async function changeLanguage(code: string): Promise<boolean> {
  const lang = toAppLanguage(code)
  if (!lang || !siteLanguages().includes(lang)) return false
  storage.set(STORAGE_KEYS.language, lang)
  await i18n.changeLanguage(lang)
  return true
}

/** <html lang> follows the interface language on H5 (screen readers, hyphenation, fonts). */
function markDocumentLanguage(lng: string) {
  if (process.env.TARO_ENV === 'h5' && typeof document !== 'undefined') document.documentElement.lang = lng
}
markDocumentLanguage(i18n.language)
i18n.on('languageChanged', markDocumentLanguage)

export default i18n
