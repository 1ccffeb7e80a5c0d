/** Rows as the app reads them (src/core/comments/contract.ts) and their TypeBox schemas. */
import type { CommentItem, CommentReplyItem } from '../../../../src/core/comments/contract'
import type { commentReplies, comments } from '../../db/schema'
import { Item, Type } from '../../http/schema'

export const CommentSchema = Item({
  id: Type.Integer(),
  content: Type.String(),
  emoticonsIds: Type.Array(Type.String()),
  tags: Type.Array(Type.String()),
  images: Type.Array(Type.String()),
  video: Type.String(),
  star: Type.Integer(),
  nickName: Type.String(),
  headImg: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
  replyNum: Type.Integer(),
  isMine: Type.Boolean(),
  state: Type.String(),
})

export const ReplySchema = Item({
  id: Type.Integer(),
  commentId: Type.Integer(),
  content: Type.String(),
  nickName: Type.String(),
  createTime: Type.String({ format: 'date-time' }),
})

export const SavedSchema = Type.Object({ id: Type.Integer(), state: Type.String() })
export const TagCountSchema = Type.Object({ tag: Type.String(), count: Type.Integer() })
export const StarSummarySchema = Type.Object({ avgStar: Type.Number(), total: Type.Integer() })

type CommentRow = typeof comments.$inferSelect
type ReplyRow = typeof commentReplies.$inferSelect
interface Author {
  nickname: string | null
  headImg: string | null
}

export function toComment(row: CommentRow, author: Author | null, viewerId: number | undefined): CommentItem {
  return {
    id: row.id,
    content: row.content,
    emoticonsIds: row.emoticonsIds,
    tags: row.tags,
    images: row.images,
    video: row.video,
    star: row.star,
    nickName: author?.nickname ?? '',
    headImg: author?.headImg ?? '',
    createTime: new Date(row.createdAt).toISOString(),
    replyNum: row.replyNum,
    isMine: viewerId !== undefined && row.userId === viewerId,
    state: row.state,
  }
}

export function toReply(row: ReplyRow, author: Author | null): CommentReplyItem {
  return {
    id: row.id,
    commentId: row.commentId,
    content: row.content,
    nickName: author?.nickname ?? '',
    createTime: new Date(row.createdAt).toISOString(),
  }
}
