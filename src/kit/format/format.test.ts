import { dateText, dateTimeText } from '.'

test('rows show the date, or date and minutes, of an ISO time as written', () => {
  expect(dateText('2026-11-23T06:42:10.000Z')).toBe('2026-11-23')
  expect(dateTimeText('2026-11-23T06:42:10.000Z')).toBe('2026-11-23 06:42')
})
