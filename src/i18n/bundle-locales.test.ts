/** Which locale files a site's bundle keeps (src/i18n/bundle-locales.js). */
const { localeFilePattern, siteLocaleFolders } = require('./bundle-locales')

test('spec codes map to the locale folders (jp → ja, kr → ko); no languages means zh', () => {
  expect(siteLocaleFolders({ languages: ['zh', 'en', 'fr', 'jp', 'kr'] })).toEqual(['zh', 'en', 'fr', 'ja', 'ko'])
  expect(siteLocaleFolders({ languages: [] })).toEqual(['zh'])
})

test("a Chinese-only site keeps zh app namespaces only, never the server's messages", () => {
  const keep = localeFilePattern({ languages: ['zh'] })
  expect(keep.test('./zh/common.json')).toBe(true)
  expect(keep.test('./zh/account.json')).toBe(true)
  expect(keep.test('./en/common.json')).toBe(false)
  expect(keep.test('./zh/server.json')).toBe(false)
  expect(keep.test('./zh/server-extra.json')).toBe(true)
})

test('the multilingual site keeps every language, including NutUI files for fr and ko', () => {
  const keep = localeFilePattern({ languages: ['zh', 'en', 'fr', 'jp', 'kr'] })
  for (const file of ['./ja/common.json', './ko/nutui.json', './fr/nutui.json']) expect(keep.test(file)).toBe(true)
})
