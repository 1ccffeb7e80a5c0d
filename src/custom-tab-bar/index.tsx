/**
 * Weapp custom tab bar (app.config tabBar.custom). The API menu sits on the pre-declared tab
 * pages (see core/navigation assignTabs), so switchTab always targets a page of tabBar.list;
 * coming-soon and external menus go through the menu opener instead.
 */
import Taro from '@tarojs/taro'
import { resolveMenuTarget } from '../core/menu-codes'
import TabBar from '../components/TabBar'
import { useMenuOpener } from '../components/MenuOpener'
import { useShellStore } from '../stores/shell'
import { LocaleProvider } from '../i18n'
import { ThemeRoot } from '../kit/theme'

function CustomTabBar() {
  const location = useShellStore((s) => s.tabLocation)
  const { open, dialog } = useMenuOpener()
  // the tab bar is its own component tree on weapp: it needs its own theme root
  return (
    <ThemeRoot>
      <TabBar
        location={location}
        onSelect={(tab) => {
          const target = resolveMenuTarget(tab.item, { siteCode: __SITE__.siteCode, region: __SITE__.regionCode, isMiniProgram: true })
          if (target.kind !== 'route') open(tab.item)
          else Taro.switchTab({ url: tab.pagePath })
        }}
      />
      {dialog}
    </ThemeRoot>
  )
}

export default function CustomTabBarRoot() {
  return (
    <LocaleProvider>
      <CustomTabBar />
    </LocaleProvider>
  )
}
