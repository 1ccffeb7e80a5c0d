/**
 * A weapp tab slot page: draws the hub page of the menu assigned to this slot (core/navigation
 * assignTabs gives a slot only to a page of SLOT_PAGES, whose body src/pages/slot-registry.ts holds),
 * titled with the menu's name. A slot no menu sits on (a stale link, a shared card from before the
 * menu changed) switches to the home tab once the menu is known: never a not-found page.
 */
import { View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import type { SlotPage } from '../../core/navigation'
import { PAGES, matchRoute } from '../../core/routes'
import { SLOT_PAGE_COMPONENTS } from '../../pages/slot-registry'
import { useShellStore } from '../../stores/shell'
import PageShell from '../PageShell'
import { useTabs } from '../TabBar'

export default function TabSlotPage({ slot }: { slot: string }) {
  const { t } = useTranslation('shell')
  const menuKnown = useShellStore((s) => s.bottomMenu !== undefined)
  const tab = useTabs().find((entry) => entry.page === slot)
  const Component = tab ? SLOT_PAGE_COMPONENTS[matchRoute(tab.route).page as SlotPage] : undefined
  useEffect(() => {
    if (menuKnown && !Component) Taro.switchTab({ url: `/${PAGES.index.path}` })
  }, [menuKnown, Component])
  return (
    <PageShell title={tab?.item.name || t('slot.title')}>
      <View data-testid={`tab-slot-${slot}`} data-menu-code={tab?.item.menuCode || ''}>
        {Component && <Component />}
      </View>
    </PageShell>
  )
}
