/**
 * Home: the layout chosen for this site by src/core/home-selection, with the index menu grid, and
 * the site's visit count at its foot.
 * The great-wall site sends a first-time visitor to /cc-guide once (firstIn flag).
 * Memorial mode (menu CS-WORSHIP, `/index?isWorship=true`): the memorial section above the home,
 * all of it grey (src/kit/theme/memorial-store.ts); the mode lasts for the session.
 */
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '../../../types/contract'
import HomeLayout from '../../components/HomeLayout'
import LanguageSwitch from '../../components/LanguageSwitch'
import { useMenuOpener } from '../../components/MenuOpener'
import PageShell from '../../components/PageShell'
import { firstVisitGuideRoute, selectHomeLayout } from '../../core/home-selection'
import { WORSHIP_QUERY } from '../../core/memorial/rules'
import { HOME_ROUTE } from '../../core/routes'
import { VisitCount } from '@/features/stats'
import { MemorialHome } from '../../features/memorial'
import { usePageParams } from '../../kit/page-params'
import { applyWorshipQuery, useMemorialStore } from '../../kit/theme'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { navigate } from '../../services/navigate'
import { getIndexMenuList } from '../../services/shell-api'
import { useShellStore } from '../../stores/shell'

export default function Index() {
  const { i18n } = useTranslation('shell')
  const themeColor = useShellStore((s) => s.themeColor)
  const [menus, setMenus] = useState<MenuItem[] | undefined>()
  const { open, dialog } = useMenuOpener()
  const layout = selectHomeLayout(__SITE__)
  const worship = usePageParams()[WORSHIP_QUERY]
  const memorial = useMemorialStore((s) => s.memorial)
  // foreign-language visitors see the site's English name
  const siteName = i18n.language === 'zh' ? __SITE__.name : __SITE__.english

  useEffect(() => {
    // H5 root: the address shows /index (Taro serves '/' with the same page)
    if (process.env.TARO_ENV !== 'weapp' && window.location.pathname === '/') {
      window.history.replaceState(window.history.state, '', `${HOME_ROUTE}${window.location.search}`)
    }
    const guide = firstVisitGuideRoute(__SITE__.siteCode, storage.get(STORAGE_KEYS.firstIn) === false)
    if (guide) navigate(guide, 'replace')
  }, [])

  useEffect(() => applyWorshipQuery({ [WORSHIP_QUERY]: worship }), [worship])

  // the server names the menus in the language of the call: fetched again after a language switch
  useEffect(() => {
    let current = true
    getIndexMenuList().then((list) => current && setMenus(list || []))
    return () => {
      current = false
    }
  }, [i18n.language])

  return (
    <PageShell title={siteName}>
      {memorial && <MemorialHome />}
      <HomeLayout layout={layout} siteName={siteName} menus={menus} themeColor={themeColor} onOpen={open} heroExtra={<LanguageSwitch />} />
      <VisitCount />
      {dialog}
    </PageShell>
  )
}
