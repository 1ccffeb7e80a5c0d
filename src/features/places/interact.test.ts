/** Like / collect toggles: the removing call when on, the answer's state and count (else ±1), the spec's toasts. */
import { nextState, toggleCall, toggleToastKey } from './interact'

test('the removing variant when the state is on', () => {
  expect(toggleCall('like', false)).toBe('like')
  expect(toggleCall('like', true)).toBe('cancelLike')
  expect(toggleCall('collection', false)).toBe('collection')
  expect(toggleCall('collection', true)).toBe('cancelCollection')
})

test('the answer {status, count} is shown as it came', () => {
  expect(nextState('like', { status: false, count: 4 }, { status: true, count: 9 })).toEqual({ status: true, count: 9 })
})

test('without the answer fields: the state flips and the count moves by one, never below 0', () => {
  expect(nextState('like', { status: false, count: 4 }, undefined)).toEqual({ status: true, count: 5 })
  expect(nextState('collection', { status: true, count: 4 }, {})).toEqual({ status: false, count: 3 })
  expect(nextState('collection', { status: true, count: 0 }, {})).toEqual({ status: false, count: 0 })
  expect(nextState('like', { status: false, count: 2 }, { status: true })).toEqual({ status: true, count: 3 })
})

test('toasts: thanks for your praise / collection, cancellation succeeded', () => {
  expect(toggleToastKey('like', true)).toBe('interact.thanksLike')
  expect(toggleToastKey('collection', true)).toBe('interact.thanksCollect')
  expect(toggleToastKey('like', false)).toBe('interact.cancelled')
  expect(toggleToastKey('collection', false)).toBe('interact.cancelled')
})
