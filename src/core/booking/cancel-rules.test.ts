/** Cancel, comment, pay and guide buttons exactly as product-spec 4. */
import {
  cancelDeadline,
  guideButton,
  HOUR_MS,
  mayCancel,
  showsComment,
  showsPay,
  zytfIsFree,
  zytfShowsCancel,
  zytfShowsPay,
} from './cancel-rules'

const start = Date.UTC(2026, 11, 1, 9)
const order = (status: number) => ({ status, startTime: start })

test('cancel: status 0, 4 or 11 with cancelStatus set; never other states or without cancelStatus', () => {
  for (const s of [0, 4, 11]) expect(mayCancel(order(s), { cancelStatus: 1 }, start + HOUR_MS)).toBe(true)
  for (const s of [12, 13, 14, 79]) expect(mayCancel(order(s), { cancelStatus: 1 }, start - 100 * HOUR_MS)).toBe(false)
  for (const cancelStatus of [0, null, undefined]) expect(mayCancel(order(11), { cancelStatus }, start - 100 * HOUR_MS)).toBe(false)
})

test('cancelStatus 2 or 3: only before start minus cancelTime hours', () => {
  for (const cancelStatus of [2, 3]) {
    const terms = { cancelStatus, cancelTime: 24 }
    expect(mayCancel(order(11), terms, start - 24 * HOUR_MS - 1)).toBe(true)
    expect(mayCancel(order(11), terms, start - 24 * HOUR_MS)).toBe(false)
    expect(mayCancel(order(11), terms, start - HOUR_MS)).toBe(false)
    expect(cancelDeadline(order(11), terms)).toBe(start - 24 * HOUR_MS)
  }
  expect(cancelDeadline(order(11), { cancelStatus: 1 })).toBe(Infinity)
  expect(cancelDeadline(order(12), { cancelStatus: 1 })).toBeNull()
})

test('comment only on 12 with commentStatus 0; pay on 0', () => {
  expect(showsComment({ status: 12, commentStatus: 0 })).toBe(true)
  expect(showsComment({ status: 12, commentStatus: 1 })).toBe(false)
  expect(showsComment({ status: 11, commentStatus: 0 })).toBe(false)
  expect(showsPay({ status: 0 })).toBe(true)
  expect(showsPay({ status: 11 })).toBe(false)
})

test('guide reservation: venue orders that are not guide orders; active without a related resource or after its date', () => {
  const now = start
  const venue = { orderType: 'CONTENT_TYPE_VENUE', isGuideOrder: false }
  expect(guideButton({ ...venue, orderType: 'CONTENT_TYPE_ACTIVITY' }, null, now)).toBe('hidden')
  expect(guideButton({ ...venue, isGuideOrder: true }, null, now)).toBe('hidden')
  expect(guideButton(venue, null, now)).toBe('active')
  expect(guideButton(venue, { exist: false }, now)).toBe('active')
  expect(guideButton(venue, { exist: true, date: now - 1 }, now)).toBe('active')
  expect(guideButton(venue, { exist: true, date: now + 1 }, now)).toBe('disabled')
})

test('ZYTF: cancel while cancelStatus and before cancelTime; pay on 4; empty payMoney is free', () => {
  expect(zytfShowsCancel({ cancelStatus: true, cancelTime: start }, start - 1)).toBe(true)
  expect(zytfShowsCancel({ cancelStatus: true, cancelTime: start }, start)).toBe(false)
  expect(zytfShowsCancel({ cancelStatus: false, cancelTime: start }, start - 1)).toBe(false)
  expect(zytfShowsPay({ orderStatus: 4 })).toBe(true)
  expect(zytfShowsPay({ orderStatus: 0 })).toBe(false)
  expect(zytfIsFree({ payMoney: '' })).toBe(true)
  expect(zytfIsFree({ payMoney: '12.00' })).toBe(false)
})
