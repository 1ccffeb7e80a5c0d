/** H5 locale files: only the default language's home-page namespaces are bundled; the rest is fetched. */
import { EAGER_NAMESPACES, bundledResources, opensWithEagerNamespaces, readLocaleFile } from './locale-files.h5'

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
