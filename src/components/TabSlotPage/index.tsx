/**
 * A weapp tab slot page: renders the page of the menu code assigned to this slot
 * (core/navigation assignTabs). Pages register their component in src/pages/slot-registry.ts;
 * a menu whose page is not built yet shows the not-found view, never an empty screen.
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { matchRoute } from '../../core/routes'
import { SLOT_PAGE_COMPONENTS } from '../../pages/slot-registry'
import PageShell from '../PageShell'
import NotFoundView from '../NotFoundView'
import { useTabs } from '../TabBar'

export default function TabSlotPage({ slot }: { slot: string }) {
  const { t } = useTranslation('shell')
  const tab = useTabs().find((entry) => entry.page === slot)
  const page = tab ? matchRoute(tab.route).page : 'not-found'
  const Component = SLOT_PAGE_COMPONENTS[page]
  return (
    <PageShell title={tab?.item.name || t('slot.title')}>
      <View data-testid={`tab-slot-${slot}`} data-menu-code={tab?.item.menuCode || ''}>
        {Component ? <Component /> : <NotFoundView />}
      </View>
    </PageShell>
  )
}
