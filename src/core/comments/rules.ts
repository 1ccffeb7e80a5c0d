/**
 * Comment rules (rules-and-contract 5 "Validation rules" and 9 "Business constants"), one piece of
 * code for the app's writer and the server's saveComment / reply:
 * - content required ("Please enter the comments!"; the list screens' inline box: "please enter
 *   comments"), at most 200 characters, extra text truncated (no message);
 * - at most 10 expressions of the emoticon set ("Up to 10 emojis at a time"; list screens:
 *   "choose up to 10 expressions at a time");
 * - at most 5 review tags ("Up to 5 tags!");
 * - photos (at most 9) or one video, never both; a star rating 1-5 or 0 for none;
 * - a reply is required ("Please enter a reply.") and follows the same 200-character rule.
 * Characters are counted as code points, so an expression glyph is one character and is never cut in half.
 */
import { messageKeys } from '../message-keys'
import { EMOTICONS, emoticonIdsIn } from './emoticons'
import { REVIEW_TAG_IDS } from './tags'

export const COMMENT_MAX_LENGTH = 200
export const COMMENT_MAX_EMOTICONS = 10
export const COMMENT_MAX_TAGS = 5
export const COMMENT_MAX_IMAGES = 9
export const COMMENT_MAX_VIDEOS = 1
export const COMMENT_MAX_STAR = 5

export const CommentMessage = messageKeys('comments:rule', [
  'empty',
  'emptyInList',
  'tooManyEmoticons',
  'tooManyEmoticonsInList',
  'tooManyTags',
  'emptyReply',
  'tooManyImages',
  'imagesOrVideo',
  'badStar',
  'badTag',
  'badEmoticon',
])
export type CommentMessageKey = (typeof CommentMessage)[keyof typeof CommentMessage]

/** Where the visitor writes: the writer page, or the inline box of a list screen (its own wording). */
export type CommentScreen = 'writer' | 'list'

export interface CommentInput {
  content: string
  /** ids of the expressions used; the content's own glyphs count too */
  emoticonsIds?: readonly string[]
  tags?: readonly string[]
  images?: readonly string[]
  video?: string
  /** 1-5, 0 (or absent) = not rated */
  star?: number
}

export interface CommentDraft {
  content: string
  emoticonsIds: string[]
  tags: string[]
  images: string[]
  video: string
  star: number
}

export type Checked<T> = { ok: true; value: T } | { ok: false; messageKey: CommentMessageKey; params?: Record<string, number> }

/** At most `max` code points: the extra is dropped, never an error (rules-and-contract 5). */
export function truncateComment(text: string, max = COMMENT_MAX_LENGTH): string {
  const chars = Array.from(text)
  return chars.length > max ? chars.slice(0, max).join('') : text
}

/** Characters as the counter under the box shows them (code points). */
export function commentLength(text: string): number {
  return Array.from(text).length
}

const fail = (messageKey: CommentMessageKey, params?: Record<string, number>): Checked<never> => ({ ok: false, messageKey, params })

/** Expressions of a comment: the ids sent and those written in the text, whichever says more. */
function emoticonsOf(content: string, sent: readonly string[]): Checked<string[]> {
  const known = new Set(EMOTICONS.map((e) => e.id))
  if (sent.some((id) => !known.has(id))) return fail(CommentMessage.badEmoticon)
  const inText = emoticonIdsIn(content)
  return { ok: true, value: inText.length >= sent.length ? inText : [...sent] }
}

/** Whether one more expression may be added to `content` (the picker asks before inserting). */
export function canAddEmoticon(content: string, screen: CommentScreen = 'writer'): Checked<true> {
  if (emoticonIdsIn(content).length >= COMMENT_MAX_EMOTICONS)
    return fail(screen === 'list' ? CommentMessage.tooManyEmoticonsInList : CommentMessage.tooManyEmoticons, { max: COMMENT_MAX_EMOTICONS })
  return { ok: true, value: true }
}

/** Whether one more tag may be chosen when `chosen` are. */
export function canAddTag(chosen: readonly string[]): Checked<true> {
  return chosen.length >= COMMENT_MAX_TAGS ? fail(CommentMessage.tooManyTags, { max: COMMENT_MAX_TAGS }) : { ok: true, value: true }
}

/**
 * The first rule a comment breaks, else the comment as stored: content trimmed and truncated to
 * 200 characters (after the truncation the expressions are counted on what is kept).
 */
export function checkComment(input: CommentInput, screen: CommentScreen = 'writer'): Checked<CommentDraft> {
  const content = truncateComment(input.content.trim())
  if (!content) return fail(screen === 'list' ? CommentMessage.emptyInList : CommentMessage.empty)
  const emoticons = emoticonsOf(content, input.emoticonsIds ?? [])
  if (!emoticons.ok) return emoticons
  if (emoticons.value.length > COMMENT_MAX_EMOTICONS)
    return fail(screen === 'list' ? CommentMessage.tooManyEmoticonsInList : CommentMessage.tooManyEmoticons, { max: COMMENT_MAX_EMOTICONS })
  const tags = [...new Set(input.tags ?? [])]
  if (tags.length > COMMENT_MAX_TAGS) return fail(CommentMessage.tooManyTags, { max: COMMENT_MAX_TAGS })
  if (tags.some((tag) => !REVIEW_TAG_IDS.includes(tag))) return fail(CommentMessage.badTag)
  const images = (input.images ?? []).filter((u) => u)
  const video = input.video ?? ''
  if (images.length > COMMENT_MAX_IMAGES) return fail(CommentMessage.tooManyImages, { max: COMMENT_MAX_IMAGES })
  if (images.length > 0 && video) return fail(CommentMessage.imagesOrVideo)
  const star = input.star ?? 0
  if (!Number.isInteger(star) || star < 0 || star > COMMENT_MAX_STAR) return fail(CommentMessage.badStar)
  return { ok: true, value: { content, emoticonsIds: emoticons.value, tags, images, video, star } }
}

/** A reply: required, truncated like a comment. */
export function checkReply(text: string): Checked<string> {
  const content = truncateComment(text.trim())
  return content ? { ok: true, value: content } : fail(CommentMessage.emptyReply)
}
