/**
 * Bottom navigation bar, one component for both targets: the weapp custom-tab-bar renders it,
 * and on H5 (which ignores tabBar.custom) each tab page renders it through PageShell.
 * Tabs come from getBottomNavList (Home + Me when that fails); the selected tab is derived
 * from the current location; colours follow the site theme.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { assignTabs, selectedTabIndex, type TabEntry } from '../../core/navigation'
import { currentLanguage } from '../../i18n'
import { getBottomNavList } from '../../services/shell-api'
import { useShellStore } from '../../stores/shell'
import { pressable } from '../../kit/theme'
import MenuIcon from '../MenuIcon'
import './index.scss'

let loading: { lang: string; done: Promise<void> } | undefined
/**
 * Loads the bottom menu once per app run and interface language (the server names the menus in the
 * language of the call); [] (-> Home + Me) when the fetch fails.
 */
export function loadBottomMenu(lang: string = currentLanguage()): Promise<void> {
  if (loading?.lang !== lang) {
    const mine = { lang, done: Promise.resolve() }
    // an answer for a language the visitor has switched away from is dropped
    mine.done = getBottomNavList().then((menu) => {
      if (loading === mine) useShellStore.getState().setBottomMenu(menu || [])
    })
    loading = mine
  }
  return loading.done
}
/** for tests */
export function resetBottomMenuLoader() {
  loading = undefined
}

export function useTabs(): TabEntry[] {
  const menu = useShellStore((s) => s.bottomMenu)
  const { i18n } = useTranslation()
  useEffect(() => {
    loadBottomMenu(i18n.language)
  }, [i18n.language])
  return useMemo(() => assignTabs(menu), [menu])
}

export interface TabBarProps {
  /** current location: spec path (H5) or page path (weapp) */
  location: string
  onSelect(tab: TabEntry, index: number): void
}

export default function TabBar({ location, onSelect }: TabBarProps) {
  const { t } = useTranslation('shell')
  const tabs = useTabs()
  const selected = selectedTabIndex(tabs, location)
  return (
    <View className="shell-tab-bar" data-testid="tab-bar">
      {tabs.map((tab, i) => {
        const active = i === selected
        // default menu names are i18n keys ('tab.home'); API names are the site's own labels
        const label = tab.item.id < 0 ? t(tab.item.name) : tab.item.name
        return (
          <View
            key={`${tab.item.id}-${tab.item.menuCode}`}
            className={`shell-tab-bar__item${active ? ' is-active' : ''}`}
            data-testid={`tab-item-${tab.item.menuCode}`}
            data-selected={active ? 'true' : 'false'}
            {...pressable(() => onSelect(tab, i))}
            aria-current={active ? 'page' : undefined}
          >
            <MenuIcon item={tab.item} active={active} variant="tab" />
            <Text className="shell-tab-bar__label">{label}</Text>
          </View>
        )
      })}
    </View>
  )
}
