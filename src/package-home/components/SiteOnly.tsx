/**
 * A home-group page only some sites have (./site-sections.ts): the home area's site-only view
 * (`@/features/home/site-only`) with this package's section rules.
 * data-testid: not-on-site, not-on-site-action.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SiteOnlyView } from '@/features/home/site-only'
import { siteHasSection, type SiteSection } from './site-sections'

export function SiteOnly({ section, titleKey, children }: { section: SiteSection; titleKey: string; children: ReactNode }) {
  const { t } = useTranslation('home')
  return (
    <SiteOnlyView shown={siteHasSection(section, __SITE__)} title={t(titleKey)}>
      {children}
    </SiteOnlyView>
  )
}
