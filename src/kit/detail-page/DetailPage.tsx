/**
 * A detail page by id: loads, then shows the item, or "failed" (the server message, tap to retry),
 * or "not found" (code 404 or no data). The title is set in code (PageShell): H5 ignores page-config
 * titles on routes with parameters. The root carries data-testid, data-id and data-state for e2e.
 *   <DetailPage id={id} load={newsApi.detail} title={t('detailTitle')} titleOf={(n) => n.title} testId="news-detail">
 *     {(news) => <NewsBody news={news} />}
 *   </DetailPage>
 */
import { View } from '@tarojs/components'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import type { Id } from '../resource-api'
import { failureText, type Result } from '../result'
import { pressable } from '../theme'
import './detail-page.scss'

/** The contract's answer to an id this site does not have. */
export const NOT_FOUND_CODE = 404

export type DetailState<T> =
  { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'not-found'; message: string } | { kind: 'ready'; item: T }

export interface DetailPageProps<T> {
  id: Id | undefined
  load: (id: Id) => Promise<Result<T>>
  /** the title before the item is loaded, and when it cannot be */
  title: string
  /** the title once loaded (default: `title`) */
  titleOf?: (item: T) => string
  testId: string
  children: (item: T, reload: () => void) => ReactNode
}

export function detailState<T>(res: Result<T>, fallback: { failed: string; notFound: string }): DetailState<T> {
  if (res.ok) return res.data ? { kind: 'ready', item: res.data } : { kind: 'not-found', message: fallback.notFound }
  if (!('noAnswer' in res) && res.code === NOT_FOUND_CODE) return { kind: 'not-found', message: res.message || fallback.notFound }
  return { kind: 'failed', message: failureText(res, fallback.failed) ?? fallback.failed }
}

export function DetailPage<T>({ id, load, title, titleOf, testId, children }: DetailPageProps<T>) {
  const { t, i18n } = useTranslation('common')
  const [state, setState] = useState<DetailState<T>>({ kind: 'loading' })
  // `t` is a new function whenever a namespace arrives (react-i18next re-renders on 'added'): read
  // through a ref, it no longer loads the item again (a second call, "loading" over the shown page)
  // when a component's texts come after the answer. Another language still loads it again.
  const tRef = useRef(t)
  tRef.current = t
  const fetchItem = useCallback(() => {
    const tr = tRef.current
    if (id === undefined || id === '') return setState({ kind: 'not-found', message: tr('notFound') })
    setState({ kind: 'loading' })
    load(id).then((res) => setState(detailState(res, { failed: tRef.current('loadFailed'), notFound: tRef.current('notFound') })))
    // `load` is a module's method: a new function each render must not reload
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, i18n.language])
  useEffect(fetchItem, [fetchItem])

  const shownTitle = state.kind === 'ready' && titleOf ? titleOf(state.item) || title : title
  return (
    <PageShell title={shownTitle}>
      <View className="wl-detail-page" data-testid={testId} data-id={id} data-state={state.kind}>
        {state.kind === 'loading' && <View className="wl-detail-page__state">{t('loading')}</View>}
        {(state.kind === 'failed' || state.kind === 'not-found') && (
          <View
            className="wl-detail-page__state"
            data-testid={`${testId}-error`}
            {...(state.kind === 'failed' ? pressable(fetchItem) : {})}
          >
            <View>{state.message}</View>
            {state.kind === 'failed' && <View className="wl-detail-page__retry">{t('retry')}</View>}
          </View>
        )}
        {state.kind === 'ready' && children(state.item, fetchItem)}
      </View>
    </PageShell>
  )
}
