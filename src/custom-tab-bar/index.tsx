/**
 * Weapp custom tab bar (app.config tabBar.custom), drawn by WeChat on the weapp tab pages (index,
 * the three slots, user). A tap is the tab opener's (components/TabBar/use-tab-opener): switchTab to a tab page,
 * reLaunch a page tab's own page, the menu opener for external and coming-soon menus.
 */
import TabBar from '../components/TabBar'
import { useTabOpener } from '../components/TabBar/use-tab-opener'
import { useShellStore } from '../stores/shell'
import { LocaleProvider } from '../i18n'
import { ThemeRoot } from '../kit/theme'

function CustomTabBar() {
  const location = useShellStore((s) => s.tabLocation)
  const { select, dialog } = useTabOpener()
  // the tab bar is its own component tree on weapp: it needs its own theme root
  return (
    <ThemeRoot>
      <TabBar location={location} onSelect={select} />
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
