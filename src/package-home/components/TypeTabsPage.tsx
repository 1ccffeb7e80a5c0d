/**
 * A home-group page that lists places of a few types, one tab each (/play-list, /visit,
 * /culture-results, /travel-directory, /find, /driving): the places feature's type tabs in the
 * page shell. `children` go above the tabs (e.g. /driving's parking and fuel buttons).
 * data-testid: <testId>, <testId>-tab-<TYPE>, place-list, place-item-<id>.
 */
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { PlaceTypeTabs, type PlaceListParams, type PlaceTypeKey } from '@/features/places'

export interface TypeTabsPageProps {
  /** home:page.* */
  titleKey: string
  types: readonly PlaceTypeKey[]
  testId: string
  /** filters of every tab's list (e.g. a point: nearest first) */
  params?: PlaceListParams
  children?: ReactNode
}

export function TypeTabsPage({ titleKey, types, testId, params, children }: TypeTabsPageProps) {
  const { t } = useTranslation('home')
  return (
    <PageShell title={t(titleKey)}>
      <PlaceTypeTabs types={types} testId={testId} params={params}>
        {children}
      </PlaceTypeTabs>
    </PageShell>
  )
}
