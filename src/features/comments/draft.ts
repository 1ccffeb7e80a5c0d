/**
 * A half-written comment survives leaving the page (issue 11 "nothing lost"): kept on the device
 * per commented resource until it is published. H5 localStorage / mini-program storage.
 */
import type { CommentTarget } from '../../core/comments/index'
import { storage } from '../../platform/storage'

export interface WriterDraft {
  content: string
  tags: string[]
  images: string[]
  video: string
  star: number
}

export const EMPTY_DRAFT: WriterDraft = { content: '', tags: [], images: [], video: '', star: 0 }

const keyOf = (t: CommentTarget) => `wl-comment-draft:${t.resourceType}:${t.resourceId}`

export function readDraft(target: CommentTarget): WriterDraft {
  const saved = storage.get<Partial<WriterDraft>>(keyOf(target))
  return saved && typeof saved === 'object' ? { ...EMPTY_DRAFT, ...saved } : EMPTY_DRAFT
}

export function keepDraft(target: CommentTarget, draft: WriterDraft): void {
  const empty = !draft.content && draft.tags.length === 0 && draft.images.length === 0 && !draft.video && !draft.star
  storage.set(keyOf(target), empty ? undefined : draft)
}

export function dropDraft(target: CommentTarget): void {
  storage.remove(keyOf(target))
}
