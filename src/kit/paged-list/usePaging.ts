/**
 * The paged-list state machine wired to the page: page 1 on mount and whenever `params` change
 * (by value), the next page when the page nears its bottom (Taro's reach-bottom; the trigger
 * distance is the page config's onReachBottomDistance, checked per list page by a test), pull to
 * refresh, and optionally a reload each time the page shows again (back from an edit page).
 * A failure toasts the server message, else "Failed to get list" (error catalogue).
 */
import Taro, { useDidShow, usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PagedSource } from '../resource-api'
import { toastFailure } from '../toast'
import { applyPage, FIRST_PAGE, initialPaging, listView, nextPage, type PagingState } from './paging'

export interface PagingOptions<Item, Params> {
  source: PagedSource<Item, Params>
  params: Params
  pageSize: number
  reloadOnShow: boolean
}

export function usePaging<Item, Params>({ source, params, pageSize, reloadOnShow }: PagingOptions<Item, Params>) {
  const { t } = useTranslation('common')
  const [state, setState] = useState<PagingState<Item>>(initialPaging<Item>())
  // read by the page hooks, which keep their first callback; updated at once so one scroll asks once
  const latest = useRef({ state, source, params, t })
  latest.current = { ...latest.current, source, params, t }
  // an answer for parameters that have changed since is dropped
  const generation = useRef(0)

  const update = useCallback((next: (s: PagingState<Item>) => PagingState<Item>) => {
    latest.current.state = next(latest.current.state)
    setState(latest.current.state)
  }, [])

  const load = useCallback(
    async (page: number) => {
      const asked = page === FIRST_PAGE ? ++generation.current : generation.current
      update((s) => ({ ...(page === FIRST_PAGE ? initialPaging<Item>() : s), status: 'loading' }))
      const { source: current, params: currentParams } = latest.current
      const res = await current.list(currentParams, { page, pageSize })
      if (asked !== generation.current) return
      if (!res.ok) toastFailure(res, latest.current.t('listFailed'))
      update((s) => applyPage(s, page, res))
    },
    [pageSize, update],
  )

  const paramsKey = JSON.stringify(params ?? {})
  useEffect(() => {
    load(FIRST_PAGE)
  }, [paramsKey, load])

  const reload = useCallback(() => load(FIRST_PAGE), [load])
  const loadNext = useCallback(() => {
    const page = nextPage(latest.current.state)
    if (page !== null) load(page)
  }, [load])
  /** after a failure: the page that failed */
  const retry = useCallback(() => load(latest.current.state.page + 1), [load])

  useReachBottom(loadNext)
  usePullDownRefresh(() => {
    reload().finally(() => Taro.stopPullDownRefresh())
  })
  const shown = useRef(false)
  useDidShow(() => {
    if (shown.current && reloadOnShow) reload()
    shown.current = true
  })

  return { items: state.items, view: listView(state), reload, retry, loadNext }
}
