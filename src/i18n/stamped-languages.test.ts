/**
 * The mini-program's languages as a stamped package holds them (./loader.ts StampedLanguages, written
 * by scripts/lib/weapp-stamp.mjs): the default language's launch namespaces in memory, its other
 * namespaces downloaded from their subpackage (require.async) when first asked for, every other
 * language downloaded from its subpackage when chosen. Here i18n/index.js is a stand-in built from
 * locales/ that records what is evaluated and can fail a download; tests/weapp/run.test.mjs runs the
 * real stamped package.
 */
import type { SiteConfig } from '../../types/site'
import { loadSite } from '../../sites'
import type { LanguageFile, StampedLanguages } from './loader'
import { NAMESPACES } from './namespaces'
import LAUNCH_NAMESPACES from './weapp-launch-namespaces.json'

type Loader = typeof import('./loader')
type Instance = typeof import('./instance')
type Storage = typeof import('../platform/storage')

const languageFile = (lang: string, namespaces: readonly string[] = NAMESPACES): LanguageFile =>
  Object.fromEntries(namespaces.map((ns) => [ns, jest.requireActual(`../../locales/${lang}/${ns}.json`)]))

const REST_NAMESPACES = NAMESPACES.filter((ns) => !LAUNCH_NAMESPACES.includes(ns))

/**
 * a stamped package of intl-expo's languages: what was evaluated (a subpackage's file, once per
 * download as require.async would), and downloads that fail while `failing` says so for the subpackage
 */
function stampedPackage() {
  const evaluated: string[] = []
  const state = { failing: (_root: string) => false as boolean }
  const subpackage = (lang: string, namespaces?: readonly string[]) => () => {
    const root = `i18n-${lang}`
    if (state.failing(root)) return Promise.reject({ mod: `${root}/strings.js`, errMsg: `require.async:fail ${root} did not download` })
    evaluated.push(root)
    return Promise.resolve(languageFile(lang, namespaces))
  }
  const index: StampedLanguages = {
    language: 'zh',
    launch: languageFile('zh', LAUNCH_NAMESPACES),
    rest: subpackage('zh', REST_NAMESPACES),
    others: Object.fromEntries(['en', 'fr', 'ja', 'ko'].map((lang) => [lang, subpackage(lang)])),
  }
  return { index, evaluated, state }
}
const failingAll = () => true

type Globals = { __LOCALES_STAMPED__: boolean; __non_webpack_require__: (path: string) => unknown; __SITE__: SiteConfig }

/** requires `modules` afresh as the stamped intl-expo package would run them (__SITE__ stays intl-expo for the test) */
function asStampedPackage<T>(pkg: ReturnType<typeof stampedPackage>, load: () => T, stored?: string): T {
  const g = globalThis as unknown as Globals
  g.__LOCALES_STAMPED__ = true
  g.__non_webpack_require__ = (path) => {
    if (path !== './i18n/index.js') throw new Error(`not in the package: ${path}`)
    return pkg.index
  }
  g.__SITE__ = loadSite('intl-expo')
  let loaded!: T
  jest.isolateModules(() => {
    const storage: Storage = require('../platform/storage')
    storage.storage.remove(storage.STORAGE_KEYS.language)
    if (stored) storage.storage.set(storage.STORAGE_KEYS.language, stored)
    loaded = load()
  })
  return loaded
}

const original = { ...(globalThis as unknown as Globals) }
afterEach(() => {
  const g = globalThis as unknown as Globals
  g.__LOCALES_STAMPED__ = original.__LOCALES_STAMPED__
  g.__SITE__ = original.__SITE__
})

