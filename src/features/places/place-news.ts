/**
 * The news of a place (issue "Places": "the news of the place (getNewsList pageSize 2)"). The news
 * list (res/api/content/list) filters by channel and tag id only, so the news about a place are
 * found the way a visitor would: the search (res/api/es/search) for the place's name among the
 * news (type NEWS), best matches first, two of them.
 */
import type { Envelope } from '../../../types/contract'
import { PLACE_NEWS_PAGE_SIZE } from '../../core/places/rules'
import { call, type Result } from '../../kit/result'
import { get } from '../../services/request'

export interface PlaceNewsItem {
  id: number
  title: string
  cover: string
}

interface SearchHit {
  resourceId: number
  title: string
  cover: string
}

/** the search takes 1-50 characters */
const KEYWORD_MAX = 50

export function placeNews(name: string): Promise<Result<PlaceNewsItem[]>> {
  const query = { keyword: name.trim().slice(0, KEYWORD_MAX), type: 'NEWS', currPage: 1, pageSize: PLACE_NEWS_PAGE_SIZE }
  return call(get<Envelope<SearchHit[]>>('res/api/es/search', query, { loading: false }), (e) =>
    (e.datas ?? []).slice(0, PLACE_NEWS_PAGE_SIZE).map((h) => ({ id: h.resourceId, title: h.title, cover: h.cover })),
  )
}
