/** NutUI's strings: zh-CN at once (its default), the others once loadNutuiLocale brought them in. */
import { loadNutuiLocale, nutuiLocale, nutuiShipsLanguage } from './nutui-locale'

test('Chinese needs no file; English and Japanese come when loaded, Japanese laid over English', async () => {
  expect(nutuiLocale('zh').cancel).toBe('取消')
  // before its chunk is in, NutUI keeps its default rather than showing nothing
  expect(nutuiLocale('en').cancel).toBe('取消')
  await loadNutuiLocale('en')
  expect(nutuiLocale('en').cancel).toBe('Cancel')
  expect(nutuiLocale('ja').cancel).toBe('Cancel')
  await loadNutuiLocale('ja')
  expect(nutuiLocale('ja').cancel).toBe('キャンセル')
  // a key ja-JP lacks is English, never blank
  expect(typeof nutuiLocale('ja').calendaritem.monthTitle(2026, 3)).toBe('string')
})

test('French and Korean are ours (locales/<lang>/nutui.json), the others NutUI ships', () => {
  expect(['zh', 'en', 'ja', 'fr', 'ko'].filter((lang) => nutuiShipsLanguage(lang as never))).toEqual(['zh', 'en', 'ja'])
})
