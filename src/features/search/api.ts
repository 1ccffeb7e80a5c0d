/**
 * Search calls (rules-and-contract 7 "Search" and "Hot words"; server/src/plugins/search):
 *   GET  res/api/es/search          keyword, type?, currPage, pageSize → variant (a) + groups
 *   POST res/api/es/saveSearchRecord keyword · GET getSearchRecord · POST clearSearchRecord (login)
 *   GET  res/api/hotWord/list       · POST res/api/hotWord/addHotWordSearchRecord keyword
 */
import type { HighlightSegment } from '../../core/search/terms'
import type { Envelope, PagedA } from '../../../types/contract'
import { pageQuery, readPage, type Page, type PageRequest } from '../../kit/paged-list/paging'
import type { PagedSource } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

export interface SearchHit {
  /** CONTENT_TYPE_* code (what detailRouteOf reads) */
  resourceType: string
  resourceId: number
  /** RESOURCE_TYPES key */
  type: string
  title: string
  summary: string
  cover: string
  /** the title cut into plain and matched pieces */
  highlight: HighlightSegment[]
  longitude: number | null
  latitude: number | null
}

export interface SearchGroup {
  type: string
  resourceType: string
  count: number
}

export interface SearchAnswer {
  hits: SearchHit[]
  groups: SearchGroup[]
  total: number
}

export interface SearchParams {
  keyword: string
  /** RESOURCE_TYPES key; absent = every type */
  type?: string
}

export interface SearchRecord {
  id: number
  keyword: string
  createdAt: string
}

export interface HotWord {
  id: number
  word: string
  hits: number
}

type SearchEnvelope = PagedA<SearchHit> & { groups?: SearchGroup[] }

const SEARCH = 'res/api/es/search'

/** /search asks for the server's largest page (50) once, then groups it by type */
export const OVERVIEW_PAGE_SIZE = 50

function searchQuery({ keyword, type }: SearchParams, page: PageRequest) {
  return { keyword, ...(type ? { type } : {}), ...pageQuery('a', page) }
}

/** One page of every type with the per-type counts: what /search shows. */
function search(params: SearchParams, page: PageRequest): Promise<Result<SearchAnswer>> {
  // the page shows its own searching state: no loading indicator
  return call(get<SearchEnvelope>(SEARCH, searchQuery(params, page), { loading: false }), (e) => ({
    hits: e.datas ?? [],
    groups: e.groups ?? [],
    total: e.page?.total ?? 0,
  }))
}

/** The kit's paged source for one type (/search/{type}). */
const typedSource: PagedSource<SearchHit, SearchParams> = {
  variant: 'a',
  list: (params, page): Promise<Result<Page<SearchHit>>> =>
    call(get<SearchEnvelope>(SEARCH, searchQuery(params, page), { loading: false }), (e) => readPage('a', e, page.pageSize)),
}

export const searchApi = {
  search,
  typedSource,
  records: () => call<SearchRecord[]>(get<Envelope<SearchRecord[]>>('res/api/es/getSearchRecord', undefined, { loading: false })),
  saveRecord: (keyword: string) => call(post('res/api/es/saveSearchRecord', { keyword }, { loading: false })),
  clearRecords: () => call(post('res/api/es/clearSearchRecord')),
  hotWords: () => call<HotWord[]>(get<Envelope<HotWord[]>>('res/api/hotWord/list', undefined, { loading: false, offline: true })),
  hotWordHit: (keyword: string) => call(post('res/api/hotWord/addHotWordSearchRecord', { keyword }, { loading: false })),
}
