/**
 * NutUI's own strings (calendar, uploader, pull-to-refresh ...) follow the interface language
 * through ConfigProvider's `locale`. NutUI 3.0.20 ships zh-CN, en-US and ja-JP; French and
 * Korean come from locales/<lang>/nutui.json, where the three function-valued entries are
 * {{placeholder}} templates. Every locale but NutUI's own default zh-CN is laid over en-US so a
 * key NutUI adds later is never blank. On H5 en-US and ja-JP are chunks (./nutui-shipped):
 * loadNutuiLocale brings a language's strings in, and until then NutUI shows its default.
 */
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'
import type { AppLanguage } from '../core/lang'
import { i18n } from './instance'
import { NUTUI_LOCALE_FILE } from './namespaces'
import { loadShippedNutui, shippedNutuiInMemory, type ShippedNutuiLanguage } from './nutui-shipped'
function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name) => String(values[name] ?? ''))
}

/** NutUI entries that are functions, and how their arguments map to template placeholders. */
const FUNCTION_ENTRIES: Record<string, (template: string) => (...args: any[]) => string> = {
  'calendaritem.monthTitle': (t) => (year: number, month: number) => fill(t, { year, month: String(Number(month)).padStart(2, '0') }),
  'comment.additionalReview': (t) => (day: number) => fill(t, { day }),
  'comment.additionalImages': (t) => (length: number) => fill(t, { length }),
}

export function nutuiLocaleFromJson(json: Record<string, any>): Record<string, any> {
  const out: Record<string, any> = JSON.parse(JSON.stringify(json))
  for (const [path, make] of Object.entries(FUNCTION_ENTRIES)) {
    const [group, key] = path.split('.')
    if (typeof out[group]?.[key] === 'string') out[group][key] = make(out[group][key])
  }
  return out
}

function overEnglish(enUS: BaseLang, locale: Record<string, any>): BaseLang {
  const merged: Record<string, any> = { ...enUS }
  for (const [key, value] of Object.entries(locale)) {
    const base = (enUS as any)[key]
    merged[key] = base && typeof base === 'object' && !Array.isArray(base) ? { ...base, ...value } : value
  }
  return merged as BaseLang
}

const shipped: readonly AppLanguage[] = ['zh', 'en', 'ja']
const inMemory: Partial<Record<ShippedNutuiLanguage, BaseLang>> = { ...shippedNutuiInMemory }
const cache: Partial<Record<AppLanguage, BaseLang>> = {}

/** Whether NutUI has its own strings for the language (else locales/<lang>/nutui.json is needed). */
export function nutuiShipsLanguage(lang: AppLanguage): boolean {
  return shipped.includes(lang)
}

/** Brings NutUI's strings of the language into memory: en-US (the base of all but zh), ja-JP, or our nutui.json. */
export async function loadNutuiLocale(lang: AppLanguage): Promise<void> {
  if (lang === 'zh') return
  const needed: ShippedNutuiLanguage[] = lang === 'ja' ? ['en', 'ja'] : ['en']
  await Promise.all(needed.filter((l) => !inMemory[l]).map(async (l) => void (inMemory[l] = await loadShippedNutui(l))))
  if (!nutuiShipsLanguage(lang)) await i18n.loadNamespaces(NUTUI_LOCALE_FILE)
}

/**
 * NutUI's locale for a language, from what loadNutuiLocale brought in: NutUI's default (zh-CN)
 * until en-US is in, English until the language's own strings are (not cached, so the next
 * render picks them up).
 */
export function nutuiLocale(lang: AppLanguage): BaseLang {
  if (lang === 'zh') return zhCN
  const known = cache[lang]
  if (known) return known
  const enUS = inMemory.en
  if (!enUS) return zhCN
  if (lang === 'en') return (cache.en = enUS)
  const own = lang === 'ja' ? inMemory.ja : (i18n.getResourceBundle(lang, NUTUI_LOCALE_FILE) as Record<string, any> | undefined)
  if (!own || Object.keys(own).length === 0) return enUS
  return (cache[lang] = overEnglish(enUS, lang === 'ja' ? own : nutuiLocaleFromJson(own)))
}
