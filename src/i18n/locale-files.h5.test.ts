/** H5 locale files: only the default language's home-page namespaces are bundled; the rest is fetched. */
import { EAGER_NAMESPACES, bundledResources, opensWithEagerNamespaces, readLocaleFile } from './locale-files.h5'

test('the bundle carries the default language for common and shell only', () => {
  expect(EAGER_NAMESPACES).toEqual(['common', 'shell'])
  const resources = bundledResources()
  expect(Object.keys(resources)).toEqual([__LOCALE_EAGER__])
  expect(Object.keys(resources[__LOCALE_EAGER__]).sort()).toEqual(['common', 'shell'])
  expect(resources.zh.common.noMore).toBe('没有更多了')
})

test('any other file is fetched on demand; an unknown one is an error', async () => {
  expect((await readLocaleFile('en', 'user')).common).toMatchObject({ cancel: 'Cancel' })
  expect(await readLocaleFile('fr', 'nutui')).toBeTruthy()
  await expect(readLocaleFile('de', 'common')).rejects.toThrow()
})

test('only the home page opens without waiting for the other namespaces', () => {
  window.history.replaceState(null, '', '/index')
  expect(opensWithEagerNamespaces()).toBe(true)
  window.history.replaceState(null, '', '/')
  expect(opensWithEagerNamespaces()).toBe(true)
  window.history.replaceState(null, '', '/user-data/nickname')
  expect(opensWithEagerNamespaces()).toBe(false)
  window.history.replaceState(null, '', '/news-detail/3')
  expect(opensWithEagerNamespaces()).toBe(false)
})
