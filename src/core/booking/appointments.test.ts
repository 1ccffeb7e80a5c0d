/** Appointment query storage, the route item button and the external booking link. */
import { zytfIsFree, zytfShowsCancel, zytfShowsPay } from './cancel-rules'
import { routeBookingUrl, bookingRouteOf, externalBookingUrl, firstImage, keptQuery, routeButton, zytfRangeText } from './appointments'

test.each([
  ['/appointment-query', '?type=CONTENT_TYPE_VENUE', null, { store: 'type=CONTENT_TYPE_VENUE' }],
  ['/appointment-query', '', 'type=CONTENT_TYPE_VENUE', { restore: 'type=CONTENT_TYPE_VENUE' }],
  ['/appointment-query-zytf', 'channel=a', 'channel=b', { store: 'channel=a' }],
  ['/appointment-query-zytf', 'channel=a', 'channel=a', {}],
  ['/appointment-query', '', null, {}],
  ['/appointment-query-xz', 'x=1', null, {}],
  ['/appointment-query-combine', '', 'x=1', {}],
])('%s with query %p and stored %p', (path, query, stored, expected) => {
  expect(keptQuery(path, query, stored)).toEqual(expected)
})

const T = Date.UTC(2026, 11, 1)
test.each([
  [{ saleType: 1 }, T, 'book'],
  [{ saleType: 1, upperTime: T + 1 }, T, 'book'],
  [{ saleType: 2, upperTime: T + 1, lowerTime: T + 10, remindStatus: 0 }, T, 'remind'],
  [{ saleType: 2, upperTime: T + 1, lowerTime: T + 10, remindStatus: 1 }, T, 'reminded'],
  [{ saleType: 2, upperTime: T, lowerTime: T + 10, remindStatus: 1 }, T, 'book'],
  [{ saleType: 2, upperTime: T - 10, lowerTime: T }, T, 'book'],
  [{ saleType: 2, upperTime: T - 10, lowerTime: T - 1 }, T, 'ended'],
  [{ saleType: 2, upperTime: null, lowerTime: null }, T, 'book'],
])('route product %p at now answers %s', (product, now, expected) => {
  expect(routeButton(product, now)).toBe(expected)
})

test('external booking link: siteid, redirecturl and identity only when there is one', () => {
  const back = 'https://cd-city.wenlv.example/user-reservation'
  expect(externalBookingUrl('https://book.example/line', { siteId: 7, redirectUrl: back })).toBe(
    `https://book.example/line?siteid=7&redirecturl=${encodeURIComponent(back)}`,
  )
  expect(externalBookingUrl('https://book.example/line?sn=L01&siteid=9#top', { siteId: 7, redirectUrl: back, identity: 'a b' })).toBe(
    `https://book.example/line?sn=L01&siteid=7&redirecturl=${encodeURIComponent(back)}&identity=a%20b#top`,
  )
  expect(externalBookingUrl('https://book.example/x', { siteId: 7, redirectUrl: back, identity: '' })).not.toContain('identity')
})

test('ZYTF range and first image', () => {
  expect(zytfRangeText('2026-12-01 09:00', '2026-12-01 12:00')).toBe('2026-12-01 09:00 - 12:00')
  expect(zytfRangeText('2026-12-01 09:00', '2026-12-02 12:00')).toBe('2026-12-01 09:00 - 2026-12-02 12:00')
  expect(firstImage(' a.png, b.png')).toBe('a.png')
  expect(firstImage('')).toBe('')
})

test.each([
  ['CONTENT_TYPE_VENUE', 5, undefined, '/appointment-order/5'],
  ['CONTENT_TYPE_VENUE', 5, '2026-12-01', '/appointment-order/5/2026-12-01'],
  ['CONTENT_TYPE_SCENERY', 7, undefined, '/appointment-order/7?scenic=scenic'],
  ['CONTENT_TYPE_SCENERY', 7, '2026-12-01', '/appointment-order/7/2026-12-01?scenic=scenic'],
  ['CONTENT_TYPE_ACTIVITY_SHIU', 9, undefined, '/room-order/9'],
  ['CONTENT_TYPE_NARRATOR', 3, undefined, '/narrator-order/3'],
  ['CONTENT_TYPE_INTERPRETATION', 3, undefined, '/interpretation-order/3'],
])('%s %s on %s is booked at %s', (type, id, date, path) => {
  expect(bookingRouteOf(type, id, date)).toBe(path)
})

// the ZYTF list's buttons (rules in ./cancel-rules.ts), every status and the cancel window as a table
const NOW = Date.UTC(2026, 11, 1, 8)
type ZytfRow = [number, boolean, number | null, string, { cancel: boolean; pay: boolean; free: boolean }]
const ZYTF_TABLE: ZytfRow[] = [
  [0, true, NOW + 1, '', { cancel: true, pay: false, free: true }],
  [0, true, NOW, '160.00', { cancel: false, pay: false, free: false }],
  [0, false, NOW + 1, '', { cancel: false, pay: false, free: true }],
  [4, true, NOW + 1, '240.00', { cancel: true, pay: true, free: false }],
  [4, false, null, '240.00', { cancel: false, pay: true, free: false }],
  ...[1, 2, 3, 5, 6, 7].map((s): ZytfRow => [s, false, null, '80.00', { cancel: false, pay: false, free: false }]),
]
test.each(ZYTF_TABLE)(
  'ZYTF status %d, cancelStatus %s, cancelTime %s, payMoney %p',
  (orderStatus, cancelStatus, cancelTime, payMoney, expected) => {
    const order = { orderStatus, cancelStatus, cancelTime, payMoney }
    expect({ cancel: zytfShowsCancel(order, NOW), pay: zytfShowsPay(order), free: zytfIsFree(order) }).toEqual(expected)
  },
)

test('route booking page: lineSn always, unid, token and encryption when known', () => {
  expect(routeBookingUrl('https://route.example/line/CD-L001', { lineSn: 'CD-L001' })).toBe(
    'https://route.example/line/CD-L001?lineSn=CD-L001',
  )
  expect(
    routeBookingUrl('https://route.example/line?from=app&token=old', { lineSn: 'CD L2', unid: 'u1', token: 't/1', encryption: '' }),
  ).toBe('https://route.example/line?from=app&lineSn=CD%20L2&unid=u1&token=t%2F1')
})
