/**
 * Paged list state of product-spec 4 "List paging" (variant a: currPage/pageSize → datas +
 * page{total,totalPage}): page starts at 1, the next page loads near the bottom until totalPage
 * is reached, then "no more"; zero total shows "no data"; a failure toasts the server message,
 * else "Failed to get list" (error catalogue).
 */
import type { PagedA } from '../../../../types/contract'

export interface PagingState<T> {
  items: T[]
  /** last page loaded (0 before the first) */
  page: number
  totalPage: number
  status: 'idle' | 'loading' | 'done' | 'error'
}

export type ListView = 'loading' | 'empty' | 'no-more' | 'more' | 'error'

export const initialPaging = <T>(): PagingState<T> => ({ items: [], page: 0, totalPage: 1, status: 'idle' })

export function canLoadMore(s: PagingState<unknown>): boolean {
  return s.status !== 'loading' && s.status !== 'error' && s.page < s.totalPage
}

/** Applies one page answer; undefined (network gave up) or a non-zero code is an error. */
export function applyPage<T>(s: PagingState<T>, requested: number, res: PagedA<T> | undefined): PagingState<T> {
  if (!res || res.code !== 0) return { ...s, status: 'error' }
  const items = requested === 1 ? res.datas || [] : [...s.items, ...(res.datas || [])]
  return { items, page: requested, totalPage: res.page?.totalPage ?? 0, status: 'done' }
}

/** What the list footer shows. */
export function listView(s: PagingState<unknown>): ListView {
  if (s.status === 'error') return 'error'
  if (s.status === 'loading' || s.status === 'idle') return 'loading'
  if (s.items.length === 0) return 'empty'
  return s.page >= s.totalPage ? 'no-more' : 'more'
}
