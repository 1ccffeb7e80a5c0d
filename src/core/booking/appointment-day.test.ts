/** Appointment day states: open with stock, full, stopped (-1), closed (0). */
import { dayState, isBookable } from './appointment-day'

test.each([
  [1, 5, 'open'],
  [1, 0, 'full'],
  [-1, 5, 'stopped'],
  [0, 5, 'closed'],
  [0, 0, 'closed'],
])('openStatus %d with stock %d is %s', (openStatus, stock, state) => {
  expect(dayState({ openStatus, stock })).toBe(state)
  expect(isBookable({ openStatus, stock })).toBe(state === 'open')
})
