/**
 * Comment calls (rules-and-contract 7; payloads in server/src/plugins/comments/README.md): the list
 * is a kit resource (variant a) under res/api/comment; saveComment answers the message the spec
 * toasts ("comment success: toast the message"), so it keeps it; replies are JSON.
 */
import type { Envelope } from '../../../types/contract'
import type {
  CommentDraft,
  CommentItem,
  CommentReplyItem,
  CommentStarSummary,
  CommentTagCount,
  CommentTarget,
  SavedComment,
} from '../../core/comments/index'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post, postJson } from '../../services/request'

export interface CommentListParams extends CommentTarget {
  tag?: string
}

const BASE = 'res/api/comment'

export const commentApi = {
  ...resourceApi<CommentItem, CommentItem, CommentListParams>(BASE, { paths: { list: 'getCommentList', remove: 'deleteComment' } }),
  /** the published comments' average rating and count (no loading indicator: a block of a page) */
  stars: (target: CommentTarget): Promise<Result<CommentStarSummary>> =>
    call(get<Envelope<CommentStarSummary>>(`${BASE}/getAvgCommentStar`, { ...target }, { loading: false })),
  tagCounts: (target: CommentTarget): Promise<Result<CommentTagCount[]>> =>
    call(
      get<Envelope<never>>(`${BASE}/commentTagCountInfo`, { ...target }, { loading: false }),
      (e) => (e.datas ?? []) as CommentTagCount[],
    ),
  /** saveComment: the answer's data ({id, state}) and its message (Ok.message) */
  write: (target: CommentTarget, draft: CommentDraft, id?: number): Promise<Result<SavedComment>> =>
    call(
      post<Envelope<SavedComment>>(
        `${BASE}/saveComment`,
        {
          ...target,
          ...(id ? { id } : {}),
          content: draft.content,
          emoticonsIds: draft.emoticonsIds.join(','),
          tags: draft.tags.join(','),
          images: draft.images.join(','),
          video: draft.video,
          star: draft.star,
        },
        { idempotent: true },
      ),
    ),
  report: (id: number): Promise<Result<unknown>> => call(post(`${BASE}/report`, { id }, { idempotent: true })),
}

export const replyApi = {
  list: (commentId: number, currPage = 1): Promise<Result<CommentReplyItem[]>> =>
    call(
      get<Envelope<never>>('res/api/commentReply/list', { commentId, currPage, pageSize: 20 }, { loading: false }),
      (e) => (e.datas ?? []) as CommentReplyItem[],
    ),
  reply: (commentId: number, content: string): Promise<Result<SavedComment>> =>
    call(postJson<Envelope<SavedComment>>('res/api/commentReply/reply', { commentId, content }, { idempotent: true })),
}
