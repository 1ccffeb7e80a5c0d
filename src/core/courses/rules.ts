/**
 * Quizzes and course practice (issue 13 "Quizzes and courses"; docs/contract-courses.md): question
 * kinds, practice types, the check of a submitted answer sheet and its scoring. Pure rules shared by
 * the server (which scores every submission itself: a client's score is never read) and the app
 * (which shows the same words and checks the sheet before sending it).
 */

/** single choice, multiple choice, true/false (two options: A true, B false) */
export const QUESTION_TYPES = ['single', 'multiple', 'judge'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]
export const isQuestionType = (v: string): v is QuestionType => (QUESTION_TYPES as readonly string[]).includes(v)

/**
 * The `{type}` of /practice-list/{courseId}/{type}, /answer-resolution/{recordId}/{type} and
 * /answer-results/{type}: 1 chapter practice, 2 mock exam.
 */
export const PRACTICE_TYPES = { PRACTICE: 1, EXAM: 2 } as const
export type PracticeType = (typeof PRACTICE_TYPES)[keyof typeof PRACTICE_TYPES]
export const isPracticeType = (v: unknown): v is PracticeType => v === 1 || v === 2
/** a route's `{type}` as a practice type (anything else: chapter practice) */
export const practiceTypeOf = (raw: string | number | undefined): PracticeType => (Number(raw) === 2 ? 2 : 1)

/** at most this many entries in one answer sheet (a paper has at most this many questions) */
export const MAX_QUESTIONS = 100
/** option keys: A, B, C... */
export const OPTION_KEYS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const
/** the share of the total a passing score needs, in percent */
export const PASS_PERCENT = 60

export interface QuestionKey {
  id: number
  type: QuestionType
  /** the option keys the question has, e.g. ['A','B','C','D'] */
  options: readonly string[]
  /** the correct keys, sorted */
  answer: readonly string[]
  score: number
}

export interface SheetEntry {
  questionId: number
  answer: string[]
}

/** a message key of the courses namespace and its values */
export interface SheetProblem {
  key: string
  values?: Record<string, string | number>
}

/** the keys sorted, duplicates dropped: 'CA' and ['C','A','A'] are both ['A','C'] */
export function normalizeAnswer(raw: readonly string[]): string[] {
  return [...new Set(raw.map((k) => String(k).trim().toUpperCase()).filter(Boolean))].sort()
}

/**
 * The sheet's problem, or null when it can be scored: every entry names a question of the paper
 * once, with options that question has (one for single and true/false), and at least one
 * question is answered. A question left out counts as wrong.
 */
export function checkSheet(questions: readonly QuestionKey[], sheet: readonly SheetEntry[]): SheetProblem | null {
  if (!Array.isArray(sheet) || sheet.length > MAX_QUESTIONS) return { key: 'error.badSheet' }
  const byId = new Map(questions.map((q) => [q.id, q]))
  const seen = new Set<number>()
  let answered = 0
  for (const entry of sheet) {
    const q = byId.get(entry?.questionId)
    if (!q || !Array.isArray(entry.answer)) return { key: 'error.unknownQuestion' }
    if (seen.has(q.id)) return { key: 'error.twiceAnswered' }
    seen.add(q.id)
    const keys = normalizeAnswer(entry.answer)
    if (keys.some((k) => !q.options.includes(k))) return { key: 'error.badOption' }
    if (q.type !== 'multiple' && keys.length > 1) return { key: 'error.oneOption' }
    if (keys.length > 0) answered++
  }
  if (answered === 0) return { key: 'error.noAnswer' }
  return null
}

/** right only when exactly the correct keys were chosen (no partial credit for multiple choice) */
export function isRight(q: Pick<QuestionKey, 'answer'>, chosen: readonly string[]): boolean {
  const a = normalizeAnswer(chosen)
  const right = normalizeAnswer(q.answer)
  return a.length > 0 && a.length === right.length && a.every((k, i) => k === right[i])
}

export interface ScoredQuestion {
  questionId: number
  answer: string[]
  right: boolean
  score: number
}

export interface Scored {
  score: number
  totalScore: number
  rightCount: number
  questionCount: number
  passed: boolean
  questions: ScoredQuestion[]
}

/** Scores a checked sheet against the paper's keys (every question of the paper, in its order). */
export function scoreSheet(questions: readonly QuestionKey[], sheet: readonly SheetEntry[]): Scored {
  const chosen = new Map(sheet.map((e) => [e.questionId, normalizeAnswer(e.answer)]))
  const out = questions.map((q) => {
    const answer = chosen.get(q.id) ?? []
    const right = isRight(q, answer)
    return { questionId: q.id, answer, right, score: right ? q.score : 0 }
  })
  const totalScore = questions.reduce((s, q) => s + q.score, 0)
  const score = out.reduce((s, q) => s + q.score, 0)
  return {
    score,
    totalScore,
    rightCount: out.filter((q) => q.right).length,
    questionCount: questions.length,
    passed: passes(score, totalScore),
    questions: out,
  }
}

export const passes = (score: number, totalScore: number) => totalScore > 0 && score * 100 >= totalScore * PASS_PERCENT

/** the share of a course's lessons learned, 0–100 */
export function progressPercent(learned: number, lessons: number): number {
  if (lessons <= 0) return 0
  return Math.min(100, Math.round((Math.min(learned, lessons) * 100) / lessons))
}
