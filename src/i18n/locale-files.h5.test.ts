/** H5 locale files: only the default language's home-page namespaces come with the page; the rest is fetched. */
import fs from 'fs'
import path from 'path'
import { eventCenter } from '@tarojs/taro'
import {
  EAGER_LOCALES_ELEMENT,
  EAGER_NAMESPACES,
  LOCALE_READ_TIMEOUT_MS,
  bundledResources,
  localeFileUrl,
  opensWithEagerNamespaces,
  readLocaleFile,
  watchLocaleTriggers,
} from './locale-files.h5'
import { LocaleNotFoundError } from './locale-error'

const LOCALES = path.resolve(__dirname, '..', '..', 'locales')

/** the site's files as the server answers them: /locales/<lang>/<namespace>.<version>.json */
function serveLocales(url: string): Response {
  const match = /^\/locales\/(\w+)\/([\w-]+)\.test0000\.json$/.exec(url)
  const file = match && path.join(LOCALES, match[1], `${match[2]}.json`)
  if (!file || !fs.existsSync(file)) return { ok: false, status: 404 } as Response
  return { ok: true, status: 200, json: async () => JSON.parse(fs.readFileSync(file, 'utf8')) } as Response
}

const fetchMock = jest.fn((url: string) => Promise.resolve(serveLocales(url)))
beforeEach(() => {
  fetchMock.mockClear()
  ;(globalThis as { fetch?: unknown }).fetch = fetchMock
})

test('without the stamp nothing is read at start; with it, the eager namespaces of the default language', () => {
  expect(EAGER_NAMESPACES).toEqual(['common', 'shell'])
  expect(bundledResources()).toEqual({})
})

test('any other file is fetched by its versioned address; an unknown one is a not-found error, asked for once', async () => {
  expect(localeFileUrl('en', 'user')).toBe('/locales/en/user.test0000.json')
  expect((await readLocaleFile('en', 'user')).common).toMatchObject({ cancel: 'Cancel' })
  expect(fetchMock).toHaveBeenCalledWith('/locales/en/user.test0000.json', expect.anything())
  expect(await readLocaleFile('fr', 'nutui')).toBeTruthy()
  await expect(readLocaleFile('fr', 'no-such-area')).rejects.toBeInstanceOf(LocaleNotFoundError)
  fetchMock.mockClear()
  // a language the app does not have, or a name that is no file name, is not even asked for
  await expect(readLocaleFile('de', 'common')).rejects.toBeInstanceOf(LocaleNotFoundError)
  await expect(readLocaleFile('en', '../server')).rejects.toBeInstanceOf(LocaleNotFoundError)
  expect(fetchMock).not.toHaveBeenCalled()
})

test('a file that did not arrive is an error worth another try, not a missing file; a read gives up after its timeout', async () => {
  fetchMock.mockImplementationOnce(() => Promise.resolve({ ok: false, status: 503 } as Response))
  const failed = await readLocaleFile('en', 'user').catch((error) => error)
  expect(failed).not.toBeInstanceOf(LocaleNotFoundError)
  expect(String(failed)).toMatch(/HTTP 503/)
  jest.useFakeTimers()
  try {
    let signal: AbortSignal | undefined
    fetchMock.mockImplementationOnce(
      (_url: string, init?: RequestInit) =>
        new Promise((_, reject) => {
          signal = init?.signal ?? undefined
          signal?.addEventListener('abort', () => reject(new Error('aborted')))
        }) as Promise<Response>,
    )
    const slow = readLocaleFile('en', 'user').catch((error) => error)
    jest.advanceTimersByTime(LOCALE_READ_TIMEOUT_MS)
    expect(signal?.aborted).toBe(true)
    expect(await slow).not.toBeInstanceOf(LocaleNotFoundError)
  } finally {
    jest.useRealTimers()
  }
})

test('only the home page opens without waiting, and only with the stamp’s strings of the default language', () => {
  for (const path of ['/index', '/', '/user-data/nickname', '/news-detail/3']) {
    window.history.replaceState(null, '', path)
    // without the stamp (the H5 dev server, or here) every page waits for its files
    expect(opensWithEagerNamespaces()).toBe(false)
  }
})

test('the stamp’s block gives the eager namespaces synchronously, and the home opens at once', () => {
  jest.isolateModules(() => {
    const block = document.createElement('script')
    block.type = 'application/json'
    block.id = EAGER_LOCALES_ELEMENT
    block.textContent = JSON.stringify({ zh: { common: { ok: '好' }, shell: { tab: '首页' } } })
    document.head.appendChild(block)
    try {
      const fresh = require('./locale-files.h5') as typeof import('./locale-files.h5')
      expect(fresh.bundledResources()).toEqual({ zh: { common: { ok: '好' }, shell: { tab: '首页' } } })
      window.history.replaceState(null, '', '/index')
      expect(fresh.opensWithEagerNamespaces()).toBe(__SITE__.defaultLanguage === 'zh')
      window.history.replaceState(null, '', '/news-detail/3')
      expect(fresh.opensWithEagerNamespaces()).toBe(false)
    } finally {
      block.remove()
    }
  })
})

describe('locale triggers: the rest fetched at the first press on the home, page changes reported', () => {
  const watch = (eagerStart: boolean) => {
    const triggers = { loadRest: jest.fn(), pageChanging: jest.fn(), pageShown: jest.fn() }
    const stop = watchLocaleTriggers(triggers, eagerStart)
    return { ...triggers, stop }
  }
  const press = (type: string) => document.body.dispatchEvent(new Event(type, { bubbles: true }))

  test('on the home page: nothing until a press, then everything once', () => {
    const { loadRest, pageChanging, stop } = watch(true)
    expect(loadRest).not.toHaveBeenCalled()
    press('pointerdown')
    press('keydown')
    expect(loadRest).toHaveBeenCalledTimes(1)
    expect(pageChanging).not.toHaveBeenCalled()
    stop()
  })

  test('an app opened elsewhere fetches only what its pages ask for, even after a press', () => {
    const { loadRest, stop } = watch(false)
    press('pointerdown')
    expect(loadRest).not.toHaveBeenCalled()
    stop()
  })

  test("the router's report of the opening page is no change; another page is, and its mounting is reported", () => {
    const { loadRest, pageChanging, pageShown, stop } = watch(true)
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/index' } })
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/' } })
    expect(pageChanging).not.toHaveBeenCalled()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/scenic-list' } })
    expect(pageChanging).toHaveBeenCalledTimes(1)
    eventCenter.trigger('__afterTaroRouterChange', { toLocation: { path: '/scenic-list' } })
    expect(pageShown).toHaveBeenCalledTimes(1)
    // a redirect is no press: the home's strings for other pages are not all fetched
    expect(loadRest).not.toHaveBeenCalled()
    stop()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/news-list/1' } })
    expect(pageChanging).toHaveBeenCalledTimes(1)
  })
})
