/**
 * The i18n instance and the language switch, for a Chinese-only site (cd-city, jest's default
 * site) and for a five-language one (intl-expo): the instance is loaded afresh per site with that
 * site as __SITE__, so the multi-language branches run whatever site jest is configured with.
 */
import { loadSite } from '../../sites'
import type { SiteConfig } from '../../types/site'

type Instance = typeof import('./instance')
type Storage = typeof import('../platform/storage')

/** A fresh instance module (and storage) for `siteCode`; `stored` is a language remembered from a past visit. */
function instanceFor(siteCode: string, stored?: string): Instance & Storage {
  const global = globalThis as unknown as { __SITE__: SiteConfig }
  const original = global.__SITE__
  global.__SITE__ = loadSite(siteCode)
  let loaded!: Instance & Storage
  try {
    jest.isolateModules(() => {
      const storage: Storage = require('../platform/storage')
      storage.storage.remove(storage.STORAGE_KEYS.language)
      if (stored) storage.storage.set(storage.STORAGE_KEYS.language, stored)
      loaded = { ...require('./instance'), ...storage }
    })
  } finally {
    // siteLanguages() reads __SITE__ when called: the tests below swap it back in where needed
    global.__SITE__ = original
  }
  return loaded
}

/** Runs `body` with `siteCode` as __SITE__ (changeLanguage and siteLanguages read it on every call). */
async function asSite<T>(siteCode: string, body: () => Promise<T> | T): Promise<T> {
  const global = globalThis as unknown as { __SITE__: SiteConfig }
  const original = global.__SITE__
  global.__SITE__ = loadSite(siteCode)
  try {
    return await body()
  } finally {
    global.__SITE__ = original
  }
}

describe('a Chinese-only site (cd-city)', () => {
  const zhOnly = instanceFor('cd-city')

  test('starts in Chinese, synchronously, with the common strings in memory', () => {
    expect(zhOnly.i18n.isInitialized).toBe(true)
    expect(zhOnly.currentLanguage()).toBe('zh')
    expect(zhOnly.i18n.t('common:listFailed')).toBe('获取列表失败')
  })

  test('holds Chinese only and refuses to switch to a language the site does not offer', async () => {
    expect(['zh', 'en', 'fr', 'ja', 'ko'].filter((lang) => zhOnly.i18n.hasResourceBundle(lang, 'common'))).toEqual(['zh'])
    await asSite('cd-city', async () => {
      expect(await zhOnly.changeLanguage('en')).toBe(false)
      expect(await zhOnly.changeLanguage('xx')).toBe(false)
    })
    expect(zhOnly.currentLanguage()).toBe('zh')
  })
})

describe('a five-language site (intl-expo)', () => {
  test('holds exactly its languages and reads English strings in English', () => {
    const expo = instanceFor('intl-expo')
    expect(expo.currentLanguage()).toBe('zh')
    for (const lang of ['zh', 'en', 'fr', 'ja', 'ko']) expect(expo.i18n.hasResourceBundle(lang, 'common')).toBe(true)
    expect(expo.i18n.t('common:listFailed', { lng: 'en' })).toBe('Failed to get list')
  })

  test('switches from Chinese to English (and to Korean by its spec code kr), remembering the choice', async () => {
    const expo = instanceFor('intl-expo')
    await asSite('intl-expo', async () => {
      expect(await expo.changeLanguage('en')).toBe(true)
      expect(expo.currentLanguage()).toBe('en')
      expect(expo.i18n.t('common:listFailed')).toBe('Failed to get list')
      expect(expo.storage.get(expo.STORAGE_KEYS.language)).toBe('en')
      expect(await expo.changeLanguage('kr')).toBe(true)
      expect(expo.currentLanguage()).toBe('ko')
      expect(expo.storage.get(expo.STORAGE_KEYS.language)).toBe('ko')
    })
  })

  test('a language remembered from a past visit is the one the next launch starts in', () => {
    expect(instanceFor('intl-expo', 'fr').currentLanguage()).toBe('fr')
    // the Chinese-only site ignores a remembered language it does not offer
    expect(instanceFor('cd-city', 'fr').currentLanguage()).toBe('zh')
  })
})

type ReadLocaleFile = (lang: string, namespace: string) => Promise<unknown>
type NotFound = typeof import('./locale-error').LocaleNotFoundError

/**
 * A fresh instance reading every locale file through its backend, as on H5 (nothing bundled), from
 * `readerOf`; it gets the module registry's own LocaleNotFoundError, the one instance.ts checks against.
 */
function instanceReading(readerOf: (notFound: NotFound) => ReadLocaleFile): Instance {
  let fresh!: Instance
  jest.isolateModules(() => {
    const { LocaleNotFoundError } = require('./locale-error')
    jest.doMock('./locale-files', () => ({
      ...jest.requireActual('./locale-files'),
      bundledResources: () => ({}),
      readLocaleFile: readerOf(LocaleNotFoundError),
    }))
    fresh = require('./instance')
  })
  return fresh
}

const localeFile = (lang: string, namespace: string) => jest.requireActual(`../../locales/${lang}/${namespace}.json`)

describe('a locale file that did not arrive', () => {
  test('is read again until it does; a file that does not exist is read once', async () => {
    const reads: string[] = []
    let dropped = 2
    const fresh = instanceReading((LocaleNotFoundError) => async (lang, namespace) => {
      reads.push(namespace)
      if (namespace === 'booking' && dropped-- > 0) throw Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' })
      if (namespace === 'nosuch') throw new LocaleNotFoundError(lang, namespace)
      return localeFile(lang, namespace)
    })
    await fresh.i18n.loadNamespaces(['booking', 'nosuch'])
    expect(fresh.i18n.t('booking:orderLabel.shipped')).toBe('已发货')
    expect(reads.filter((ns) => ns === 'booking')).toHaveLength(3)
    expect(reads.filter((ns) => ns === 'nosuch')).toHaveLength(1)
  })
})

describe('a key whose namespace is still on its way', () => {
  test('shows nothing until the file is in, then its text; a key missing from an arrived file shows the key', async () => {
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const fresh = instanceReading(() => async (lang, namespace) => {
      if (namespace === 'booking') await held
      return localeFile(lang, namespace)
    })
    const loading = fresh.i18n.loadNamespaces(['booking'])
    // what a component mounted now would draw: no "orderLabel.shipped" on screen
    expect(fresh.i18n.t('booking:orderLabel.shipped')).toBe('')
    expect(fresh.i18n.t('booking:orderLabel.shipped', { defaultValue: '…' })).toBe('…')
    release()
    await loading
    expect(fresh.i18n.t('booking:orderLabel.shipped')).toBe('已发货')
    expect(fresh.i18n.t('booking:no.such.key')).toBe('no.such.key')
  })
})
