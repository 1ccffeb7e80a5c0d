/**
 * /activity-survey: the short satisfaction survey after an activity (the spec names the page only;
 * fields and rules decided here, used by the page and by the server's save call):
 * - satisfaction, content, organisation: 1-5 stars each, all required;
 * - recommend: would recommend it to a friend, yes or no (required);
 * - suggestion: free text, optional, at most 200 characters.
 * One survey per person and activity, and only once the activity has begun.
 */
export const SURVEY_SCORES = ['satisfaction', 'content', 'organisation'] as const
export type SurveyScore = (typeof SURVEY_SCORES)[number]
export const SURVEY_SUGGESTION_MAX = 200

export interface SurveyAnswer {
  satisfaction: number
  content: number
  organisation: number
  recommend: boolean | null
  suggestion: string
}

export const EMPTY_SURVEY: SurveyAnswer = { satisfaction: 0, content: 0, organisation: 0, recommend: null, suggestion: '' }

/** message keys (activity namespace) of the first broken rule, or null when the answer may be sent */
export function checkSurvey(a: SurveyAnswer): { key: string; field: string } | null {
  for (const field of SURVEY_SCORES) {
    const v = a[field]
    if (!Number.isInteger(v) || v < 1 || v > 5) return { key: 'survey.error.score', field }
  }
  if (a.recommend === null) return { key: 'survey.error.recommend', field: 'recommend' }
  if ([...a.suggestion].length > SURVEY_SUGGESTION_MAX) return { key: 'survey.error.suggestion', field: 'suggestion' }
  return null
}
