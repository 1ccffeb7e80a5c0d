/**
 * Pages come from the route table (src/core/route-table.json): tab pages in the main package,
 * every other page in the subpackage named by its first folder (keeps the weapp main package small).
 * Weapp draws its own tab bar (src/custom-tab-bar, tabBar.custom); H5 ignores tabBar.custom, so
 * there the tab bar is drawn by each page (components/PageShell) and no tabBar is declared.
 */
import { appPagesConfig } from './core/routes'

const { pages, subPackages, tabPages } = appPagesConfig()

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
  ...(process.env.TARO_ENV === 'weapp' ? { tabBar: weappTabBar, lazyCodeLoading: 'requiredComponents' as const } : {}),
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
