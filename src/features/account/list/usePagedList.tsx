/**
 * Paged list hook + footer for the account lists (contacts, addresses, messages, points...).
 *   const list = usePagedList((p) => userCentreApi.contacts(p))
 *   <ScrollView scrollY lowerThreshold={240} onScrollToLower={list.loadMore}>…{list.footer}</ScrollView>
 * The footer shows loading, no data, no more, or the failure with a retry.
 */
import { View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagedA } from '../../../../types/contract'
import { PAGE_SIZE } from '../../../core/constants'
import { toast } from '../toast'
import { applyPage, canLoadMore, initialPaging, listView, type PagingState } from './paging'

export type PageFetcher<T> = (params: { currPage: number; pageSize: number }) => Promise<PagedA<T> | undefined>

export function usePagedList<T>(fetchPage: PageFetcher<T>, pageSize = PAGE_SIZE) {
  const { t } = useTranslation('user')
  const [state, setState] = useState<PagingState<T>>(initialPaging<T>())
  const stateRef = useRef(state)
  stateRef.current = state
  const fetchRef = useRef(fetchPage)
  fetchRef.current = fetchPage

  const load = useCallback(
    async (requested: number) => {
      setState((s) => ({ ...s, status: 'loading' }))
      const res = await fetchRef.current({ currPage: requested, pageSize })
      if (!res || res.code !== 0) toast(res?.message || res?.msg || t('common.loadFailed'))
      setState((s) => applyPage(s, requested, res))
    },
    [pageSize, t],
  )

  const reload = useCallback(() => load(1), [load])
  const loadMore = useCallback(() => {
    const s = stateRef.current
    if (canLoadMore(s) && s.page > 0) load(s.page + 1)
  }, [load])

  useEffect(() => {
    load(1)
  }, [load])

  const view = listView(state)
  const footer = (
    <View className="account-list-state" data-testid={`list-${view}`} onClick={view === 'error' ? reload : undefined}>
      {view === 'loading' && t('common.loading')}
      {view === 'empty' && t('common.empty')}
      {view === 'no-more' && t('common.noMore')}
      {view === 'error' && t('common.loadFailed')}
    </View>
  )
  return { items: state.items, view, reload, loadMore, footer, setItems: (items: T[]) => setState((s) => ({ ...s, items })) }
}