describe('the stamped loader', () => {
  test('reads the launch namespaces at once; the default language’s others are downloaded when one is first read, once', async () => {
    const pkg = stampedPackage()
    const loader = asStampedPackage(pkg, (): Loader => require('./loader'))
    expect(Object.keys(loader.launchResources().zh).sort()).toEqual([...LAUNCH_NAMESPACES].sort())
    expect(loader.loadLocaleModule('zh', 'shell').language).toBe('语言')
    expect((await loader.readLocaleModule('zh', 'home')).more).toBe(jest.requireActual('../../locales/zh/home.json').more)
    expect(pkg.evaluated).toEqual([])
    // the rest is a subpackage: a synchronous read before its download is a load error, not "not found"
    expect(() => loader.loadLocaleModule('zh', 'booking')).toThrow(new loader.LocaleLoadError('zh', 'not downloaded yet'))
    const [booking, places] = await Promise.all([loader.readLocaleModule('zh', 'booking'), loader.readLocaleModule('zh', 'places')])
    expect(booking.orderLabel).toMatchObject({ shipped: '已发货' })
    expect(places).toEqual(jest.requireActual('../../locales/zh/places.json'))
    expect(loader.loadLocaleModule('zh', 'account')).toEqual(jest.requireActual('../../locales/zh/account.json'))
    expect(pkg.evaluated).toEqual(['i18n-zh'])
    expect(loader.languageAtHand('zh')).toBe(true)
  })

  test('the default language’s rest that does not download is a load error, the language still at hand; asking again downloads', async () => {
    const pkg = stampedPackage()
    const loader = asStampedPackage(pkg, (): Loader => require('./loader'))
    pkg.state.failing = (root) => root === 'i18n-zh'
    await expect(loader.readLocaleModule('zh', 'booking')).rejects.toThrow(
      new loader.LocaleLoadError('zh', 'require.async:fail i18n-zh did not download'),
    )
    expect(loader.languageAtHand('zh')).toBe(true)
    expect(loader.loadLocaleModule('zh', 'shell').language).toBe('语言')
    pkg.state.failing = () => false
    expect((await loader.readLocaleModule('zh', 'booking')).orderLabel).toMatchObject({ shipped: '已发货' })
    expect(pkg.evaluated).toEqual(['i18n-zh'])
  })

  test('another language is downloaded when first read, once, and only that one', async () => {
    const pkg = stampedPackage()
    const loader = asStampedPackage(pkg, (): Loader => require('./loader'))
    expect(loader.languageAtHand('zh')).toBe(true)
    expect(loader.languageAtHand('en')).toBe(false)
    expect(() => loader.loadLocaleModule('en', 'common')).toThrow(loader.LocaleLoadError)
    const [common, shell] = await Promise.all([loader.readLocaleModule('en', 'common'), loader.readLocaleModule('en', 'shell')])
    expect(common.listFailed).toBe('Failed to get list')
    expect(shell.language).toBe('Language')
    expect(pkg.evaluated).toEqual(['i18n-en'])
    expect(loader.languageAtHand('en')).toBe(true)
  })

  test('a download that fails is a load error, and asking again downloads again', async () => {
    const pkg = stampedPackage()
    const loader = asStampedPackage(pkg, (): Loader => require('./loader'))
    pkg.state.failing = failingAll
    await expect(loader.readLocaleModule('fr', 'common')).rejects.toThrow(
      /Language could not be loaded: fr \(require.async:fail i18n-fr did not download\)/,
    )
    expect(loader.languageAtHand('fr')).toBe(false)
    pkg.state.failing = () => false
    expect((await loader.readLocaleModule('fr', 'common')).cancel).toBe('Annuler')
    expect(pkg.evaluated).toEqual(['i18n-fr'])
  })

  test('a language the site does not have, a namespace found nowhere, or a path trick, is not found', async () => {
    const pkg = stampedPackage()
    const loader = asStampedPackage(pkg, (): Loader => require('./loader'))
    await expect(loader.readLocaleModule('de', 'common')).rejects.toThrow(loader.LocaleNotFoundError)
    await expect(loader.readLocaleModule('../sites', 'common')).rejects.toThrow(loader.LocaleNotFoundError)
    await expect(loader.readLocaleModule('zh', '../../app')).rejects.toThrow(loader.LocaleNotFoundError)
    expect(pkg.evaluated).toEqual([])
    await expect(loader.readLocaleModule('zh', 'no-such-namespace')).rejects.toThrow(
      new loader.LocaleNotFoundError('zh', 'no-such-namespace'),
    )
    await expect(loader.readLocaleModule('zh', 'constructor')).rejects.toThrow(loader.LocaleNotFoundError)
    expect(() => loader.loadLocaleModule('zh', 'no-such-namespace')).toThrow(loader.LocaleNotFoundError)
    await expect(loader.readLocaleModule('en', 'no-such-namespace')).rejects.toThrow(loader.LocaleNotFoundError)
    expect(pkg.evaluated).toEqual(['i18n-zh', 'i18n-en'])
  })
})

