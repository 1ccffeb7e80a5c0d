import { fallbackLanguages, pickLanguage, siteAppLanguages, toAppLanguage, toSpecLanguage } from './lang'

const INTL = ['zh', 'en', 'fr', 'jp', 'kr']

describe('language codes', () => {
  test('spec codes jp and kr map to ja and ko, and back', () => {
    expect(toAppLanguage('jp')).toBe('ja')
    expect(toAppLanguage('kr')).toBe('ko')
    expect(toSpecLanguage('ja')).toBe('jp')
    expect(toSpecLanguage('ko')).toBe('kr')
  })

  test('app codes, region tags and case are accepted; anything else is not a language', () => {
    expect(toAppLanguage('ja')).toBe('ja')
    expect(toAppLanguage('zh-CN')).toBe('zh')
    expect(toAppLanguage('FR_fr')).toBe('fr')
    expect(toAppLanguage('de')).toBeUndefined()
    expect(toAppLanguage('')).toBeUndefined()
    expect(toAppLanguage(null)).toBeUndefined()
  })

  test('a site without languages offers Chinese', () => {
    expect(siteAppLanguages(undefined)).toEqual(['zh'])
    expect(siteAppLanguages(INTL)).toEqual(['zh', 'en', 'fr', 'ja', 'ko'])
  })
})

describe('pickLanguage', () => {
  test('the lang query wins over the stored choice and the site default', () => {
    expect(pickLanguage({ requested: 'kr', stored: 'fr', siteLanguages: INTL, siteDefault: 'zh' })).toBe('ko')
  })

  test('without a query the stored choice wins', () => {
    expect(pickLanguage({ stored: 'fr', siteLanguages: INTL, siteDefault: 'zh' })).toBe('fr')
  })

  test('a language the site does not offer is skipped', () => {
    expect(pickLanguage({ requested: 'en', stored: 'fr', siteLanguages: ['zh'], siteDefault: 'zh' })).toBe('zh')
    expect(pickLanguage({ requested: 'de', siteLanguages: INTL, siteDefault: 'en' })).toBe('en')
  })

  test('a broken default falls back to the first offered language', () => {
    expect(pickLanguage({ siteLanguages: ['en', 'fr'], siteDefault: 'jp' })).toBe('en')
  })
})

describe('fallbackLanguages', () => {
  const all = ['zh', 'en', 'fr', 'jp', 'kr']
  test('French, Japanese and Korean fall back to English, then Chinese', () => {
    expect(fallbackLanguages('fr', all, 'zh')).toEqual(['en', 'zh'])
    expect(fallbackLanguages('ko', all, 'zh')).toEqual(['en', 'zh'])
    expect(fallbackLanguages('en', all, 'zh')).toEqual(['zh'])
    expect(fallbackLanguages('zh', all, 'zh')).toEqual([])
  })
  test('only languages the site offers, ending with its default', () => {
    expect(fallbackLanguages('zh', ['zh'], 'zh')).toEqual([])
    expect(fallbackLanguages('fr', ['fr', 'en'], 'fr')).toEqual(['en'])
    expect(fallbackLanguages('en', ['en', 'fr'], 'fr')).toEqual(['fr'])
  })
})
