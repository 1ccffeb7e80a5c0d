/**
 * Surveys (product-spec 2.3 "Surveys and help"; issue 13): question kinds, the answer rules the app
 * checks before sending and the server checks again, and the results' shares
 * (docs/contract-votes.md "Surveys").
 * - single: exactly one option; multiple: at least one, at most `maxChoices` when set; text: at most
 *   500 characters. A required question must be answered; an optional one may be left out.
 * - one submission per user and survey (server: a unique index).
 */
export const QUESTION_TYPES = ['single', 'multiple', 'text'] as const
export type QuestionType = (typeof QUESTION_TYPES)[number]

export const TEXT_ANSWER_MAX = 500

export interface QuestionOption {
  id: string
  label: string
}

export interface Question {
  id: string
  type: QuestionType
  title: string
  required: boolean
  /** the group (section) code of the question: /naire-list/:id/:groupCode shows one group */
  group: string
  options: QuestionOption[]
  /** multiple choice: at most this many (0: any number) */
  maxChoices: number
}

/** per question id: the chosen option ids (single, multiple) or the text */
export type SurveyAnswers = Record<string, string[] | string>

export interface AnswerProblem {
  key: string
  questionId: string
  params?: Record<string, number>
}

const isStrings = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string')

/** the first broken rule (message key in the votes namespace), or null when the answers may be sent */
export function checkAnswers(questions: Question[], answers: SurveyAnswers): AnswerProblem | null {
  const known = new Set(questions.map((q) => q.id))
  for (const id of Object.keys(answers)) if (!known.has(id)) return { key: 'survey.error.unknown', questionId: id }
  for (const q of questions) {
    const a = answers[q.id]
    if (q.type === 'text') {
      if (a !== undefined && typeof a !== 'string') return { key: 'survey.error.invalid', questionId: q.id }
      const text = (a ?? '').trim()
      if (!text) {
        if (q.required) return { key: 'survey.error.required', questionId: q.id }
        continue
      }
      if ([...text].length > TEXT_ANSWER_MAX) return { key: 'survey.error.textLong', questionId: q.id, params: { max: TEXT_ANSWER_MAX } }
      continue
    }
    if (a !== undefined && !isStrings(a)) return { key: 'survey.error.invalid', questionId: q.id }
    const chosen = (a as string[] | undefined) ?? []
    if (chosen.length === 0) {
      if (q.required) return { key: 'survey.error.required', questionId: q.id }
      continue
    }
    const ids = new Set(q.options.map((o) => o.id))
    if (new Set(chosen).size !== chosen.length || chosen.some((c) => !ids.has(c))) return { key: 'survey.error.invalid', questionId: q.id }
    if (q.type === 'single' && chosen.length !== 1) return { key: 'survey.error.single', questionId: q.id }
    if (q.type === 'multiple' && q.maxChoices > 0 && chosen.length > q.maxChoices)
      return { key: 'survey.error.tooMany', questionId: q.id, params: { max: q.maxChoices } }
  }
  return null
}

/** the answers kept: empty ones dropped, texts trimmed */
export function cleanAnswers(questions: Question[], answers: SurveyAnswers): SurveyAnswers {
  const out: SurveyAnswers = {}
  for (const q of questions) {
    const a = answers[q.id]
    if (q.type === 'text') {
      const text = typeof a === 'string' ? a.trim() : ''
      if (text) out[q.id] = text
    } else if (Array.isArray(a) && a.length > 0) out[q.id] = a
  }
  return out
}

/**
 * Percent of each count over the total, one decimal (bars of the results chart). For single
 * choice the total is the respondents of the question; for multiple choice also the respondents,
 * so the shares may add up to more than 100.
 */
export function sharesOf(counts: number[], respondents: number): number[] {
  if (respondents <= 0) return counts.map(() => 0)
  return counts.map((c) => Math.round((c / respondents) * 1000) / 10)
}