describe('a page’s namespace outside the launch set (react-i18next, useSuspense false)', () => {
  test('draws nothing while the default language’s rest downloads, its text once in; no other language comes', async () => {
    const pkg = stampedPackage()
    const { i18n } = asStampedPackage(pkg, (): Instance => require('./instance'))
    // what useTranslation('booking') does for a component that mounts: it asks, and draws meanwhile
    const loading = i18n.loadNamespaces('booking')
    expect(i18n.hasLoadedNamespace('booking')).toBe(false)
    expect(i18n.t('booking:orderLabel.shipped')).toBe('')
    await loading
    expect(i18n.t('booking:orderLabel.shipped')).toBe('已发货')
    expect(pkg.evaluated).toEqual(['i18n-zh'])
  })

  test('a rest download that fails is read again by itself (nobody chose it), then shows its text', async () => {
    const pkg = stampedPackage()
    let dropped = 2
    pkg.state.failing = (root) => root === 'i18n-zh' && dropped-- > 0
    const { i18n } = asStampedPackage(pkg, (): Instance => require('./instance'))
    const loading = i18n.loadNamespaces('booking')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(dropped).toBe(1)
    expect(i18n.t('booking:orderLabel.shipped')).toBe('')
    await loading
    expect(dropped).toBe(-1)
    expect(i18n.t('booking:orderLabel.shipped')).toBe('已发货')
    expect(pkg.evaluated).toEqual(['i18n-zh'])
  })
})

describe('the language switch on a stamped package (intl-expo)', () => {
  test('starts in Chinese with only the launch strings evaluated; English comes when chosen', async () => {
    const pkg = stampedPackage()
    const { i18n, changeLanguage } = asStampedPackage(pkg, (): Instance => require('./instance'))
    expect(i18n.language).toBe('zh')
    expect(i18n.t('shell:language')).toBe('语言')
    expect(pkg.evaluated).toEqual([])
    expect(await changeLanguage('en')).toBe(true)
    expect(i18n.language).toBe('en')
    expect(i18n.t('shell:language')).toBe('Language')
    expect(pkg.evaluated).toEqual(['i18n-en'])
  })

  test('French downloads French alone: its fallbacks are the languages at hand', async () => {
    const pkg = stampedPackage()
    const { i18n, changeLanguage } = asStampedPackage(pkg, (): Instance => require('./instance'))
    expect(await changeLanguage('fr')).toBe(true)
    expect(i18n.t('shell:language')).toBe('Langue')
    expect(pkg.evaluated).toEqual(['i18n-fr'])
  })

  test('a language that cannot load changes nothing and is a load error; the retry switches', async () => {
    const pkg = stampedPackage()
    const { i18n, changeLanguage, LocaleLoadError, storage, STORAGE_KEYS } = asStampedPackage(pkg, () => ({
      ...(require('./instance') as Instance),
      ...(require('./locale-error') as typeof import('./locale-error')),
      ...(require('../platform/storage') as Storage),
    }))
    pkg.state.failing = failingAll
    await expect(changeLanguage('ja')).rejects.toBeInstanceOf(LocaleLoadError)
    expect(i18n.language).toBe('zh')
    expect(i18n.t('shell:language')).toBe('语言')
    expect(storage.get(STORAGE_KEYS.language)).toBeFalsy()
    pkg.state.failing = () => false
    expect(await changeLanguage('ja')).toBe(true)
    expect(i18n.t('shell:language')).toBe('言語')
    expect(storage.get(STORAGE_KEYS.language)).toBe('ja')
  })

  test('a language remembered from a past visit: the start shows Chinese, then that language once downloaded', async () => {
    const pkg = stampedPackage()
    const { i18n } = asStampedPackage(pkg, (): Instance => require('./instance'), 'en')
    expect(i18n.language).toBe('zh')
    await new Promise<void>((resolve) => i18n.on('languageChanged', () => resolve()))
    expect(i18n.language).toBe('en')
    expect(i18n.t('shell:language')).toBe('Language')
  })

  test('…and stays in Chinese when that download fails', async () => {
    const pkg = stampedPackage()
    pkg.state.failing = failingAll
    const { i18n } = asStampedPackage(pkg, (): Instance => require('./instance'), 'ko')
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(i18n.language).toBe('zh')
    expect(i18n.t('shell:language')).toBe('语言')
  })
})
