/**
 * Pieces the volunteer pages share: cards of an activity, a team, a record; facts; form fields;
 * chips; an entry grid. Sizes and colours from the --wl-* variables (volunteers.scss), so elder
 * mode needs no code.
 */
import { Input, Picker, Text, Textarea, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { siteDateTimeText, siteDayOf, siteTimeOf } from '@/core/booking/site-time'
import type { ServiceRecord, TeamItem, VolunteerActivityItem } from '@/core/volunteers/contract'
import { hoursText } from '@/core/volunteers/sign-in'
import { Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import { typedValue } from '@/kit/typed-value'
import './volunteers.scss'

/** an instant as the site's wall time: "2026-03-06 09:05" */
export const momentText = (iso: string): string => (iso ? siteDateTimeText(iso) : '')

/** "2026-03-06 09:00-12:00", or two days when it spans more than one */
export function timeText(start: string, end: string): string {
  if (!start) return ''
  const s = Date.parse(start)
  const e = Date.parse(end)
  const sd = siteDayOf(s)
  const ed = siteDayOf(e - 1)
  return sd === ed ? `${sd} ${siteTimeOf(start)}-${siteTimeOf(end)}` : `${sd} ${siteTimeOf(start)} ~ ${ed} ${siteTimeOf(end)}`
}

export function Hours({ minutes }: { minutes: number }) {
  const { t } = useTranslation('volunteers')
  return <>{t('hours', { hours: hoursText(minutes) })}</>
}

export function Cover({ src, alt }: { src: string; alt: string }) {
  return <View className="vol-card__cover">{src ? <Picture src={src} lazyLoad alt={alt} /> : null}</View>
}

export function ActivityCard({ a, onPress, testId }: { a: VolunteerActivityItem; onPress: () => void; testId: string }) {
  const { t } = useTranslation('volunteers')
  return (
    <View className="vol-card" data-testid={testId} {...pressable(onPress)}>
      <Cover src={a.cover} alt={a.name} />
      <View className="vol-card__body">
        <Text className="vol-card__name">{a.name}</Text>
        <View>
          <Text className="vol-tag">{t(`mode.${a.method}`)}</Text>
          <Text className="vol-tag">{t(`state.${a.state}`)}</Text>
        </View>
        <Text className="vol-card__line">{timeText(a.startTime, a.endTime)}</Text>
        <Text className="vol-card__line">{a.teamName}</Text>
        <Text className="vol-card__line">{t('places', { signNum: a.signNum, maxNum: a.maxNum })}</Text>
      </View>
    </View>
  )
}

export function TeamCard({ team, onPress, testId }: { team: TeamItem; onPress: () => void; testId: string }) {
  const { t } = useTranslation('volunteers')
  return (
    <View className="vol-card" data-testid={testId} {...pressable(onPress)}>
      <Cover src={team.cover} alt={team.name} />
      <View className="vol-card__body">
        <Text className="vol-card__name">{team.name}</Text>
        {team.brandName && <Text className="vol-tag">{team.brandName}</Text>}
        <Text className="vol-card__line">{t('team.counts', { members: team.memberCount, activities: team.activityCount })}</Text>
        <Text className="vol-card__line">
          {t('team.hours')} <Hours minutes={team.serviceMinutes} />
        </Text>
      </View>
    </View>
  )
}

export function RecordCard({
  r,
  onPress,
  testId,
  children,
}: {
  r: ServiceRecord
  onPress?: () => void
  testId: string
  children?: ReactNode
}) {
  const { t } = useTranslation('volunteers')
  return (
    <View className="vol-card" data-testid={testId} {...(onPress ? pressable(onPress) : {})}>
      <View className="vol-card__body">
        <Text className="vol-card__name">{r.title}</Text>
        <View>
          <Text className="vol-tag">{t(`recordKind.${r.kind}`)}</Text>
          <Text className="vol-tag">{t(`recordStatus.${r.status}`)}</Text>
        </View>
        <Text className="vol-card__line">
          {r.serviceDay} · {r.teamName} · <Hours minutes={r.minutes} />
        </Text>
        {r.userName && <Text className="vol-card__line">{r.userName}</Text>}
        {r.reason && <Text className="vol-card__line">{r.reason}</Text>}
        {children}
      </View>
    </View>
  )
}

export function Fact({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  if (value === '' || value === null || value === undefined) return null
  return (
    <View className="vol-fact" data-testid={testId}>
      <Text className="vol-fact__label">{label}</Text>
      <Text>{value}</Text>
    </View>
  )
}

/** A labelled text field; the inner <input> takes its name from the placeholder (Taro's H5 Input keeps aria-label on its host), which defaults to the label. */
export function Field({
  label,
  value,
  onChange,
  testId,
  placeholder,
  multiline,
  type,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  testId: string
  placeholder?: string
  multiline?: boolean
  type?: 'text' | 'digit' | 'idcard' | 'number'
}) {
  return (
    <View className="vol-field">
      <Text>{label}</Text>
      {multiline ? (
        <Textarea
          className="vol-field__area"
          data-testid={testId}
          aria-label={label}
          value={value}
          placeholder={placeholder ?? label}
          onInput={(e) => onChange(typedValue(e))}
        />
      ) : (
        <Input
          className="vol-field__input"
          data-testid={testId}
          aria-label={label}
          type={type ?? 'text'}
          value={value}
          placeholder={placeholder ?? label}
          onInput={(e) => onChange(typedValue(e))}
        />
      )}
    </View>
  )
}

/** A day (yyyy-mm-dd) or a time (HH:mm) chosen on the platform's picker wheel (product-spec 2.4), never typed. */
export function PickField({
  label,
  mode,
  value,
  onChange,
  testId,
  start,
  end,
}: {
  label: string
  mode: 'date' | 'time'
  value: string
  onChange: (v: string) => void
  testId: string
  start?: string
  end?: string
}) {
  const fallback = mode === 'date' ? siteDayOf(Date.now()) : '09:00'
  return (
    <View className="vol-field">
      <Text>{label}</Text>
      <Picker mode={mode} value={value || fallback} start={start} end={end} onChange={(e) => onChange(String(e.detail.value))}>
        <View className="vol-field__input" data-testid={testId} aria-label={`${label} ${value}`}>
          <Text>{value || (mode === 'date' ? 'yyyy-mm-dd' : '--:--')}</Text>
        </View>
      </Picker>
    </View>
  )
}

export function Chips<T extends string | number>({
  options,
  chosen,
  onToggle,
  testIdPrefix,
  label,
}: {
  options: Array<{ value: T; name: string }>
  chosen: T[]
  onToggle: (v: T) => void
  testIdPrefix: string
  label: string
}) {
  return (
    <View className="vol-field">
      <Text>{label}</Text>
      <View className="vol-chips" role="group" aria-label={label}>
        {options.map((o) => {
          const on = chosen.includes(o.value)
          return (
            <View
              key={String(o.value)}
              className={`vol-chip${on ? ' is-on' : ''}`}
              data-testid={`${testIdPrefix}-${o.value}`}
              aria-pressed={on}
              {...pressable(() => onToggle(o.value))}
            >
              <Text>{o.name}</Text>
            </View>
          )
        })}
      </View>
    </View>
  )
}

export interface Entry {
  key: string
  name: string
  onPress: () => void
}
export function Entries({ entries }: { entries: Entry[] }) {
  return (
    <View className="vol-entries">
      {entries.map((e) => (
        <View key={e.key} className="vol-entry" data-testid={`vol-entry-${e.key}`} {...pressable(e.onPress)}>
          <Text>{e.name}</Text>
        </View>
      ))}
    </View>
  )
}

export function Button({ text, onPress, testId, plain }: { text: string; onPress: () => void; testId: string; plain?: boolean }) {
  return (
    <View className={`vol-button${plain ? ' is-plain' : ''}`} data-testid={testId} {...pressable(onPress)}>
      <Text>{text}</Text>
    </View>
  )
}

export function Empty({ text, testId }: { text: string; testId: string }) {
  return (
    <Text className="vol-empty" data-testid={testId}>
      {text}
    </Text>
  )
}

/** a fresh idempotency key per visit of a form (the booking form's rule) */
export const newKey = () => `vol-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`
