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
import { HUB_ICON_OF_CODE, type HubEntry, type HubIcon } from '@/core/help/hubs'
import { buildQuery } from '@/core/routes'
import * as routes from '@/core/route-paths'
import { readStoredUser, shouldPromptLogin } from '@/features/account'
import { navigate } from '@/services/navigate'
import { Glyph } from '@/kit/glyph'
import { hubGlyph } from './hub-glyphs'
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
        },
  )
}

/** a hub glyph drawn like the menu icons (the same tile, the theme colour) */
function HubGlyph({ icon }: { icon: HubIcon }) {
  return (
    <View className="menu-icon menu-icon--grid is-active" aria-hidden="true" data-testid={`hub-icon-${icon}`}>
      <Glyph className="menu-icon__glyph" body={hubGlyph(icon)} />
    </View>
  )
}

export interface ServiceHubProps {
  title: string
  testId: string
  /** entries of src/core/help/hubs.ts, or the site's own menu items (/configure-service) */
  entries?: HubEntry[]
  menus?: MenuItem[]
  /** the site's own menu items after the entries (/default-service: hubs.ts siteServiceExtras) */
  extra?: MenuItem[]
  children?: React.ReactNode
}

/** the grid and its dialogs, without a page around it */
export function ServiceGrid({ testId, entries, menus, extra, children }: Omit<ServiceHubProps, 'title'>) {
  const { t } = useTranslation('help')
  const { open, dialog } = useMenuOpener()
  const items = useMemo(() => {
    const own = menus ?? hubMenus(entries ?? [], (key) => t(`hub.${key}`))
    // the extra items numbered after the entries (ids are the grid's keys and tell an entry's glyph)
    return [...own, ...(extra ?? []).map((m, i) => ({ ...m, id: own.length + i + 1 }))]
  }, [menus, entries, extra, t])
  // each service its own glyph: a hub entry's, else a configured menu's code's (hubs.ts HUB_ICON_OF_CODE);
  // an operator's own picture for a configured menu still wins (MenuIcon)
  const iconOf = (item: MenuItem): HubIcon | undefined =>
    entries && item.id <= entries.length
      ? entries[item.id - 1]?.icon
      : item.selectIcon || item.unSelectIcon
        ? undefined
        : HUB_ICON_OF_CODE.get(item.menuCode)
  const renderIcon = (item: MenuItem) => {
    const icon = iconOf(item)
    return icon ? <HubGlyph icon={icon} /> : undefined
  }
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
        {items.length ? (
          <MenuGrid menus={items} onOpen={openItem} renderIcon={renderIcon} />
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
