/**
 * The activity calendar strip (product-spec "activity calendars"): the next 7 days with how many
 * activities each holds (activityCalendar, time yyyy-mm, asked for each month the week touches); a
 * tap opens that day's list (/activity-list/{classifyId}/{date}).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { CalendarDay } from '../../../core/activities/contract'
import { siteDayOf } from '../../../core/booking/site-time'
import * as routes from '../../../core/route-paths'
import type { Result } from '../../../kit/result'
import { pressable } from '../../../kit/theme'
import { useLoad } from '../../../kit/use-load'
import { navigate } from '../../../services/navigate'
import { activityCalls } from '../api'
import '../activity-hub.scss'

const DAY_MS = 86_400_000
export const STRIP_DAYS = 7

/** the next `count` days from `now`, site time */
export const stripDays = (now: number, count = STRIP_DAYS) => Array.from({ length: count }, (_, i) => siteDayOf(now + i * DAY_MS))

async function countsOf(days: string[], classifyId?: string | number): Promise<Result<Record<string, number>>> {
  const months = [...new Set(days.map((d) => d.slice(0, 7)))]
  const answers = await Promise.all(months.map((m) => activityCalls.calendar(m, classifyId)))
  const failed = answers.find((a) => !a.ok)
  if (failed) return failed as Result<never>
  const all = answers.flatMap((a) => (a.ok ? a.data : ([] as CalendarDay[])))
  return { ok: true, data: Object.fromEntries(all.map((d) => [d.dateTime, d.activityCount])) }
}

export function CalendarStrip({ classifyId, current, now = Date.now() }: { classifyId?: string | number; current?: string; now?: number }) {
  const { t } = useTranslation('activity')
  const days = stripDays(now)
  const counts = useLoad(() => countsOf(days, classifyId), { key: `${days[0]}-${classifyId ?? 'all'}` })
  return (
    <View className="activity-calendar" data-testid="activity-calendar" data-state={counts.data ? 'ready' : 'loading'}>
      {days.map((day, i) => {
        const count = counts.data?.[day] ?? 0
        const label = i === 0 ? t('calendar.today') : day.slice(5).replace('-', '/')
        const week = t(`calendar.week.${new Date(`${day}T00:00:00Z`).getUTCDay()}`)
        return (
          <View
            key={day}
            className={`activity-calendar__day${day === current ? ' is-on' : ''}${count > 0 ? '' : ' is-empty'}`}
            data-testid={`activity-day-${day}`}
            aria-current={day === current ? 'date' : undefined}
            // named by what it shows (week, date, count): a label of its own in another order is a name
            // the visible text does not match, which speech control cannot call (axe label-content-name-mismatch)
            {...pressable(() => navigate(routes.activityList(classifyId || 'all', day)))}
          >
            <Text className="activity-calendar__week">{week}</Text>
            <Text className="activity-calendar__date">{label}</Text>
            <Text className="activity-calendar__count">{t('calendar.count', { count })}</Text>
          </View>
        )
      })}
    </View>
  )
}
