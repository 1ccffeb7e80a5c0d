/**
 * What a comment summary shows: average stars, tag counts and the first comments of one resource,
 * loaded together with one loading / failed / ready state, and again when the page shows again
 * (back from the writer).
 */
import { useDidShow } from '@tarojs/taro'
import { useCallback, useEffect, useRef, useState } from 'react'
import type { CommentItem, CommentStarSummary, CommentTagCount, CommentTarget } from '../../core/comments/contract'
import { commentApi } from './api'

export interface CommentSummary {
  stars: CommentStarSummary
  tags: CommentTagCount[]
  first: CommentItem[]
}

export type SummaryState = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; summary: CommentSummary }

export function useCommentSummary(target: CommentTarget, firstCount: number) {
  const [state, setState] = useState<SummaryState>({ status: 'loading' })
  const shown = useRef(false)
  const load = useCallback(async () => {
    const [stars, tags, first] = await Promise.all([
      commentApi.stars(target),
      commentApi.tagCounts(target),
      firstCount > 0 ? commentApi.list(target, { page: 1, pageSize: firstCount }) : Promise.resolve(null),
    ])
    if (!stars.ok || !tags.ok || (first && !first.ok)) {
      // a reload that fails keeps what was shown
      setState((s) => (s.status === 'ready' ? s : { status: 'failed' }))
      return
    }
    setState({ status: 'ready', summary: { stars: stars.data, tags: tags.data, first: first && first.ok ? first.data.items : [] } })
  }, [target.resourceType, target.resourceId, firstCount]) // eslint-disable-line react-hooks/exhaustive-deps -- by value
  useEffect(() => {
    void load()
  }, [load])
  useDidShow(() => {
    if (shown.current) void load()
    shown.current = true
  })
  const retry = () => {
    setState({ status: 'loading' })
    void load()
  }
  return { state, reload: load, retry }
}
