/**
 * Columns and magazines (server/src/plugins/content/columns.ts: res/api/content/columnList,
 * magazineList, magazineDetail) and the news of a place (the news search for its name, as the
 * place pages do: res/api/content/list filters only by channel and tag). Kept in package-news:
 * the news face the main package imports stays the list's.
 */
import type { Envelope } from '../../../types/contract'
import { RESOURCE_TYPES } from '@/core/resource-types'
import { call, resourceApi } from '@/kit'
import type { Page, PageRequest, Result } from '@/kit'
import { get } from '@/services/request'

export interface Column {
  id: number
  code: string
  parentCode: string
  name: string
  cover: string
  description: string
  /** the content channel whose news the column shows */
  channelCode: string
}

export interface Magazine {
  id: number
  title: string
  issue: string
  cover: string
  pages: Array<{ url: string; description: string }>
  publishTime: string
}

const columns = (query: { parentCode?: string; code?: string }) =>
  call(get<Envelope<Column[]>>('res/api/content/columnList', query, { loading: false, offline: true }), (e) => e.datas ?? [])

export const columnApi = {
  children: (parentCode: string) => columns({ parentCode }),
  /** the column of a code, or null when the site has none */
  byCode: async (code: string): Promise<Result<Column | null>> => {
    const res = await columns({ code })
    return res.ok ? { ok: true, data: res.data[0] ?? null } : res
  },
}

export const magazineApi = resourceApi<Magazine>('res/api/content', { paths: { list: 'magazineList', detail: 'magazineDetail' } })

interface SearchHit {
  resourceId: number
  title: string
  cover: string
  publishTime?: string
}

export interface PlaceNews {
  id: number
  title: string
  cover: string
}

/** the name of a place of a resource type (CONTENT_TYPE_*), for its news */
export async function placeName(type: string, id: string): Promise<Result<string>> {
  const entry = Object.values(RESOURCE_TYPES).find((r) => r.code === type) ?? RESOURCE_TYPES.VENUE
  return call(
    get<Envelope<{ name?: string; title?: string }>>(`${entry.api}/detail`, { id }, { offline: true }),
    (e) => e.data?.name ?? e.data?.title ?? '',
  )
}

/** the news found for a keyword (res/api/es/search, type NEWS), paged like a list */
export const placeNewsSource = {
  variant: 'a' as const,
  list: async (params: { keyword: string }, page: PageRequest): Promise<Result<Page<PlaceNews>>> => {
    const res = await call(
      get<Envelope<SearchHit[]> & { page?: { total: number; totalPage: number } }>(
        'res/api/es/search',
        { keyword: params.keyword.slice(0, 50), type: 'NEWS', currPage: page.page, pageSize: page.pageSize },
        { loading: false },
      ),
      (e): Page<PlaceNews> => ({
        items: (e.datas ?? []).map((h) => ({ id: h.resourceId, title: h.title, cover: h.cover })),
        totalPage: e.page?.totalPage ?? 0,
      }),
    )
    return res
  },
}
