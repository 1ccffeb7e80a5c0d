/**
 * Live and stream media calls (rules-and-contract 7: res/api/live, res/api/streamMedia/* list,
 * getCommentByone, like, saveComment; server/src/plugins/media/routes.ts has the payloads).
 */
import type { Envelope } from '../../../types/contract'
import { resourceApi } from '../../kit/resource-api'
import { call } from '../../kit/result'
import { post } from '../../services/request'

export interface LiveRoom {
  id: number
  title: string
  /** 'scenic' webcams or 'slow' live */
  category: string
  cover: string
  /** HLS playlist */
  streamUrl: string
  placeName: string
  /** the scenic area (places id) of a webcam; null for slow live */
  scenicId: number | null
  description: string
  /** 'LIVE' on air, 'OFF' not now */
  status: string
  viewNum: number
}

export type MediaType = 'VIDEO' | 'SHORT' | 'AUDIO'

export interface StreamMedia {
  id: number
  mediaType: MediaType
  category: string
  title: string
  cover: string
  url: string
  description: string
  author: string
  duration: number
  likeNum: number
  commentNum: number
  viewNum: number
  publishTime: string
}

export interface MediaComment {
  id: number
  content: string
  nickName: string
  headImg: string
  createTime: string
  /** saveComment's answer: 'pending' when held for review (a sensitive word) */
  state?: 'published' | 'pending'
}

export interface LikeState {
  status: boolean
  count: number
}

export interface LiveParams {
  category?: string
  /** a scenic area's webcams */
  scenicId?: number
}
export interface MediaParams {
  mediaType?: MediaType
  category?: string
}

export const liveApi = resourceApi<LiveRoom, LiveRoom, LiveParams>('res/api/live')

export const streamMediaApi = {
  ...resourceApi<StreamMedia, StreamMedia, MediaParams>('res/api/streamMedia'),
  /** the like toggle: the new state and count */
  like: (id: number) => call<LikeState>(post<Envelope<LikeState>>('res/api/streamMedia/like', { id })),
  saveComment: (id: number, content: string) =>
    call<MediaComment>(post<Envelope<MediaComment>>('res/api/streamMedia/saveComment', { id, content }, { idempotent: true })),
}

/** the comments of one item, newest first (paged variant a under getCommentByone) */
export const mediaCommentsApi = resourceApi<MediaComment, MediaComment, { id: number }>('res/api/streamMedia', {
  paths: { list: 'getCommentByone' },
})
