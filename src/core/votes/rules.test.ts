import { checkEntry, dailyLimitOf, DEFAULT_DAILY_LIMIT, entryNumberText, voteDayOf, voteRefusal, voteState, votesLeft } from './rules'
import { checkAnswers, cleanAnswers, sharesOf, type Question } from './survey'

const START = Date.parse('2026-03-01T00:00:00Z')
const END = Date.parse('2026-03-10T00:00:00Z')

test('state from the window: before, inside, at and after the end', () => {
  const w = { startTime: START, endTime: END }
  expect(voteState(w, START - 1)).toBe('notStarted')
  expect(voteState(w, START)).toBe('underWay')
  expect(voteState(w, END - 1)).toBe('underWay')
  expect(voteState(w, END)).toBe('over')
})

test('daily limit: the campaign value, else 3; capped', () => {
  expect(dailyLimitOf(5)).toBe(5)
  expect(dailyLimitOf(0)).toBe(DEFAULT_DAILY_LIMIT)
  expect(dailyLimitOf(null)).toBe(3)
  expect(dailyLimitOf(1000)).toBe(50)
  expect(votesLeft(2, 3)).toBe(1)
  expect(votesLeft(5, 3)).toBe(0)
})

test('a vote is refused outside the window, twice for an item a day, beyond the daily limit', () => {
  const base = { state: 'underWay' as const, usedToday: 0, dailyLimit: 3, votedItemToday: false }
  expect(voteRefusal(base)).toBeNull()
  expect(voteRefusal({ ...base, state: 'notStarted' })).toBe('error.notStarted')
  expect(voteRefusal({ ...base, state: 'over' })).toBe('error.over')
  expect(voteRefusal({ ...base, votedItemToday: true, usedToday: 1 })).toBe('error.votedToday')
  expect(voteRefusal({ ...base, usedToday: 2 })).toBeNull()
  expect(voteRefusal({ ...base, usedToday: 3 })).toBe('error.dailyLimit')
})

test('the vote day is the site day (UTC+8)', () => {
  expect(voteDayOf(Date.parse('2026-03-01T15:59:59Z'))).toBe('2026-03-01')
  expect(voteDayOf(Date.parse('2026-03-01T16:00:00Z'))).toBe('2026-03-02')
})

test('entry rules: title, its length, description, pictures 1 to 9', () => {
  const ok = { title: '宽窄巷子的黄昏', description: '拍摄于 2026 年春天', pictures: ['a.jpg'] }
  expect(checkEntry(ok)).toBeNull()
  expect(checkEntry({ ...ok, title: '  ' })?.key).toBe('join.error.title')
  expect(checkEntry({ ...ok, title: '字'.repeat(31) })?.key).toBe('join.error.titleLong')
  expect(checkEntry({ ...ok, description: '' })?.key).toBe('join.error.description')
  expect(checkEntry({ ...ok, description: '字'.repeat(501) })?.key).toBe('join.error.descriptionLong')
  expect(checkEntry({ ...ok, pictures: [] })?.key).toBe('join.error.pictures')
  expect(checkEntry({ ...ok, pictures: Array(10).fill('a.jpg') })?.key).toBe('join.error.picturesMany')
  expect(entryNumberText(7)).toBe('007')
})

const QUESTIONS: Question[] = [
  {
    id: 'q1',
    type: 'single',
    title: '总体满意度',
    required: true,
    group: 'g',
    options: [
      { id: 'a', label: '满意' },
      { id: 'b', label: '一般' },
    ],
    maxChoices: 0,
  },
  {
    id: 'q2',
    type: 'multiple',
    title: '去过哪些地方',
    required: true,
    group: 'g',
    options: ['a', 'b', 'c'].map((id) => ({ id, label: id })),
    maxChoices: 2,
  },
  { id: 'q3', type: 'text', title: '建议', required: false, group: 'g', options: [], maxChoices: 0 },
  { id: 'q4', type: 'multiple', title: '可选多选', required: false, group: 'g', options: [{ id: 'x', label: 'x' }], maxChoices: 0 },
]

test('survey answers: required, single, at most maxChoices, known options, text length', () => {
  const good = { q1: ['a'], q2: ['a', 'c'] }
  expect(checkAnswers(QUESTIONS, good)).toBeNull()
  expect(checkAnswers(QUESTIONS, { q2: ['a'] })).toEqual({ key: 'survey.error.required', questionId: 'q1' })
  expect(checkAnswers(QUESTIONS, { q1: ['a', 'b'], q2: ['a'] })?.key).toBe('survey.error.single')
  expect(checkAnswers(QUESTIONS, { q1: ['a'], q2: ['a', 'b', 'c'] })).toEqual({
    key: 'survey.error.tooMany',
    questionId: 'q2',
    params: { max: 2 },
  })
  expect(checkAnswers(QUESTIONS, { q1: ['z'], q2: ['a'] })?.key).toBe('survey.error.invalid')
  expect(checkAnswers(QUESTIONS, { q1: ['a'], q2: ['a', 'a'] })?.key).toBe('survey.error.invalid')
  expect(checkAnswers(QUESTIONS, { q1: 'a', q2: ['a'] })?.key).toBe('survey.error.invalid')
  expect(checkAnswers(QUESTIONS, { ...good, q3: '字'.repeat(501) })?.key).toBe('survey.error.textLong')
  expect(checkAnswers(QUESTIONS, { ...good, q3: ['x'] })?.key).toBe('survey.error.invalid')
  expect(checkAnswers(QUESTIONS, { ...good, q9: ['a'] })?.key).toBe('survey.error.unknown')
  expect(checkAnswers(QUESTIONS, { ...good, q3: '  ' })).toBeNull()
  expect(cleanAnswers(QUESTIONS, { ...good, q3: '  很好 ', q4: [] })).toEqual({ ...good, q3: '很好' })
})

test('shares: one decimal of the respondents; none → 0', () => {
  expect(sharesOf([1, 2], 3)).toEqual([33.3, 66.7])
  expect(sharesOf([3, 3], 4)).toEqual([75, 75])
  expect(sharesOf([0, 0], 0)).toEqual([0, 0])
})
