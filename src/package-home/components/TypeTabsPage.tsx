/**
 * A home-group page that lists places of a few types, one tab each (/play-list, /visit,
 * /culture-results, /travel-directory, /find, /driving): the kit's FilterTabs over the places
 * feature's list (big picture cards, paging, pull to refresh, nearest first when the position is
 * known). `children` go above the tabs (e.g. /driving's parking and fuel buttons).
 * data-testid: <testId>, <testId>-tab-<TYPE>, place-list, place-item-<id>.
 */
import { View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { PlaceListView, type PlaceListParams, type PlaceTypeKey } from '@/features/places'
import { FilterTabs } from '@/kit/filter-tabs'

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
  const { t } = useTranslation(['home', 'places'])
  const [current, setCurrent] = useState<PlaceTypeKey>(types[0])
  return (
    <PageShell title={t(titleKey)}>
      <View data-testid={testId}>
        {children}
        {types.length > 1 && (
          <FilterTabs
            tabs={types.map((code) => ({ code, name: t(`places:type.${code}.list`) }))}
            current={current}
            onChange={(code) => setCurrent(code as PlaceTypeKey)}
            testIdPrefix={`${testId}-tab`}
          />
        )}
        {/* a new type is a new source: the list starts again at page 1 */}
        <PlaceListView key={current} type={current} params={params} />
      </View>
    </PageShell>
  )
}
