/**
 * The two blocks of every "choose a time" page (product-spec 3 "Appointment day"): the strip of
 * days with their state (open, full, stopped, closed) and a day's sessions with the places left,
 * where only open sessions can be chosen. /time-choice uses them; the booking form may too.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { sessionText } from '../../core/booking/site-time'
import { FilterTabs } from '../../kit/filter-tabs'
import { pressable } from '../../kit/theme'
import type { AppointmentDay, SessionTime } from './api'
import './session-picker.scss'

export function DayStrip({ days, current, onChange }: { days: AppointmentDay[]; current: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('booking')
  return (
    <FilterTabs
      tabs={days.map((d) => ({ code: d.date, name: `${d.date.slice(5)} ${t(`day.${d.state}`)}` }))}
      current={current}
      onChange={onChange}
      testIdPrefix="booking-day"
    />
  )
}

export function SessionChooser({
  sessions,
  chosen,
  onChoose,
}: {
  sessions: SessionTime[]
  chosen?: number
  onChoose: (s: SessionTime) => void
}) {
  const { t } = useTranslation('booking')
  return (
    <View className="session-chooser">
      {sessions.map((s) => {
        const open = s.state === 'open'
        const time = sessionText(s.startTime, s.endTime)
        const places = open ? t('form.left', { count: s.stock }) : t(`day.${s.state}`)
        return (
          <View
            key={s.id}
            className={`session-chip${chosen === s.id ? ' session-chip--on' : ''}${open ? '' : ' session-chip--off'}`}
            data-testid={`booking-session-${s.id}`}
            data-state={s.state}
            aria-disabled={!open}
            {...pressable(() => open && onChoose(s), `${time} ${places}`)}
          >
            <Text className="session-chip__time">{time}</Text>
            <Text className="session-chip__stock">{places}</Text>
          </View>
        )
      })}
    </View>
  )
}
