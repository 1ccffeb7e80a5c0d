/**
 * A page only some sites have (./site-sections.ts): its content on those sites; elsewhere a clear
 * "not on this site" with the way home and the site's scenic areas (the places list: cards named by
 * their visible text), never an empty screen.
 * data-testid: not-on-site, not-on-site-action.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { PlaceListView } from '@/features/places'
import { Notice } from './Notice'
import { siteHasSection, type SiteSection } from './site-sections'

export function SiteOnly({ section, titleKey, children }: { section: SiteSection; titleKey: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('home')
  if (siteHasSection(section, __SITE__)) return <>{children}</>
  const site = i18n.language === 'zh' ? __SITE__.name : __SITE__.english
  return (
    <PageShell title={t(titleKey)}>
      <Notice testId="not-on-site" title={t('notOnSite.title')} text={t('notOnSite.text', { site })} homeText={t('notOnSite.home')} />
      <PlaceListView type="SCENERY" />
    </PageShell>
  )
}
