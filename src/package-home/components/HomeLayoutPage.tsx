/**
 * A home layout as a page of its own (/sc-index: the scenic-area home, /default-index and /default:
 * the default home), on any site: the layout's hero, adverts, the site's index menus
 * (getIndexMenuList, again after a language switch: the server names them in it) and its sections.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '../../../types/contract'
import HomeLayout from '@/components/HomeLayout'
import { useMenuOpener } from '@/components/MenuOpener'
import PageShell from '@/components/PageShell'
import type { HomeLayout as HomeLayoutName } from '@/core/home-selection'
import { getIndexMenuList } from '@/services/shell-api'
import { useShellStore } from '@/stores/shell'

export function HomeLayoutPage({ layout, titleKey }: { layout: HomeLayoutName; titleKey: string }) {
  const { t, i18n } = useTranslation('home')
  const themeColor = useShellStore((s) => s.themeColor)
  const [menus, setMenus] = useState<MenuItem[] | undefined>()
  const { open, dialog } = useMenuOpener()
  // foreign-language visitors see the site's English name, as on /index
  const siteName = i18n.language === 'zh' ? __SITE__.name : __SITE__.english

  useEffect(() => {
    let current = true
    getIndexMenuList().then((list) => current && setMenus(list || []))
    return () => {
      current = false
    }
  }, [i18n.language])

  return (
    <PageShell title={t(titleKey)}>
      <HomeLayout layout={layout} siteName={siteName} menus={menus} themeColor={themeColor} onOpen={open} />
      {dialog}
    </PageShell>
  )
}
