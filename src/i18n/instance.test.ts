/**
 * The i18n instance for the site jest is configured with (jest.config.js: WENLV_SITE, default
 * cd-city, a Chinese-only site) and the language switch limited to the site's languages.
 */
import { changeLanguage, currentLanguage, i18n, siteLanguages } from './index'
import { STORAGE_KEYS, storage } from '../platform/storage'
import { toAppLanguage } from '../core/lang'

describe('i18n instance', () => {
  test('starts in the site default language, synchronously, with every namespace loaded', () => {
    expect(i18n.isInitialized).toBe(true)
    expect(currentLanguage()).toBe(toAppLanguage(__SITE__.defaultLanguage))
    expect(i18n.t('common:noMore', { lng: 'zh' })).toBe('没有更多了')
  })

  test('loads exactly the languages the site offers', () => {
    for (const lang of ['zh', 'en', 'fr', 'ja', 'ko']) {
      expect(i18n.hasResourceBundle(lang, 'common')).toBe(siteLanguages().includes(lang as any))
    }
    if (siteLanguages().includes('en')) expect(i18n.t('common:listFailed', { lng: 'en' })).toBe('Failed to get list')
  })

  test('changeLanguage refuses a language the site does not offer', async () => {
    const before = currentLanguage()
    const offered = siteLanguages()
    const notOffered = (['zh', 'en', 'fr', 'ja', 'ko'] as const).find((l) => !offered.includes(l))
    if (notOffered) {
      expect(await changeLanguage(notOffered)).toBe(false)
      expect(currentLanguage()).toBe(before)
    }
    expect(await changeLanguage('xx')).toBe(false)
  })

  test('changeLanguage switches and persists an offered language (spec code accepted)', async () => {
    const target = siteLanguages()[siteLanguages().length - 1]
    expect(await changeLanguage(target === 'ja' ? 'jp' : target === 'ko' ? 'kr' : target)).toBe(true)
    expect(currentLanguage()).toBe(target)
    expect(storage.get(STORAGE_KEYS.language)).toBe(target)
  })
})
