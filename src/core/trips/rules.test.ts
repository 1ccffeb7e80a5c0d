import en from '../../../locales/en/trips.json'
import zh from '../../../locales/zh/trips.json'
import { addDays, buildDayPlan, checkTravelPlan, hasDeparted, tripDays, tripHours, TRIP_MAX_HOURS, type TravelPlanDraft } from './rules'

const plan = (over: Partial<TravelPlanDraft> = {}): TravelPlanDraft => ({
  name: '成都三日游',
  departureCity: '成都',
  startDate: '2026-05-01',
  endDate: '2026-05-03',
  placeIds: [1, 2, 3],
  preference: 'culture',
  companions: 'family',
  mode: 'publicTransport',
  ...over,
})

const messageOf = (key: string | undefined, dict: Record<string, unknown>) =>
  key?.split('.').reduce<unknown>((o, k) => (o as Record<string, unknown>)?.[k], dict)

test('hours: start day 00:00 to end day 24:00', () => {
  expect(tripDays('2026-05-01', '2026-05-01')).toBe(1)
  expect(tripHours('2026-05-01', '2026-05-01')).toBe(24)
  expect(tripHours('2026-05-01', '2026-05-05')).toBe(120)
  expect(tripHours('2026-05-01', '2026-05-06')).toBe(144)
  // across a month and a year end
  expect(tripHours('2026-12-30', '2027-01-03')).toBe(120)
  expect(addDays('2026-02-27', 2)).toBe('2026-03-01')
})

test('5 days (120 hours) is accepted, 6 days refused with the spec message', () => {
  expect(checkTravelPlan(plan({ endDate: '2026-05-05' }))).toBeNull()
  expect(tripHours('2026-05-01', '2026-05-05')).toBe(TRIP_MAX_HOURS)
  const refused = checkTravelPlan(plan({ endDate: '2026-05-06' }))
  expect(refused).toEqual({ key: 'error.tooLong', field: 'endDate' })
  expect(messageOf(refused?.key, en)).toBe('The travel time shall not exceed 120 hours.')
  expect(messageOf(refused?.key, zh)).toBe('旅行时间不能超过120小时')
})

test('no destination: "Please add destination Scenic Area."', () => {
  const refused = checkTravelPlan(plan({ placeIds: [] }))
  expect(refused).toEqual({ key: 'error.noDestination', field: 'placeIds' })
  expect(messageOf(refused?.key, en)).toBe('Please add destination Scenic Area.')
})

test.each([
  [{ departureCity: ' ' }, 'error.departureCity'],
  [{ departureCity: '成'.repeat(21) }, 'error.departureCityTooLong'],
  [{ name: '游'.repeat(31) }, 'error.nameTooLong'],
  [{ startDate: '2026-02-30' }, 'error.dates'],
  [{ endDate: '' }, 'error.dates'],
  [{ endDate: '2026-04-30' }, 'error.endBeforeStart'],
  [{ placeIds: [1, 1] }, 'error.badDestination'],
  [{ placeIds: [0] }, 'error.badDestination'],
  [{ placeIds: Array.from({ length: 21 }, (_, i) => i + 1) }, 'error.tooManyDestinations'],
  [{ preference: 'x' }, 'error.preference'],
  [{ companions: '' }, 'error.companions'],
  [{ mode: 'boat' }, 'error.mode'],
])('%o → %s, a message in every language', (over, key) => {
  const refused = checkTravelPlan(plan(over))
  expect(refused?.key).toBe(key)
  expect(typeof messageOf(key, en)).toBe('string')
  expect(typeof messageOf(key, zh)).toBe('string')
})

test('the day plan shares the places out in order, earlier days one more', () => {
  const days = buildDayPlan(['a', 'b', 'c', 'd', 'e', 'f', 'g'], 3, '2026-05-01')
  expect(days.map((d) => d.places)).toEqual([
    ['a', 'b', 'c'],
    ['d', 'e'],
    ['f', 'g'],
  ])
  expect(days.map((d) => d.date)).toEqual(['2026-05-01', '2026-05-02', '2026-05-03'])
  // fewer places than days: free days kept; no dates for a recommended trip
  const free = buildDayPlan(['a'], 2, null)
  expect(free).toEqual([
    { day: 1, date: null, places: ['a'] },
    { day: 2, date: null, places: [] },
  ])
})

test('departed: the departure moment in the site wall time (UTC+8) is at or before now', () => {
  // 2026-05-01 07:05 in Chengdu is 2026-04-30 23:05 UTC
  const departure = Date.parse('2026-04-30T23:05:00Z')
  expect(hasDeparted('2026-05-01', '07:05', departure - 60_000)).toBe(false)
  expect(hasDeparted('2026-05-01', '07:05', departure)).toBe(true)
  expect(hasDeparted('2026-05-02', '07:05', departure)).toBe(false)
})
