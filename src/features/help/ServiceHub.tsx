/**
 * One service hub for /default-service, /xj-service, /gs-service, /configure-service and the Great
 * Wall's /cc-service (ServiceGrid alone, inside the park's skin): a grid of entries (the shell's MenuGrid and menu opener, so an entry opens as the same menu would: login,
 * coming-soon, the third-party disclaimer for external links). Entries of src/core/help/hubs.ts
 * become menu items named in the help namespace; a route entry (no menu code) opens its route.
 */
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '../../../types/contract'
import MenuGrid from '@/components/MenuGrid'
import { useMenuOpener } from '@/components/MenuOpener'
import PageShell from '@/components/PageShell'
import type { HubEntry } from '@/core/help/hubs'
import { buildQuery } from '@/core/routes'
import * as routes from '@/core/route-paths'
import { readStoredUser, shouldPromptLogin } from '@/features/account'
import { navigate } from '@/services/navigate'
import './service-hub.scss'

/** a route entry travels as a menu item with this code and its route in `path` */
const ROUTE_ENTRY = 'HELP_ROUTE'

export function hubMenus(entries: HubEntry[], label: (key: string) => string): MenuItem[] {
  return entries.map((e, i): MenuItem =>
    'code' in e
      ? { id: i + 1, name: label(e.key), menuCode: e.code, jumpType: 1 }
      : {
          id: i + 1,
          name: label(e.key),
          menuCode: ROUTE_ENTRY,
          jumpType: 1,
          path: e.route,
          needLogin: !!e.needLogin,
          resourceValue: e.icon,
        },
  )
}

export interface ServiceHubProps {
  title: string
  testId: string
  /** entries of src/core/help/hubs.ts, or the site's own menu items (/configure-service) */
  entries?: HubEntry[]
  menus?: MenuItem[]
  children?: React.ReactNode
}

/** the grid and its dialogs, without a page around it */
export function ServiceGrid({ testId, entries, menus, children }: Omit<ServiceHubProps, 'title'>) {
  const { t } = useTranslation('help')
  const { open, dialog } = useMenuOpener()
  const items = useMemo(() => menus ?? hubMenus(entries ?? [], (key) => t(`hub.${key}`)), [menus, entries, t])
  // the grid draws a menu's icon by its code: a route entry shows the icon of the code it names
  const shown = useMemo(
    () => items.map((m) => (m.menuCode === ROUTE_ENTRY ? { ...m, menuCode: m.resourceValue ?? ROUTE_ENTRY } : m)),
    [items],
  )
  const openItem = (item: MenuItem) => {
    const original = items.find((m) => m.id === item.id && m.name === item.name)
    if (original?.menuCode === ROUTE_ENTRY && original.path) {
      const url = original.path
      const prompt = shouldPromptLogin({
        needLogin: !!original.needLogin,
        chineseSite: __SITE__.defaultLanguage === 'zh',
        user: readStoredUser(),
      })
      void navigate(prompt ? `${routes.login()}${buildQuery({ redirect: url })}` : url)
      return
    }
    open(original ?? item)
  }
  return (
    <>
      <View className="help-hub" data-testid={testId}>
        {shown.length ? (
          <MenuGrid menus={shown} onOpen={openItem} />
        ) : (
          <Text className="help-hub__empty" data-testid={`${testId}-empty`}>
            {t('hub.empty')}
          </Text>
        )}
        {children}
      </View>
      {dialog}
    </>
  )
}

export function ServiceHub({ title, ...grid }: ServiceHubProps) {
  return (
    <PageShell title={title}>
      <ServiceGrid {...grid} />
    </PageShell>
  )
}
