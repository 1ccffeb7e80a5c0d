/**
 * A paged list (product-spec 4, rules-and-contract 7 variants a, b and c) in one element:
 *   <PagedList source={addressApi} renderItem={(a, list) => <AddressRow address={a} onRemoved={list.reload} />} />
 * Scroll loading, pull to refresh, the loading / no data / no more / failure footer and the
 * failure toast come with it, so no page can forget one. The page config sets the trigger
 * distance: onReachBottomDistance 240 (50 for variants b and c) and enablePullDownRefresh.
 */
import { View } from '@tarojs/components'
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PAGE_SIZE } from '../../core/constants'
import { preparePullDown } from '../../platform/pull-down'
import type { PagedSource } from '../resource-api'
import { pressable } from '../theme'
import type { ListView } from './paging'
import { usePaging } from './usePaging'
import './paged-list.scss'

export interface ListControls {
  /** loads page 1 again (after a row was removed, say) */
  reload: () => void
}

export interface PagedListProps<Item, Params> {
  source: PagedSource<Item, Params>
  /** filters sent with every page; a change (by value) starts again at page 1 */
  params?: Params
  renderItem: (item: Item, list: ListControls, index: number) => ReactNode
  /** default: the row's id, else its position */
  itemKey?: (item: Item, index: number) => string | number
  pageSize?: number
  /** load page 1 again each time the page shows again (back from an edit page) */
  reloadOnShow?: boolean
  testId?: string
  className?: string
  /**
   * the page's main action (「我要投诉」): with no rows it comes first, above "no data", where the
   * visitor looks; with rows it follows them
   */
  mainAction?: ReactNode
}

const defaultKey = (item: unknown, index: number): string | number => (item as { id?: string | number } | null)?.id ?? index

const FOOTER_TEXT: Record<ListView, string | null> = {
  loading: 'loading',
  empty: 'noData',
  'no-more': 'noMore',
  more: null,
  error: 'listFailed',
}

export function PagedList<Item, Params = object>({
  source,
  params = {} as Params,
  renderItem,
  itemKey = defaultKey,
  pageSize = PAGE_SIZE,
  reloadOnShow = false,
  testId,
  className = '',
  mainAction,
}: PagedListProps<Item, Params>) {
  const { t } = useTranslation('common')
  const list = usePaging({ source, params, pageSize, reloadOnShow })
  // the page's pull-to-refresh (enablePullDownRefresh) is made when a list needs it (src/platform/pull-down)
  useEffect(preparePullDown, [])
  const text = FOOTER_TEXT[list.view]
  const empty = list.view === 'empty'
  return (
    <View className={`wl-paged-list ${className}`.trim()} data-testid={testId} data-view={list.view}>
      {empty && mainAction && <View className="wl-paged-list__empty-action">{mainAction}</View>}
      {list.items.map((item, index) => (
        <View key={itemKey(item, index)} className="wl-paged-list__item">
          {renderItem(item, list, index)}
        </View>
      ))}
      <View
        className={`wl-paged-list__footer wl-paged-list__footer--${list.view}`}
        data-testid={`list-${list.view}`}
        {...(list.view === 'error' ? pressable(list.retry) : {})}
      >
        {text && t(text)}
        {list.view === 'error' && <View className="wl-paged-list__retry">{t('retry')}</View>}
      </View>
      {!empty && list.view !== 'loading' && mainAction}
    </View>
  )
}
