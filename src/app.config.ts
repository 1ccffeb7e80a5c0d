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
  window: {
    backgroundTextStyle: 'light',
    navigationBarBackgroundColor: '#fff',
    navigationBarTitleText: '',
    navigationBarTextStyle: 'black',
  },
})
