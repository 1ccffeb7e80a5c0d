/** News calls (rules-and-contract 7 res/api/content/*; server/src/plugins/content/routes.ts). */
import type { Envelope, PagedA } from '../../../types/contract'
import { get } from '../../services/request'

/** product-spec 3 "News" */
export interface News {
  id: number
  title: string
  contentType: 'AUDIO' | 'VIDEO' | 'IMAGE' | 'CONTENT'
  channelCode: string
  imgUrl: string
  description: string
  publishTime: string
  audio: string
  video: string
  imageUrls: Array<{ url: string; description: string }>
}

/** Detail info: the news, its text and the interaction counts. */
export interface NewsDetail extends News {
  body: string
  tags: string[]
  likeNum: number
  collectionNum: number
  commentNum: number
}

export interface Channel {
  code: string
  name: string
}

/** The list route's code meaning every channel (NEWS menu → /news-list/all). */
export const ALL_CHANNELS = 'all'

export interface NewsListParams {
  channelCode: string
  tagId?: string
  currPage: number
  pageSize: number
}

export const newsApi = {
  list: (p: NewsListParams) => get<PagedA<News>>('res/api/content/list', { ...p, tagId: p.tagId || undefined }, { loading: false }),
  detail: (id: string) => get<Envelope<NewsDetail>>('res/api/content/detail', { id }),
  channels: () => get<Envelope<Channel[]>>('res/api/content/channelList', undefined, { loading: false }),
}
