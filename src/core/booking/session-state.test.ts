/** A session's label: a session under way is running, not "stopped" (issue 28). */
import { dayStateOfSessions, sessionState } from './session-state'

const H = 3_600_000
const start = Date.UTC(2026, 10, 28, 0, 0) // 08:00 Beijing
const morning = { openStatus: 1, paused: false, stock: 1990, startsAt: start, endsAt: start + 4 * H }

test.each([
  ['before its start with places', start - 1, morning, 'open'],
  ['before its start, sold out', start - 1, { ...morning, stock: 0 }, 'full'],
  ['at its start', start, morning, 'running'],
  ['under way', start + 2 * H, morning, 'running'],
  ['at its end', start + 4 * H, morning, 'ended'],
  ['paused by the operator, even under way', start + H, { ...morning, paused: true }, 'stopped'],
  ['on a closed day, even under way', start + H, { ...morning, openStatus: 0 }, 'closed'],
])('%s: %s', (_what, now, input, state) => {
  expect(sessionState(input, now)).toBe(state)
})

test('a day is open while one of its sessions is; running before ended; closed when it has none', () => {
  expect(dayStateOfSessions(['running', 'open'])).toBe('open')
  expect(dayStateOfSessions(['ended', 'running'])).toBe('running')
  expect(dayStateOfSessions(['ended', 'ended'])).toBe('ended')
  expect(dayStateOfSessions(['ended', 'full'])).toBe('full')
  expect(dayStateOfSessions([])).toBe('closed')
})
