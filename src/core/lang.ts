/**
 * Interface languages. The spec and site configs use the codes zh, en, fr, jp, kr;
 * i18next, NutUI and the locales/ folders use ISO 639-1 (ja, ko). This file is the one
 * place that maps between them and decides which language a visitor sees.
 */
import type { SpecLanguage } from '../../types/site'
// the table is JSON so the Node-side build helper (src/i18n/bundle-locales.js) reads the same one
import SPEC_LANGUAGE_CODES from './spec-language-codes.json'
import { ownEntry } from './own-key'

export type AppLanguage = 'zh' | 'en' | 'fr' | 'ja' | 'ko'

export const APP_LANGUAGES: readonly AppLanguage[] = ['zh', 'en', 'fr', 'ja', 'ko']
export const DEFAULT_LANGUAGE: AppLanguage = 'zh'

const SPEC_TO_APP = SPEC_LANGUAGE_CODES as Record<SpecLanguage, AppLanguage>
const APP_TO_SPEC = Object.fromEntries(Object.entries(SPEC_TO_APP).map(([spec, app]) => [app, spec])) as Record<AppLanguage, SpecLanguage>

/**
 * Accepts a spec code (jp), an app code (ja) or a region-tagged code (ja-JP, zh_CN), any case.
 * Returns undefined for anything that is not one of the five languages.
 */
export function toAppLanguage(code: string | null | undefined): AppLanguage | undefined {
  if (!code) return undefined
  const base = String(code).trim().toLowerCase().split(/[-_]/)[0]
  if ((APP_LANGUAGES as readonly string[]).includes(base)) return base as AppLanguage
  return ownEntry(SPEC_TO_APP, base)
}

export function toSpecLanguage(lang: AppLanguage): SpecLanguage {
  return APP_TO_SPEC[lang]
}

export interface LanguageChoice {
  /** the `lang` query parameter, if any */
  requested?: string | null
  /** the language persisted from an earlier visit or switch */
  stored?: string | null
  /** the site's languages and default, in spec codes */
  siteLanguages?: readonly string[]
  siteDefault?: string | null
}

/** The languages a site offers, in app codes, in the site's order (zh when the site lists none). */
export function siteAppLanguages(siteLanguages: readonly string[] | undefined): AppLanguage[] {
  const langs = (siteLanguages || []).map(toAppLanguage).filter((l): l is AppLanguage => !!l)
  return langs.length ? Array.from(new Set(langs)) : [DEFAULT_LANGUAGE]
}

/**
 * Query parameter first, then the persisted choice, then the site default; a language the
 * site does not offer is skipped, so a single-language site always shows its own language.
 */
export function pickLanguage(choice: LanguageChoice): AppLanguage {
  const offered = siteAppLanguages(choice.siteLanguages)
  for (const candidate of [choice.requested, choice.stored, choice.siteDefault]) {
    const lang = toAppLanguage(candidate)
    if (lang && offered.includes(lang)) return lang
  }
  return offered[0]
}

/**
 * Where a missing string is looked up next: visitors of a foreign-language site read English
 * sooner than Chinese; everyone else falls back to Chinese. Only languages the site offers (a
 * build ships no others), and never empty: the site's own default comes last.
 */
export function fallbackLanguages(lang: string, siteLanguages: readonly string[] | undefined, siteDefault?: string | null): AppLanguage[] {
  const offered = siteAppLanguages(siteLanguages)
  const chain: AppLanguage[] = lang === 'fr' || lang === 'ja' || lang === 'ko' ? ['en', 'zh'] : ['zh']
  const last = toAppLanguage(siteDefault) ?? offered[0]
  return Array.from(new Set([...chain, last])).filter((l) => l !== lang && offered.includes(l))
}
