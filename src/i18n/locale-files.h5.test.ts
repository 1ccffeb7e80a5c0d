/** H5 locale files: only the default language's home-page namespaces are bundled; the rest is fetched. */
import { eventCenter } from '@tarojs/taro'
import { EAGER_NAMESPACES, bundledResources, opensWithEagerNamespaces, readLocaleFile, watchLocaleTriggers } from './locale-files.h5'

test('no language is in the bundle: only chunks the stamped page preloaded are read at start', () => {
  expect(EAGER_NAMESPACES).toEqual(['common', 'shell'])
  // jest has no webpack chunk table: nothing was preloaded, so nothing is read synchronously
  expect(bundledResources()).toEqual({})
})

test('any other file is fetched on demand; an unknown one is an error', async () => {
  expect((await readLocaleFile('en', 'user')).common).toMatchObject({ cancel: 'Cancel' })
  expect(await readLocaleFile('fr', 'nutui')).toBeTruthy()
  await expect(readLocaleFile('de', 'common')).rejects.toThrow()
})

test('only the home page opens without waiting, and only when its locale chunks were preloaded', () => {
  for (const path of ['/index', '/', '/user-data/nickname', '/news-detail/3']) {
    window.history.replaceState(null, '', path)
    // without the stamp's preloaded chunks (the H5 dev server, or here) every page waits for its files
    expect(opensWithEagerNamespaces()).toBe(false)
  }
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
