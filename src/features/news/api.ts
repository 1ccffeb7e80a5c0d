/** News calls (rules-and-contract 7 res/api/content/*; server/src/plugins/content/routes.ts). */
import type { Envelope } from '../../../types/contract'
import { resourceApi } from '../../kit/resource-api'
import { call } from '../../kit/result'
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

/** The list's filters: the channel (ALL_CHANNELS for every one) and optionally a tag of it. */
export interface NewsListParams {
  channelCode: string
  tagId?: string
}

export const newsApi = {
  ...resourceApi<News, NewsDetail, NewsListParams>('res/api/content'),
  channels: () => call<Channel[]>(get<Envelope<Channel[]>>('res/api/content/channelList', undefined, { loading: false, offline: true })),
}
