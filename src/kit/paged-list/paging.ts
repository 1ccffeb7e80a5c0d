/**
 * Paging rules of product-spec 4 "List paging" and rules-and-contract 7 "Generic paged lists", pure:
 * the three paged variants, the page parameters they send and the answers they read, and the list
 * state (page from 1, the next page until totalPage, "no more", "no data", failure).
 *   (a) currPage + pageSize → datas + page{total,totalPage}
 *   (b) pageNum + pageSize → data{list,total,pageSize}
 *   (c) ranking → data{data,totalCount,totalPage}
 */
import type { PagedA, PagedB, PagedC } from '../../../types/contract'
import { SCROLL_LOAD_TRIGGER_PX, SCROLL_LOAD_TRIGGER_SHORT_PX } from '../../core/constants'
import type { Result } from '../result'

export type PagedVariant = 'a' | 'b' | 'c'
export type PagedEnvelope<T> = PagedA<T> | PagedB<T> | PagedC<T>

/** How near the bottom (px) the next page loads: 240, 50 for the ranking and pageNum variants. */
export const SCROLL_LOAD_TRIGGER: Record<PagedVariant, number> = {
  a: SCROLL_LOAD_TRIGGER_PX,
  b: SCROLL_LOAD_TRIGGER_SHORT_PX,
  c: SCROLL_LOAD_TRIGGER_SHORT_PX,
}

export interface PageRequest {
  /** from 1 */
  page: number
  pageSize: number
}

/** One page, whatever the variant. */
export interface Page<T> {
  items: T[]
  totalPage: number
}

/** The query parameters of a page request. The spec names none for ranking: it pages like (a). */
export function pageQuery(variant: PagedVariant, { page, pageSize }: PageRequest): Record<string, number> {
  return variant === 'b' ? { pageNum: page, pageSize } : { currPage: page, pageSize }
}

/** Reads a successful answer of the variant as one page. */
export function readPage<T>(variant: PagedVariant, envelope: PagedEnvelope<T>, pageSize: number): Page<T> {
  if (variant === 'a') {
    const a = envelope as PagedA<T>
    return { items: a.datas || [], totalPage: a.page?.totalPage ?? 0 }
  }
  if (variant === 'b') {
    const b = (envelope as PagedB<T>).data
    const size = b?.pageSize || pageSize
    return { items: b?.list || [], totalPage: b ? Math.ceil(b.total / size) : 0 }
  }
  const c = (envelope as PagedC<T>).data
  return { items: c?.data || [], totalPage: c?.totalPage ?? 0 }
}

export interface PagingState<T> {
  items: T[]
  /** last page loaded (0 before the first) */
  page: number
  totalPage: number
  status: 'idle' | 'loading' | 'done' | 'error'
}

export type ListView = 'loading' | 'empty' | 'no-more' | 'more' | 'error'

export const FIRST_PAGE = 1

export const initialPaging = <T>(): PagingState<T> => ({ items: [], page: 0, totalPage: 1, status: 'idle' })

/** The page to request next, or null: while loading, after a failure, or past totalPage. */
export function nextPage(s: PagingState<unknown>): number | null {
  if (s.status !== 'done' || s.page >= s.totalPage) return null
  return s.page + 1
}

/** Applies one page answer: page 1 replaces the items, later pages append; a failure keeps them. */
export function applyPage<T>(s: PagingState<T>, requested: number, res: Result<Page<T>>): PagingState<T> {
  if (!res.ok) return { ...s, status: 'error' }
  const items = requested === FIRST_PAGE ? res.data.items : [...s.items, ...res.data.items]
  return { items, page: requested, totalPage: res.data.totalPage, status: 'done' }
}

/** What the list footer shows. */
export function listView(s: PagingState<unknown>): ListView {
  if (s.status === 'error') return 'error'
  if (s.status === 'loading' || s.status === 'idle') return 'loading'
  if (s.items.length === 0) return 'empty'
  return s.page >= s.totalPage ? 'no-more' : 'more'
}
