/**
 * A page only some sites have (./site-sections.ts): its content on those sites; elsewhere a clear
 * "not on this site" with the way home and the site's recommended places, never an empty screen.
 * data-testid: not-on-site, not-on-site-action.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { HomeSections } from '@/features/home'
import { useShellStore } from '@/stores/shell'
import { Notice } from './Notice'
import { siteHasSection, type SiteSection } from './site-sections'

export function SiteOnly({ section, titleKey, children }: { section: SiteSection; titleKey: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('home')
  const accent = useShellStore((s) => s.themeColor)
  if (siteHasSection(section, __SITE__)) return <>{children}</>
  const site = i18n.language === 'zh' ? __SITE__.name : __SITE__.english
  return (
    <PageShell title={t(titleKey)}>
      <Notice testId="not-on-site" title={t('notOnSite.title')} text={t('notOnSite.text', { site })} homeText={t('notOnSite.home')} />
      <HomeSections kinds={['recommend']} accent={accent} />
    </PageShell>
  )
}
