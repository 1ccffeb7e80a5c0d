import {
  ACTIVITY_MODE_NAMES,
  ACTIVITY_MODES,
  activityButton,
  activityState,
  creditMinimumOf,
  daysOfMonth,
  isActivityMode,
  isBookableMode,
  isDay,
  isMonth,
  signWindowOf,
  typeOfMode,
  type ActivityMode,
  type ButtonKind,
} from './rules'
import { checkSurvey, EMPTY_SURVEY } from './survey'

const H = 3_600_000
// a timeline: sign-up opens at 10, closes at 20, the activity runs 30..40
const base = { signStartTime: 10 * H, signEndTime: 20 * H, startTime: 30 * H, endTime: 40 * H }

describe('the ten modes', () => {
  it('names the spec constants and ten modes, each with its type', () => {
    expect(ACTIVITY_MODE_NAMES).toHaveLength(10)
    expect(ACTIVITY_MODE_NAMES).toEqual(
      expect.arrayContaining(['ACTIVITY_MODE_INTEGRAL_PAY', 'ACTIVITY_MODE_OTHER', 'ACTIVITY_MODE_ENROLL_PAY']),
    )
    expect(typeOfMode('ACTIVITY_MODE_ENROLL_PAY')).toBe('ACTIVITY_TYPE_ENROLL')
    expect(typeOfMode('ACTIVITY_MODE_INTEGRAL_PAY')).toBe('ACTIVITY_TYPE_RESERVE')
    expect(typeOfMode('ACTIVITY_MODE_VOLUNT_RECRUIT')).toBe('ACTIVITY_TYPE_VOLUNT')
    expect(typeOfMode('ACTIVITY_MODE_PLAIN')).toBe('ACTIVITY_TYPE_PLAIN')
    expect(isActivityMode('ACTIVITY_MODE_FREE')).toBe(true)
    expect(isActivityMode('ACTIVITY_MODE_NOPE')).toBe(false)
    expect(isActivityMode('toString')).toBe(false)
  })
  it('bookable = the booking and sign-up modes (six)', () => {
    expect(ACTIVITY_MODE_NAMES.filter(isBookableMode).sort()).toEqual(
      [
        'ACTIVITY_MODE_FREE',
        'ACTIVITY_MODE_INTEGRAL_PAY',
        'ACTIVITY_MODE_PAY',
        'ACTIVITY_MODE_ENROLL_FREE',
        'ACTIVITY_MODE_ENROLL_INTEGRAL_PAY',
        'ACTIVITY_MODE_ENROLL_PAY',
      ].sort(),
    )
    expect(ACTIVITY_MODES.ACTIVITY_MODE_INTEGRAL_PAY.price).toBe('points')
    expect(ACTIVITY_MODES.ACTIVITY_MODE_ENROLL_PAY.price).toBe('money')
  })
})

describe('activity state (not started / in progress / ended)', () => {
  it.each([
    [29 * H, 'notStarted'],
    [30 * H, 'inProgress'],
    [39 * H, 'inProgress'],
    [40 * H, 'ended'],
  ])('at %d → %s', (now, state) => expect(activityState(base, now)).toBe(state))
  it.each([
    [9 * H, 'before'],
    [10 * H, 'open'],
    [20 * H - 1, 'open'],
    [20 * H, 'after'],
  ])('sign-up window at %d → %s', (now, w) => expect(signWindowOf(base, now)).toBe(w))
})

