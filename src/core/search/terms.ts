/**
 * The text rule of search (issue 10, "Search in Chinese"), shared by the server's index
 * (server/src/plugins/search) and its tests. Chinese has no spaces, so a title is cut three ways:
 * the words of Intl.Segmenter, every two-character piece of each run of Chinese characters (the
 * segmenter cuts 都江堰 as one word, yet a visitor types 江堰), and Latin words lowercased.
 * Terms are stored space-separated with a space at both ends, so " term " is an exact-term match.
 */

import { normalizeKeyword } from './keyword'

export { MAX_KEYWORD_LENGTH, keywordProblem, normalizeKeyword } from './keyword'

const HAN = /\p{Script=Han}+/gu
const LATIN_WORD = /[\p{Script=Latin}\p{Nd}]+/gu
const WORD_LIKE = /[\p{L}\p{Nd}]/u

let segmenter: Intl.Segmenter | undefined
function words(text: string): string[] {
  // one segmenter for the process: making one costs far more than using it
  segmenter ??= new Intl.Segmenter('zh', { granularity: 'word' })
  return [...segmenter.segment(text)].filter((s) => s.isWordLike && WORD_LIKE.test(s.segment)).map((s) => s.segment.toLowerCase())
}

/** Every two-character piece of each run of Chinese characters (a one-character run is itself). */
function bigrams(text: string): string[] {
  const out: string[] = []
  for (const run of text.match(HAN) ?? []) {
    const chars = [...run]
    if (chars.length === 1) out.push(run)
    for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i] + chars[i + 1])
  }
  return out
}

/** The distinct terms of some texts, in first-seen order. */
export function termsOf(...texts: string[]): string[] {
  const seen = new Set<string>()
  for (const text of texts) {
    for (const t of words(text)) seen.add(t)
    for (const t of bigrams(text)) seen.add(t)
    for (const t of text.toLowerCase().match(LATIN_WORD) ?? []) seen.add(t)
  }
  return [...seen]
}

/** The stored form: " a b c " (a space at both ends, so LIKE '% term %' matches whole terms only). */
export const termsText = (...texts: string[]): string => ` ${termsOf(...texts).join(' ')} `

/**
 * The pieces a document must all hold for a keyword that is not found whole: the keyword's
 * words (segmenter and Latin words), so 大熊猫基地 finds 大熊猫繁育研究基地.
 */
export function keywordPieces(keyword: string): string[] {
  const pieces = new Set<string>()
  for (const part of normalizeKeyword(keyword).split(' ')) {
    const found = words(part)
    // a lone character the segmenter drops (punctuation) gives no piece; the whole part stays the rule
    for (const w of found.length ? found : [part.toLowerCase()]) if (w) pieces.add(w)
  }
  return [...pieces]
}

/** A piece of a title: `hit` when it matches the keyword (the app marks it; never HTML). */
export interface HighlightSegment {
  text: string
  hit: boolean
}

/**
 * The title cut into plain and matched segments: the whole keyword where it occurs (case
 * folded), else each of its pieces. No match: one plain segment.
 */
export function highlightSegments(title: string, keyword: string): HighlightSegment[] {
  const lower = title.toLowerCase()
  const whole = normalizeKeyword(keyword).toLowerCase()
  const needles = lower.includes(whole) ? [whole] : keywordPieces(keyword).filter((p) => lower.includes(p))
  const marked = new Array<boolean>(title.length).fill(false)
  for (const needle of needles) {
    if (!needle) continue
    for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, at + needle.length)) {
      marked.fill(true, at, at + needle.length)
    }
  }
  const out: HighlightSegment[] = []
  for (let i = 0; i < title.length; i++) {
    const last = out[out.length - 1]
    if (last && last.hit === marked[i]) last.text += title[i]
    else out.push({ text: title[i], hit: marked[i] })
  }
  return out.length ? out : [{ text: title, hit: false }]
}
