import { checkSheet, isRight, normalizeAnswer, passes, practiceTypeOf, progressPercent, scoreSheet, type QuestionKey } from './rules'

const Q: QuestionKey[] = [
  { id: 1, type: 'single', options: ['A', 'B', 'C', 'D'], answer: ['B'], score: 10 },
  { id: 2, type: 'multiple', options: ['A', 'B', 'C', 'D'], answer: ['A', 'C'], score: 10 },
  { id: 3, type: 'judge', options: ['A', 'B'], answer: ['A'], score: 10 },
]

describe('normalizeAnswer', () => {
  it('sorts, upper-cases and drops duplicates and blanks', () => {
    expect(normalizeAnswer(['c', 'A', 'A', ' '])).toEqual(['A', 'C'])
  })
})

describe('checkSheet', () => {
  it('accepts a partial sheet', () => {
    expect(checkSheet(Q, [{ questionId: 1, answer: ['B'] }])).toBeNull()
  })
  it('refuses an empty sheet and one with only blank answers', () => {
    expect(checkSheet(Q, [])?.key).toBe('error.noAnswer')
    expect(checkSheet(Q, [{ questionId: 1, answer: [] }])?.key).toBe('error.noAnswer')
  })
  it('refuses a question of another paper', () => {
    expect(checkSheet(Q, [{ questionId: 99, answer: ['A'] }])?.key).toBe('error.unknownQuestion')
  })
  it('refuses a question answered twice', () => {
    expect(
      checkSheet(Q, [
        { questionId: 1, answer: ['A'] },
        { questionId: 1, answer: ['B'] },
      ])?.key,
    ).toBe('error.twiceAnswered')
  })
  it('refuses an option the question does not have', () => {
    expect(checkSheet(Q, [{ questionId: 3, answer: ['C'] }])?.key).toBe('error.badOption')
  })
  it('refuses two options for single choice and true/false', () => {
    expect(checkSheet(Q, [{ questionId: 1, answer: ['A', 'B'] }])?.key).toBe('error.oneOption')
    expect(checkSheet(Q, [{ questionId: 3, answer: ['A', 'B'] }])?.key).toBe('error.oneOption')
    expect(checkSheet(Q, [{ questionId: 2, answer: ['A', 'B', 'C'] }])).toBeNull()
  })
  it('refuses a malformed sheet', () => {
    expect(checkSheet(Q, 'x' as never)?.key).toBe('error.badSheet')
    expect(checkSheet(Q, [{ questionId: 1, answer: 'A' as never }])?.key).toBe('error.unknownQuestion')
  })
})

describe('scoring', () => {
  it('multiple choice is right only with exactly the right keys', () => {
    expect(isRight(Q[1], ['C', 'A'])).toBe(true)
    expect(isRight(Q[1], ['A'])).toBe(false)
    expect(isRight(Q[1], ['A', 'B', 'C'])).toBe(false)
    expect(isRight(Q[0], [])).toBe(false)
  })
  it('scores every question of the paper, unanswered ones wrong', () => {
    const s = scoreSheet(Q, [
      { questionId: 1, answer: ['B'] },
      { questionId: 2, answer: ['a', 'c'] },
    ])
    expect(s).toMatchObject({ score: 20, totalScore: 30, rightCount: 2, questionCount: 3, passed: true })
    expect(s.questions.map((q) => q.right)).toEqual([true, true, false])
    expect(s.questions[2].answer).toEqual([])
  })
  it('passes at 60 percent', () => {
    expect(passes(60, 100)).toBe(true)
    expect(passes(59, 100)).toBe(false)
    expect(passes(0, 0)).toBe(false)
  })
  it('reads a route type and a progress', () => {
    expect(practiceTypeOf('2')).toBe(2)
    expect(practiceTypeOf('x')).toBe(1)
    expect(progressPercent(1, 3)).toBe(33)
    expect(progressPercent(5, 3)).toBe(100)
    expect(progressPercent(0, 0)).toBe(0)
  })
})
