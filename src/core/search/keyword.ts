/** The keyword rule both ends apply (the page before calling, the server on every call). */

/** Longest keyword accepted (characters, after trimming): longer is refused, not cut. */
export const MAX_KEYWORD_LENGTH = 50

/** A keyword as typed, trimmed, inner whitespace runs made one space. */
export const normalizeKeyword = (keyword: string): string => keyword.trim().replace(/\s+/gu, ' ')

/** What is wrong with a keyword, or undefined when it can be searched. */
export function keywordProblem(keyword: string): 'required' | 'tooLong' | undefined {
  const k = normalizeKeyword(keyword)
  if (!k) return 'required'
  // characters, not UTF-16 units: 50 Chinese characters or emoji are 50
  return [...k].length > MAX_KEYWORD_LENGTH ? 'tooLong' : undefined
}
