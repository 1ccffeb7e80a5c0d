/**
 * What res/api/comment/* and res/api/commentReply/* answer (rules-and-contract 7; the payloads
 * are "not shown", our decision is in server/src/plugins/comments/README.md). Shared by the app
 * and the server.
 */
export type CommentState = 'published' | 'pending'

export interface CommentItem {
  id: number
  content: string
  emoticonsIds: string[]
  tags: string[]
  images: string[]
  video: string
  star: number
  nickName: string
  headImg: string
  createTime: string
  replyNum: number
  /** the viewer wrote it (a logged-in caller): delete and edit show */
  isMine: boolean
  state: CommentState
}

export interface CommentReplyItem {
  id: number
  commentId: number
  content: string
  nickName: string
  createTime: string
}

export interface CommentTagCount {
  tag: string
  count: number
}

export interface CommentStarSummary {
  /** average of the rated comments, one decimal; 0 when none is rated */
  avgStar: number
  /** published comments */
  total: number
}

/** saveComment's answer: the row's id and whether it is listed or held for review. */
export interface SavedComment {
  id: number
  state: CommentState
}

export interface CommentTarget {
  /** CONTENT_TYPE_* */
  resourceType: string
  resourceId: number | string
}
