/**
 * Every button text given to Taro.showModal fits in every language. Taro's H5 modal and WeChat
 * both refuse a confirmText or cancelText wider than four Chinese characters (a character of
 * U+0391..U+FFE5 counts two, others one, at most 8) and reject the call: the dialog never opens
 * and the page gets an uncaught rejection ("Object"). The keys are read from the source, so a new
 * dialog is covered as it is written.
 */
import { readFileSync, readdirSync } from 'fs'
import { join } from 'path'
import { APP_LANGUAGES } from '../core/lang'

const SRC = join(__dirname, '..')
const LOCALES = join(__dirname, '../../locales')
/** Taro's own measure (@tarojs/taro-h5 showModal) */
const buttonWidth = (text: string) => text.replace(/[\u0391-\uFFE5]/g, 'aa').length

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })

/** `ns:key` of every confirmText/cancelText written as t('key') or i18n.t('ns:key') */
function modalButtonKeys(): string[] {
  const keys = new Set<string>()
  for (const file of sourceFiles(SRC)) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes('showModal')) continue
    const ownNs = /useTranslation\(\s*'([\w-]+)'/.exec(text)?.[1] ?? /getFixedT\(\s*null,\s*'([\w-]+)'/.exec(text)?.[1]
    const NS = /const NS = '([\w-]+)'/.exec(text)?.[1]
    for (const [, key] of text.matchAll(/(?:confirmText|cancelText):\s*(?:i18n\.)?t\(\s*[`']([^`']+)[`']/g)) {
      const resolved = key.replace('${NS}', NS ?? '')
      keys.add(resolved.includes(':') ? resolved : `${ownNs}:${resolved}`)
    }
  }
  return [...keys].sort()
}

const valueOf = (lang: string, nsKey: string): unknown => {
  const [ns, key] = nsKey.split(':')
  const json = JSON.parse(readFileSync(join(LOCALES, lang, `${ns}.json`), 'utf8')) as Record<string, unknown>
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], json)
}

test('the dialogs of the app are found (comments, delete, booking, permissions, partner login)', () => {
  expect(modalButtonKeys()).toEqual(
    expect.arrayContaining(['comments:item.confirm', 'comments:item.cancel', 'common:confirm', 'common:cancel', 'privacy:notNow']),
  )
})

test.each(APP_LANGUAGES)('%s: every modal button text is a string of at most four Chinese characters’ width', (lang) => {
  const tooWide = modalButtonKeys()
    .map((key) => ({ key, text: valueOf(lang, key) }))
    .filter(({ text }) => typeof text !== 'string' || buttonWidth(text) > 8)
  expect(tooWide).toEqual([])
})
