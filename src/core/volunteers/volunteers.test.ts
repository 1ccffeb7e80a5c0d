import { isIdCard } from '../validation'
import {
  checkActivityDraft,
  checkRegistration,
  checkSignIn,
  checkSupplement,
  hoursText,
  listTypeOf,
  may,
  maySignOut,
  permissionsOf,
  serviceMinutes,
  signInWindow,
  SIGN_IN_RADIUS_M,
  TEAM_PERMISSIONS,
  TEAM_ROLES,
  type TeamPermission,
  type TeamRole,
} from '.'

const MIN = 60_000
const start = Date.parse('2026-03-05T02:00:00Z')
const end = start + 4 * 60 * MIN
// 成都博物馆 (gcj02)
const place = { longitude: 104.0638, latitude: 30.6603 }
const activity = { startTime: start, endTime: end, ...place }

describe('roles', () => {
  const table: Record<TeamRole, TeamPermission[]> = {
    head: [...TEAM_PERMISSIONS],
    manager: ['approveJoin', 'reviewSupplement', 'createActivity', 'manageSchedule', 'viewMembers', 'viewTeamRecords'],
    instructor: ['manageSchedule', 'viewMembers'],
    association: ['viewMembers', 'viewTeamRecords'],
    member: [],
  }
  test.each(TEAM_ROLES)('%s may exactly its permissions', (role) => {
    for (const p of TEAM_PERMISSIONS) expect(may(role, p)).toBe(table[role].includes(p))
    expect(permissionsOf(role)).toEqual(table[role])
  })
  test('not a member may nothing', () => {
    for (const p of TEAM_PERMISSIONS) expect(may(null, p)).toBe(false)
    expect(permissionsOf(undefined)).toEqual([])
  })
})

describe('sign-in', () => {
  test('window opens 30 minutes before the start and closes at the end', () => {
    expect(signInWindow(activity, start - 31 * MIN)).toBe('notOpen')
    expect(signInWindow(activity, start - 30 * MIN)).toBe('open')
    expect(signInWindow(activity, end - 1)).toBe('open')
    expect(signInWindow(activity, end)).toBe('ended')
  })
  test('within 500 m of the place', () => {
    expect(SIGN_IN_RADIUS_M).toBe(500)
    const near = { longitude: place.longitude + 0.004, latitude: place.latitude } // ~383 m
    const far = { longitude: place.longitude + 0.006, latitude: place.latitude } // ~575 m
    expect(checkSignIn(activity, near, start)).toMatchObject({ ok: true })
    expect(checkSignIn(activity, far, start)).toMatchObject({ ok: false, refusal: 'tooFar' })
    expect(checkSignIn({ ...activity, radius: 1000 }, far, start)).toMatchObject({ ok: true })
  })
  test('outside the window, without a position, without a place', () => {
    expect(checkSignIn(activity, place, start - 40 * MIN)).toEqual({ ok: false, refusal: 'notOpen' })
    expect(checkSignIn(activity, place, end)).toEqual({ ok: false, refusal: 'ended' })
    expect(checkSignIn(activity, null, start)).toEqual({ ok: false, refusal: 'badPosition' })
    expect(checkSignIn(activity, { longitude: 200, latitude: 30 }, start)).toEqual({ ok: false, refusal: 'badPosition' })
    expect(checkSignIn({ ...activity, longitude: null }, place, start)).toEqual({ ok: false, refusal: 'noPlace' })
  })
  test('hours are clamped to the activity and whole minutes', () => {
    expect(serviceMinutes(activity, start - 20 * MIN, end + 60 * MIN)).toBe(240)
    expect(serviceMinutes(activity, start + 15 * MIN, start + 105 * MIN + 59_000)).toBe(90)
    expect(serviceMinutes(activity, end + MIN, end + 5 * MIN)).toBe(0)
    expect(hoursText(90)).toBe('1.5')
    expect(hoursText(0)).toBe('0.0')
    expect(maySignOut(activity, end + 119 * MIN)).toBe(true)
    expect(maySignOut(activity, end + 120 * MIN)).toBe(false)
  })
})

describe('supplementary records', () => {
  const ok = { teamId: 1, title: '博物馆夜场讲解', serviceDay: '2026-03-01', hours: 2.5, reason: '手机没电未能签到' }
  test.each([
    [{}, null],
    [{ teamId: null }, 'error.supplementTeam'],
    [{ title: ' ' }, 'error.supplementTitle'],
    [{ title: '长'.repeat(41) }, 'error.supplementTitle'],
    [{ serviceDay: '2026-03-06' }, 'error.supplementDay'],
    [{ serviceDay: '2026-02-01' }, 'error.supplementDay'],
    [{ serviceDay: '2026-02-31x' }, 'error.supplementDay'],
    [{ hours: 0 }, 'error.supplementHours'],
    [{ hours: 12.5 }, 'error.supplementHours'],
    [{ hours: 1.25 }, 'error.supplementHours'],
    [{ reason: '没电' }, 'error.supplementReason'],
    [{ reason: '因'.repeat(201) }, 'error.supplementReason'],
  ])('%j → %s', (patch, key) => {
    expect(checkSupplement({ ...ok, ...patch }, '2026-03-05')).toBe(key)
  })
})

describe('registration', () => {
  const ok = { realName: '李晓雨', idCard: '11010519491231002X', skills: ['guide'], intro: '' }
  test.each([
    [{}, null],
    [{ realName: ' ' }, 'error.realName'],
    [{ realName: 'abc123' }, 'error.realNameInvalid'],
    [{ idCard: '110105194912310021' }, 'error.idCard'],
    [{ skills: [] }, 'error.skills'],
    [{ skills: ['guide', 'juggling'] }, 'error.skills'],
    [{ intro: '好'.repeat(201) }, 'error.intro'],
  ])('%j → %s', (patch, key) => {
    expect(checkRegistration({ ...ok, ...patch }, isIdCard)).toBe(key)
  })
})

describe('create activity', () => {
  const ok = {
    teamId: 1,
    name: '杜甫草堂周末讲解',
    method: 'ACTIVITY_MODE_VOLUNT_RECRUIT',
    day: '2026-03-07',
    start: '09:00',
    end: '12:00',
    capacity: 10,
    address: '青华路37号',
    longitude: 104.0316,
    latitude: 30.6621,
    intro: '',
  }
  test.each([
    [{}, null],
    [{ teamId: null }, 'error.activityTeam'],
    [{ name: '讲' }, 'error.activityName'],
    [{ method: 'ACTIVITY_MODE_FREE' }, 'error.activityMode'],
    [{ day: '2026-03-04' }, 'error.activityDay'],
    [{ day: '2026-07-01' }, 'error.activityDay'],
    [{ start: '12:00', end: '09:00' }, 'error.activityTime'],
    [{ capacity: 0 }, 'error.activityCapacity'],
    [{ capacity: 201 }, 'error.activityCapacity'],
    [{ address: '' }, 'error.activityAddress'],
    [{ longitude: null }, 'error.activityPlace'],
  ])('%j → %s', (patch, key) => {
    expect(checkActivityDraft({ ...ok, ...patch }, '2026-03-05')).toBe(key)
  })
})

test('list types', () => {
  expect(listTypeOf('reserve')).toBe('reserve')
  expect(listTypeOf('nope')).toBe('all')
})