describe('the button', () => {
  const cases: Array<[string, ActivityMode, number, number | null, string | undefined, ButtonKind, boolean]> = [
    // name, mode, now, stock, jumpUrl → kind, enabled
    ['free booking inside the window', 'ACTIVITY_MODE_FREE', 15 * H, 10, undefined, 'book', true],
    ['credit booking inside the window', 'ACTIVITY_MODE_INTEGRAL_PAY', 15 * H, 10, undefined, 'book', true],
    ['paid booking inside the window', 'ACTIVITY_MODE_PAY', 15 * H, 1, undefined, 'book', true],
    ['free sign-up inside the window', 'ACTIVITY_MODE_ENROLL_FREE', 15 * H, 3, undefined, 'signUp', true],
    ['credit sign-up inside the window', 'ACTIVITY_MODE_ENROLL_INTEGRAL_PAY', 15 * H, 3, undefined, 'signUp', true],
    ['paid sign-up inside the window', 'ACTIVITY_MODE_ENROLL_PAY', 15 * H, 3, undefined, 'signUp', true],
    ['booking before the window', 'ACTIVITY_MODE_FREE', 9 * H, 10, undefined, 'notOpen', false],
    ['sign-up after the window', 'ACTIVITY_MODE_ENROLL_FREE', 25 * H, 10, undefined, 'closed', false],
    ['booking after the window, in progress', 'ACTIVITY_MODE_FREE', 35 * H, 10, undefined, 'closed', false],
    ['booking with no place left', 'ACTIVITY_MODE_FREE', 15 * H, 0, undefined, 'full', false],
    ['paid sign-up with no place left', 'ACTIVITY_MODE_ENROLL_PAY', 15 * H, 0, undefined, 'full', false],
    ['booking of an ended activity', 'ACTIVITY_MODE_FREE', 41 * H, 10, undefined, 'ended', false],
    ['full and ended: ended wins', 'ACTIVITY_MODE_FREE', 41 * H, 0, undefined, 'ended', false],
    ['volunteer recruitment inside the window', 'ACTIVITY_MODE_VOLUNT_RECRUIT', 15 * H, null, undefined, 'volunteer', true],
    ['volunteer reserve before the window', 'ACTIVITY_MODE_VOLUNT_RESERVE', 5 * H, null, undefined, 'notOpen', false],
    ['volunteer recruitment after the window', 'ACTIVITY_MODE_VOLUNT_RECRUIT', 25 * H, null, undefined, 'closed', false],
    ['plain publicity: view only, always', 'ACTIVITY_MODE_PLAIN', 15 * H, null, undefined, 'viewOnly', false],
    ['plain publicity, ended: still view only', 'ACTIVITY_MODE_PLAIN', 41 * H, null, undefined, 'viewOnly', false],
    ['other with a link: external', 'ACTIVITY_MODE_OTHER', 41 * H, null, 'https://example.org/a', 'external', true],
    ['other without a link: view only', 'ACTIVITY_MODE_OTHER', 15 * H, null, '', 'viewOnly', false],
  ]
  it.each(cases)('%s', (_name, method, now, stock, jumpUrl, kind, enabled) => {
    expect(activityButton({ ...base, method, stock, jumpUrl }, now)).toEqual({ kind, enabled })
  })
})

describe('credit minimum (faithUseStatus)', () => {
  it('asks the minimum only when the activity sets faithUseStatus', () => {
    expect(creditMinimumOf({ faithUseStatus: true, minCreditScore: 80 })).toBe(80)
    expect(creditMinimumOf({ faithUseStatus: false, minCreditScore: 80 })).toBeNull()
  })
})

describe('dates', () => {
  it.each([
    ['2026-11', true],
    ['2026-13', false],
    ['2026-1', false],
    ['26-11', false],
  ])('month %s → %s', (s, ok) => expect(isMonth(s)).toBe(ok))
  it.each([
    ['2026-11-26', true],
    ['2026-02-30', false],
    ['2026-11-26x', false],
    ['2026/11/26', false],
  ])('day %s → %s', (s, ok) => expect(isDay(s)).toBe(ok))
  it('lists every day of a month', () => {
    expect(daysOfMonth('2026-02')).toHaveLength(28)
    expect(daysOfMonth('2028-02')).toHaveLength(29)
    expect(daysOfMonth('2026-11')[29]).toBe('2026-11-30')
  })
})

describe('the survey', () => {
  const good = { satisfaction: 5, content: 4, organisation: 3, recommend: true, suggestion: '很好' }
  it.each([
    ['a full answer', good, null],
    ['nothing chosen', EMPTY_SURVEY, 'satisfaction'],
    ['a score of 6', { ...good, content: 6 }, 'content'],
    ['a half score', { ...good, organisation: 2.5 }, 'organisation'],
    ['no recommendation', { ...good, recommend: null }, 'recommend'],
    ['201 characters', { ...good, suggestion: '字'.repeat(201) }, 'suggestion'],
  ])('%s', (_n, answer, field) => {
    expect(checkSurvey(answer)?.field ?? null).toBe(field)
  })
})
