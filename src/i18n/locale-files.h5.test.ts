/** H5 locale files: only the default language's home-page namespaces are bundled; the rest is fetched. */
import { eventCenter } from '@tarojs/taro'
import { EAGER_NAMESPACES, bundledResources, opensWithEagerNamespaces, readLocaleFile, whenRestNeeded } from './locale-files.h5'

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

describe('the rest of the namespaces: fetched at the first sign of intent, not with the home page', () => {
  const watch = (eagerStart: boolean) => {
    const load = jest.fn()
    const onNavigate = jest.fn()
    const stop = whenRestNeeded(load, onNavigate, eagerStart)
    return { load, onNavigate, stop }
  }

  test('an app opened on another page fetches them at once', () => {
    const { load, stop } = watch(false)
    expect(load).toHaveBeenCalledTimes(1)
    stop()
  })

  test('on the home page: nothing until a press, then once', () => {
    const { load, onNavigate, stop } = watch(true)
    expect(load).not.toHaveBeenCalled()
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    document.body.dispatchEvent(new Event('keydown', { bubbles: true }))
    expect(load).toHaveBeenCalledTimes(1)
    expect(onNavigate).not.toHaveBeenCalled()
    stop()
  })

  test("the router's report of the opening page is no navigation; another page is", () => {
    const { load, onNavigate, stop } = watch(true)
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/index' } })
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/' } })
    expect(load).not.toHaveBeenCalled()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/scenic-list' } })
    expect(load).toHaveBeenCalledTimes(1)
    expect(onNavigate).toHaveBeenCalledTimes(1)
    stop()
    eventCenter.trigger('__taroRouterChange', { toLocation: { path: '/news-list/1' } })
    expect(onNavigate).toHaveBeenCalledTimes(1)
  })
})
