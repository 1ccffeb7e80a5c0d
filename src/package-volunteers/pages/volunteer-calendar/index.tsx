/**
 * /volunteer-calendar/{teamId}: a team's month (res/api/volunteerTeam/calendar: yearMoth + teamId →
 * data.dateInfo): each day marks sign-in open (an activity whose sign-in is or will be open) and
 * schedules (scheduleManage); the chosen day lists its activities and schedules. A head, manager or
 * instructor (manageSchedule) adds a schedule to the chosen day.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { siteDayOf } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { may } from '@/core/volunteers/roles'
import { selectIsLoggedIn, useUserStore } from '@/features/account'
import { volunteerCalls } from '@/features/volunteers'
import { LoadState, toast, toastFailure, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { Button, Empty, Field, timeText } from '../../components/parts'

const shift = (month: string, by: number) => {
  const [y, m] = month.split('-').map(Number)
  const d = new Date(Date.UTC(y, m - 1 + by, 1))
  return `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`
}

export default function VolunteerCalendarPage() {
  const { t } = useTranslation(['volunteers', 'common'])
  const { teamId } = usePageParams()
  const today = siteDayOf(Date.now())
  const [month, setMonth] = useState(today.slice(0, 7))
  const [day, setDay] = useState(today)
  const calendar = useLoad(() => volunteerCalls.calendar(month, teamId ?? ''), { key: `${teamId}-${month}` })
  const loggedIn = useUserStore(selectIsLoggedIn)
  const mine = useLoad(() => (loggedIn ? volunteerCalls.mine() : Promise.resolve({ ok: true as const, data: null })), {
    key: String(loggedIn),
  })
  const role = mine.data?.teams.find((team) => String(team.teamId) === String(teamId) && team.status === 'approved')?.role
  const [draft, setDraft] = useState({ title: '', startTime: '09:00', endTime: '12:00' })

  if (!teamId) {
    return (
      <PageShell title={t('volunteers:title.calendar')}>
        <Empty text={t('volunteers:noTeamChosen')} testId="volunteer-calendar-none" />
      </PageShell>
    )
  }
  const days = calendar.data?.dateInfo ?? []
  const chosen = days.find((d) => d.date === day)
  const firstWeekday = days.length ? new Date(`${days[0].date}T00:00:00Z`).getUTCDay() : 0
  const save = async () => {
    const res = await volunteerCalls.saveSchedule({ teamId, day, ...draft })
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('volunteers:done.saved'))
    setDraft({ ...draft, title: '' })
    void calendar.reload()
  }
  return (
    <PageShell title={t('volunteers:title.calendar')}>
      <View className="vol" data-testid="volunteer-calendar">
        <View className="vol-row-actions">
          <Button text="‹" plain testId="calendar-prev" onPress={() => setMonth(shift(month, -1))} />
          <Text className="vol-card__name" data-testid="calendar-month">
            {month}
          </Text>
          <Button text="›" plain testId="calendar-next" onPress={() => setMonth(shift(month, 1))} />
        </View>
        <LoadState load={calendar} testId="calendar-state" />
        <View className="vol-calendar" aria-label={month}>
          {Array.from({ length: firstWeekday }, (_, i) => (
            <View key={`pad-${i}`} />
          ))}
          {days.map((d) => (
            <View
              key={d.date}
              className={`vol-day${d.date === day ? ' is-on' : ''}`}
              data-testid={`calendar-day-${d.date}`}
              aria-pressed={d.date === day}
              {...pressable(() => setDay(d.date))}
            >
              <Text>{Number(d.date.slice(8))}</Text>
              <View className="vol-day__marks">
                {d.openSignIn && <Text className="vol-mark--sign">{t('volunteers:mark.signIn')}</Text>}
                {d.scheduleManage && <Text className="vol-mark--schedule">{t('volunteers:mark.schedule')}</Text>}
              </View>
            </View>
          ))}
        </View>
        <Text className="vol-title">{day}</Text>
        {chosen && chosen.activities.length === 0 && chosen.schedules.length === 0 && (
          <Empty text={t('volunteers:nothingThatDay')} testId="calendar-day-empty" />
        )}
        {chosen?.activities.map((a) => (
          <Text
            key={a.id}
            className="vol-card__line"
            data-testid={`calendar-activity-${a.id}`}
            {...pressable(() => void navigate(routes.volunteerActivityDesc(a.id)))}
          >
            {t('volunteers:mark.activity')} {a.name} {timeText(a.startTime, a.endTime)}
          </Text>
        ))}
        {chosen?.schedules.map((s) => (
          <Text key={s.id} className="vol-card__line" data-testid={`calendar-schedule-${s.id}`}>
            {t('volunteers:mark.schedule')} {s.title} {s.startTime}-{s.endTime}
          </Text>
        ))}
        {may(role, 'manageSchedule') && (
          <View data-testid="calendar-schedule-form">
            <Field
              label={t('volunteers:field.scheduleTitle')}
              value={draft.title}
              onChange={(v) => setDraft({ ...draft, title: v })}
              testId="schedule-title"
            />
            <Field
              label={t('volunteers:field.start')}
              value={draft.startTime}
              onChange={(v) => setDraft({ ...draft, startTime: v })}
              testId="schedule-start"
            />
            <Field
              label={t('volunteers:field.end')}
              value={draft.endTime}
              onChange={(v) => setDraft({ ...draft, endTime: v })}
              testId="schedule-end"
            />
            <Button text={t('volunteers:addSchedule')} testId="schedule-save" onPress={() => void save()} />
          </View>
        )}
      </View>
    </PageShell>
  )
}
