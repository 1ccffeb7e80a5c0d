/**
 * Locale parity: every namespace exists in all five languages with the same keys and no
 * empty value, every namespace on disk is registered in NAMESPACES, and the NutUI locale
 * files we supply have NutUI's full shape. Reads locales/ from disk, so it also covers
 * namespaces other areas add later.
 */
import fs from 'fs'
import path from 'path'
import enUS from '@nutui/nutui-react-taro/dist/es/locales/en-US'
import { APP_LANGUAGES } from '../core/lang'
import { NAMESPACES, NON_APP_NAMESPACES, NUTUI_LOCALE_FILE } from './namespaces'

const LOCALES_DIR = path.join(__dirname, '..', '..', 'locales')

function readJson(lang: string, ns: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(LOCALES_DIR, lang, `${ns}.json`), 'utf8'))
}

/** key paths to leaves: 'a.b', arrays as 'a[]' with their items checked for emptiness separately */
function leaves(obj: unknown, prefix = ''): Array<[string, unknown]> {
  if (obj && typeof obj === 'object' && !Array.isArray(obj)) {
    return Object.entries(obj).flatMap(([k, v]) => leaves(v, prefix ? `${prefix}.${k}` : k))
  }
  return [[prefix, obj]]
}

function isEmpty(value: unknown): boolean {
  if (Array.isArray(value)) return value.length === 0 || value.some(isEmpty)
  return typeof value !== 'string' || value.trim() === ''
}

const namespacesOnDisk = (lang: string) =>
  fs
    .readdirSync(path.join(LOCALES_DIR, lang))
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.replace(/\.json$/, ''))
    .filter((ns) => ns !== NUTUI_LOCALE_FILE)
    .sort()

describe('locale files', () => {
  test('the locales folder holds exactly the five languages', () => {
    const dirs = fs.readdirSync(LOCALES_DIR).filter((d) => fs.statSync(path.join(LOCALES_DIR, d)).isDirectory())
    expect(dirs.sort()).toEqual([...APP_LANGUAGES].sort())
  })

  test('every namespace on disk is registered in NAMESPACES (or NON_APP_NAMESPACES), and every registered one exists', () => {
    const all = new Set(APP_LANGUAGES.flatMap(namespacesOnDisk))
    expect([...all].sort()).toEqual([...NAMESPACES, ...NON_APP_NAMESPACES].sort())
  })

  const allNamespaces = Array.from(new Set([...NAMESPACES, ...NON_APP_NAMESPACES, ...APP_LANGUAGES.flatMap(namespacesOnDisk)]))
  describe.each(allNamespaces)('namespace %s', (ns) => {
    test.each([...APP_LANGUAGES])('exists in %s with the key set of zh and no empty value', (lang) => {
      const file = path.join(LOCALES_DIR, lang, `${ns}.json`)
      expect(fs.existsSync(file)).toBe(true)
      const keys = leaves(readJson(lang, ns))
      expect(keys.map(([k]) => k).sort()).toEqual(
        leaves(readJson('zh', ns))
          .map(([k]) => k)
          .sort(),
      )
      expect(keys.filter(([, v]) => isEmpty(v)).map(([k]) => k)).toEqual([])
    })

    test('uses the same {{placeholders}} in every language', () => {
      const placeholders = (lang: string) =>
        Object.fromEntries(
          leaves(readJson(lang, ns)).map(([k, v]) => [
            k,
            String(v)
              .match(/\{\{\s*\w+\s*\}\}/g)
              ?.sort() || [],
          ]),
        )
      for (const lang of APP_LANGUAGES) expect(placeholders(lang)).toEqual(placeholders('zh'))
    })
  })

  // NutUI 3.0.20 ships zh-CN, en-US and ja-JP; fr and ko are ours
  test.each(['fr', 'ko'])('%s/nutui.json has every NutUI en-US entry, none empty', (lang) => {
    const ours = readJson(lang, NUTUI_LOCALE_FILE)
    const expected = leaves(enUS)
      .map(([k]) => k)
      .sort()
    expect(
      leaves(ours)
        .map(([k]) => k)
        .sort(),
    ).toEqual(expected)
    expect(
      leaves(ours)
        .filter(([, v]) => isEmpty(v))
        .map(([k]) => k),
    ).toEqual([])
  })
})
