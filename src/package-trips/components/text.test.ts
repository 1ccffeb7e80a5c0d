import { i18n } from '../../../tests/setup/render'
import { calendarDays, durationText } from './text'

test('the days NutUI’s calendar confirms, single or range', () => {
  expect(calendarDays([2026, '05', '01', '2026-05-01', '星期五'])).toEqual(['2026-05-01'])
  expect(
    calendarDays([
      ['2026', '05', '01', '2026-05-01', '星期五'],
      ['2026', '05', '05', '2026/05/05', '星期二'],
    ]),
  ).toEqual(['2026-05-01', '2026-05-05'])
  expect(calendarDays('x')).toEqual([])
})

test('durations', async () => {
  const t = i18n.getFixedT('zh', 'trips')
  await i18n.loadNamespaces('trips')
  expect(durationText(t, 45)).toBe('45分钟')
  expect(durationText(t, 125)).toBe('2小时5分')
})
