/**
 * Pages come from the route table (src/core/route-table.json): tab pages in the main package,
 * every other page in the subpackage named by its first folder (keeps the weapp main package small).
 * Weapp draws its own tab bar (src/custom-tab-bar, tabBar.custom); H5 ignores tabBar.custom, so
 * there the tab bar is drawn by each page (components/PageShell) and no tabBar is declared.
 */
import { appPagesConfig, toMiniProgramUrl } from './core/routes'

const { pages, subPackages, tabPages } = appPagesConfig()

/** the page (app.json path) a spec path opens, and the package (subpackage root) it is in */
const pageOf = (specPath: string) => toMiniProgramUrl(specPath).url.replace(/^\//, '').split('?')[0]
const packageOf = (specPath: string) => pageOf(specPath).split('/')[0]

/**
 * Subpackages WeChat downloads in the background once a page is open, so the first tap on what
 * that page offers opens at once. All rules of the pages of one package share a 2 MB quota
 * (tests/weapp/package-budgets.test.mjs adds them up against the real package sizes); `all`: most
 * visitors are on mobile data. The home: the places of its first menu row (景区, 场馆, 酒店, 美食)
 * and news of its sections, and login, which the orders entry and the user tab start with; the
 * user tab: orders and reservations; a place's detail: its booking button.
 */
const weappPreloadRule = {
  [pageOf('/index')]: {
    network: 'all' as const,
    packages: [packageOf('/scenic-list/0'), packageOf('/news-detail/0'), packageOf('/login')],
  },
  [pageOf('/user')]: { network: 'all' as const, packages: [packageOf('/user-order')] },
  [pageOf('/scenic-detail/0')]: { network: 'all' as const, packages: [packageOf('/user-reservation')] },
  [pageOf('/venues-detail/0')]: { network: 'all' as const, packages: [packageOf('/user-reservation')] },
}

const weappTabBar = {
  custom: true,
  color: '#666666',
  selectedColor: '#e6aa3a',
  backgroundColor: '#ffffff',
  borderStyle: 'white' as const,
  // texts are drawn by the custom tab bar in the user's language; these are required placeholders
  list: tabPages.map((pagePath, i) => ({ pagePath, text: String(i + 1) })),
}

export default defineAppConfig({
  pages,
  subPackages,
  ...(process.env.TARO_ENV === 'weapp'
    ? { tabBar: weappTabBar, lazyCodeLoading: 'requiredComponents' as const, preloadRule: weappPreloadRule }
    : {}),
  // the maps' Taro.getLocation (src/platform/location): WeChat requires it declared, with the reason shown when asking;
  // the search index's rules (src/sitemap.json, copied by config/index.ts: src/core/sitemap.ts)
  ...(process.env.TARO_ENV === 'weapp'
    ? {
        requiredPrivateInfos: ['getLocation' as const],
        permission: { 'scope.userLocation': { desc: '用于显示您附近的地点和距离' } },
        sitemapLocation: 'sitemap.json',
      }
    : {}),
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#fff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
  },
})
