import { siteTitle } from './site-title'

const site = {
  name: '国际文旅博览会',
  english: 'International Expo',
  appTitle: { zh: '国际文旅博览会', en: 'International Culture & Tourism Expo', fr: 'Salon international' },
}
it('uses the app title of the language, then English outside Chinese, then the name', () => {
  expect(siteTitle(site, 'fr')).toBe('Salon international')
  expect(siteTitle(site, 'ja')).toBe('International Expo')
  expect(siteTitle({ name: '成都文旅云', english: 'Chengdu' }, 'zh')).toBe('成都文旅云')
})
