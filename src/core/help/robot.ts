/**
 * The /robot assistant's matcher: which FAQ entry answers a visitor's question, by Chinese keyword
 * match (docs/contract-help.md "Robot"). Pure: the server runs it over the site's FAQ
 * (GET config/api/robot/ask); the tests run it over fixtures.
 *
 * The question is normalised (lower case, full-width to half-width, punctuation to spaces) and
 * segmented with Intl.Segmenter('zh', word) (in Node and every current browser; without it, every
 * run of Han characters is cut into its two-character pieces). Runs of one-character words are also
 * joined back ("景|区" → "景区"; a longer run also gives its two-character pieces), since the
 * built-in dictionary cuts many travel words apart.
 * An entry scores:
 *   KEYWORD_WEIGHT for each of its keywords the question contains (the operator's keywords),
 *   1 for each word of the question (two characters or more, not a filler word) found in its question.
 * The best entry answers when it scores at least MATCH_THRESHOLD (one keyword, or two shared words);
 * else the robot falls back to a human contact. Ties go to the lower sort, then the lower id.
 */
export const KEYWORD_WEIGHT = 2
export const MATCH_THRESHOLD = 2
export const QUESTION_MAX = 200

export interface FaqEntryForMatch {
  id: number
  question: string
  keywords: string[]
  sort?: number
}

export interface FaqMatch<T extends FaqEntryForMatch> {
  entry: T
  score: number
  /** the keywords and words that matched, for the answer's explanation and the tests */
  matched: string[]
}

/** words that say nothing about the topic (question words, particles, pronouns) */
const FILLER = new Set([
  '请问',
  '你好',
  '您好',
  '我们',
  '你们',
  '我的',
  '怎么',
  '怎么办',
  '怎样',
  '如何',
  '什么',
  '哪里',
  '哪儿',
  '可以',
  '能否',
  '是否',
  '需要',
  '有没有',
  '一下',
  '这个',
  '那个',
  '还是',
  '就是',
  '吗',
  '呢',
  '吧',
  '的',
  '了',
  '是',
  '有',
  '在',
])

export function normalise(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim()
}

function fallbackSegments(text: string): string[] {
  const out: string[] = []
  for (const part of text.split(/\s+/).filter(Boolean)) {
    const runs = part.match(/\p{Script=Han}+|[^\p{Script=Han}]+/gu) ?? []
    for (const run of runs) {
      if (/\p{Script=Han}/u.test(run) && run.length > 2) for (let i = 0; i + 2 <= run.length; i++) out.push(run.slice(i, i + 2))
      else out.push(run)
    }
  }
  return out
}

/** the words of a text: segmented, with runs of one-character Han words joined back */
export function segmentWords(text: string): string[] {
  const clean = normalise(text)
  if (!clean) return []
  const Segmenter = (Intl as { Segmenter?: typeof Intl.Segmenter }).Segmenter
  if (!Segmenter) return fallbackSegments(clean)
  const raw = [...new Segmenter('zh', { granularity: 'word' }).segment(clean)].filter((s) => s.isWordLike).map((s) => s.segment)
  const words: string[] = []
  let run = ''
  const flush = () => {
    const chars = [...run]
    if (chars.length > 1) words.push(run)
    if (chars.length > 2) for (let i = 0; i + 2 <= chars.length; i++) words.push(chars[i] + chars[i + 1])
    run = ''
  }
  for (const w of raw) {
    words.push(w)
    if ([...w].length === 1 && /\p{Script=Han}/u.test(w) && !FILLER.has(w)) run += w
    else flush()
  }
  flush()
  return [...new Set(words)]
}

/** the words of a question that can match: two characters or more, not filler */
export function topicWords(text: string): string[] {
  return segmentWords(text).filter((w) => [...w].length >= 2 && !FILLER.has(w))
}

export function scoreEntry<T extends FaqEntryForMatch>(question: string, entry: T): FaqMatch<T> {
  const q = normalise(question)
  const matched: string[] = []
  let score = 0
  for (const k of entry.keywords) {
    const key = normalise(k)
    if (key && q.includes(key)) {
      score += KEYWORD_WEIGHT
      matched.push(key)
    }
  }
  const own = normalise(entry.question)
  for (const w of topicWords(question)) {
    if (!matched.includes(w) && own.includes(w)) {
      score += 1
      matched.push(w)
    }
  }
  return { entry, score, matched }
}

/** entries that match at all, best first (score, then sort, then id) */
export function rankFaq<T extends FaqEntryForMatch>(question: string, entries: T[]): FaqMatch<T>[] {
  return entries
    .map((e) => scoreEntry(question, e))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || (a.entry.sort ?? 0) - (b.entry.sort ?? 0) || a.entry.id - b.entry.id)
}

/** the entry that answers, the next best ones as "you may also ask", or no answer (fall back to a person) */
export function answerOf<T extends FaqEntryForMatch>(
  question: string,
  entries: T[],
  related = 3,
): { best: FaqMatch<T> | null; related: T[] } {
  const ranked = rankFaq(question, entries)
  const best = ranked[0] && ranked[0].score >= MATCH_THRESHOLD ? ranked[0] : null
  return { best, related: ranked.slice(best ? 1 : 0, (best ? 1 : 0) + related).map((m) => m.entry) }
}

/** the operator's keyword text ("门票, 票价；购票") as a list */
export function keywordsOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，;；、\s]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ]
}
