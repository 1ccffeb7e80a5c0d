/**
 * NutUI's own strings (calendar, uploader, pull-to-refresh ...) follow the interface language
 * through ConfigProvider's `locale`. NutUI 3.0.20 ships zh-CN, en-US and ja-JP; French and
 * Korean come from locales/<lang>/nutui.json, where the three function-valued entries are
 * {{placeholder}} templates. Every locale is laid over en-US so a key NutUI adds later is
 * never blank.
 */
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import jaJP from '@nutui/nutui-react-taro/dist/es/locales/ja-JP'
import zhCN from '@nutui/nutui-react-taro/dist/es/locales/zh-CN'
import type { BaseLang } from '@nutui/nutui-react-taro/dist/es/locales/base'
import type { AppLanguage } from '../core/lang'
import { i18n } from './instance'
import { NUTUI_LOCALE_FILE } from './namespaces'

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

function overEnglish(locale: Record<string, any>): BaseLang {
  const merged: Record<string, any> = { ...enUS }
  for (const [key, value] of Object.entries(locale)) {
    const base = (enUS as any)[key]
    merged[key] = base && typeof base === 'object' && !Array.isArray(base) ? { ...base, ...value } : value
  }
  return merged as BaseLang
}

const shipped: Partial<Record<AppLanguage, BaseLang>> = { zh: zhCN, en: enUS, ja: jaJP }
const cache: Partial<Record<AppLanguage, BaseLang>> = {}

/** Whether NutUI has its own strings for the language (else locales/<lang>/nutui.json is needed). */
export function nutuiShipsLanguage(lang: AppLanguage): boolean {
  return lang in shipped
}

/**
 * NutUI's locale for a language; French and Korean from the nutui.json the i18next backend
 * loaded (English until it is in, not cached, so the next render picks it up).
 */
export function nutuiLocale(lang: AppLanguage): BaseLang {
  const known = cache[lang]
  if (known) return known
  if (shipped[lang]) return (cache[lang] = overEnglish(shipped[lang] as BaseLang))
  const own = i18n.getResourceBundle(lang, NUTUI_LOCALE_FILE) as Record<string, any> | undefined
  if (!own || Object.keys(own).length === 0) return enUS
  return (cache[lang] = overEnglish(nutuiLocaleFromJson(own)))
}
