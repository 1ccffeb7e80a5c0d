/**
 * The home area's face for pages only some sites have (eslint.config.mjs FEATURE_FACES
 * `home/site-only`): their content on those sites; elsewhere a clear "not on this site" with the
 * way home and the site's scenic areas (the places list), never an empty screen. Used by
 * package-home's site-only pages (its site-sections rules) and the Great Wall's package-greatwall
 * (src/core/site-packages.json), so the notice is one block.
 * data-testid: not-on-site, not-on-site-action.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { PlaceListView } from '../places'
import { Notice } from './Notice'

export { Notice } from './Notice'

/** `shown`: the site has the page; `title` already translated */
export function SiteOnlyView({ shown, title, children }: { shown: boolean; title: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('home')
  if (shown) return <>{children}</>
  const site = i18n.language === 'zh' ? __SITE__.name : __SITE__.english
  return (
    <PageShell title={title}>
      <Notice testId="not-on-site" title={t('notOnSite.title')} text={t('notOnSite.text', { site })} homeText={t('notOnSite.home')} />
      <PlaceListView type="SCENERY" />
    </PageShell>
  )
}
