/**
 * Places of a few types, one tab each: the kit's FilterTabs over the one place list (big picture
 * cards, paging, pull to refresh, nearest first when the position is known). The body of
 * package-home's type-tab pages (/play-list, /visit, /driving...) and the Great Wall's /cc-interesting
 * and /cc-food. `children` go above the tabs.
 * data-testid: <testId>, <testId>-tab-<TYPE>, place-list, place-item-<id>.
 */
import { View } from '@tarojs/components'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { FilterTabs } from '../../kit/filter-tabs'
import type { PlaceListParams, PlaceTypeKey } from './api'
import { PlaceListView } from './PlaceListView'

export interface PlaceTypeTabsProps {
  types: readonly PlaceTypeKey[]
  testId: string
  /** filters of every tab's list (e.g. a point: nearest first) */
  params?: PlaceListParams
  children?: ReactNode
}

export function PlaceTypeTabs({ types, testId, params, children }: PlaceTypeTabsProps) {
  const { t } = useTranslation('places')
  const [current, setCurrent] = useState<PlaceTypeKey>(types[0])
  return (
    <View data-testid={testId}>
      {children}
      {types.length > 1 && (
        <FilterTabs
          tabs={types.map((code) => ({ code, name: t(`type.${code}.list`) }))}
          current={current}
          onChange={(code) => setCurrent(code as PlaceTypeKey)}
          testIdPrefix={`${testId}-tab`}
        />
      )}
      {/* a new type is a new source: the list starts again at page 1 */}
      <PlaceListView key={current} type={current} params={params} />
    </View>
  )
}
