/**
 * A paged list laid out as the two-column waterfall (./layout.ts):
 *   <Waterfall source={storyApi} params={{ storyType: 'STRATEGY' }} heightOf={(s) => cardHeight(s.imgHeight, s.title)}
 *              renderItem={(s) => <StoryCard story={s} />} />
 * Paging, pull to refresh, the loading / no data / no more / failure footer and the failure toast
 * are the paged list's (../paged-list/usePaging); the page config sets onReachBottomDistance 240
 * and enablePullDownRefresh like every list page.
 */
import { View } from '@tarojs/components'
import { useEffect, useMemo, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZE } from '../../core/constants'
import { preparePullDown } from '../../platform/pull-down'
import type { ListView } from '../paged-list/paging'
import { usePaging } from '../paged-list/usePaging'
import type { PagedSource } from '../resource-api'
import { pressable } from '../theme'
import { waterfallColumns } from './layout'
import './waterfall.scss'

export interface WaterfallProps<Item, Params> {
  source: PagedSource<Item, Params>
  params?: Params
  /** the item's estimated height in design px (picture and text), for the column choice */
  heightOf: (item: Item) => number
  renderItem: (item: Item, index: number) => ReactNode
  itemKey?: (item: Item, index: number) => string | number
  reloadOnShow?: boolean
  testId?: string
}

const FOOTER_TEXT: Record<ListView, string | null> = {
  loading: 'loading',
  empty: 'noData',
  'no-more': 'noMore',
  more: null,
  error: 'listFailed',
}
const defaultKey = (item: unknown, index: number): string | number => (item as { id?: string | number } | null)?.id ?? index

export function Waterfall<Item, Params = object>({
  source,
  params = {} as Params,
  heightOf,
  renderItem,
  itemKey = defaultKey,
  reloadOnShow = false,
  testId,
}: WaterfallProps<Item, Params>) {
  const { t } = useTranslation('common')
  const list = usePaging({ source, params, pageSize: PAGE_SIZE, reloadOnShow })
  useEffect(preparePullDown, [])
  const columns = useMemo(() => waterfallColumns(list.items, heightOf), [list.items, heightOf])
  const text = FOOTER_TEXT[list.view]
  return (
    <View className="wl-waterfall" data-testid={testId} data-view={list.view}>
      <View className="wl-waterfall__columns">
        {columns.map((column, c) => (
          <View key={c} className="wl-waterfall__column" data-testid={`${testId ?? 'waterfall'}-column-${c}`}>
            {column.map(({ item, index }) => (
              <View key={itemKey(item, index)} className="wl-waterfall__item">
                {renderItem(item, index)}
              </View>
            ))}
          </View>
        ))}
      </View>
      <View
        className={`wl-paged-list__footer wl-paged-list__footer--${list.view}`}
        data-testid={`list-${list.view}`}
        {...(list.view === 'error' ? pressable(list.retry) : {})}
      >
        {text && t(text)}
        {list.view === 'error' && <View className="wl-paged-list__retry">{t('retry')}</View>}
      </View>
    </View>
  )
}
