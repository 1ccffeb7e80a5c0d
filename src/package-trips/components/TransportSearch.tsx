/**
 * The one search page of /train-search, /plane-search, /bus-search and /car-search: from, to (with
 * swap), date (NutUI Calendar), the search, and the answer as rows of departure and arrival time,
 * stations, duration, price and seats left (car offers: vehicle and price per day or per trip).
 * The address may carry ?from=&to=&date= (the trip detail's "getting there" links): searched at once.
 */
import { Button, Calendar, Input } from '@nutui/nutui-react-taro'
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { siteDayOf } from '@/core/booking/site-time'
import type { TransportAnswer, TransportKind, TransportRow } from '@/core/trips/contract'
import { addDays, hasDeparted } from '@/core/trips/rules'
import { usePageParams } from '@/kit/page-params'
import { pressable } from '@/kit/theme'
import { toast, toastFailure } from '@/kit/toast'
import { transportCalls } from '../api'
import { calendarDays, durationText } from './text'
import './trips.scss'

const DEFAULT_TO: Record<TransportKind, string> = { train: '都江堰', bus: '都江堰', car: '都江堰', flight: '乌鲁木齐' }
const SEARCH_DAYS_AHEAD = 60

function Row({ row, kind, departed }: { row: TransportRow; kind: TransportKind; departed: boolean }) {
  const { t } = useTranslation('trips')
  const car = kind === 'car'
  return (
    <View
      className={departed ? 'transport-row transport-row--departed' : 'transport-row'}
      data-testid={`transport-row-${row.code}`}
      data-depart={row.departTime}
      data-seats={row.seatsLeft}
      data-departed={departed}
    >
      <View className="transport-row__main">
        <View className="transport-row__end">
          <Text className="transport-row__time">{car ? row.vehicle : row.departTime}</Text>
          <Text className="transport-row__station">{row.fromStation}</Text>
        </View>
        {!car && (
          <View className="transport-row__mid">
            <Text>{row.code}</Text>
            <Text>{durationText(t, row.durationMinutes)}</Text>
            <Text>{row.carrier}</Text>
          </View>
        )}
        {!car && (
          <View className="transport-row__end">
            <Text className="transport-row__time">
              {row.arriveTime}
              {row.arriveDayOffset > 0 ? ` ${t('transport.nextDay', { count: row.arriveDayOffset })}` : ''}
            </Text>
            <Text className="transport-row__station">{row.toStation}</Text>
          </View>
        )}
        <View className="transport-row__end">
          <Text className="transport-row__price" data-testid={`transport-price-${row.code}`}>
            {car
              ? t(row.priceUnit === 'day' ? 'transport.priceDay' : 'transport.priceTrip', { price: row.price })
              : t('transport.price', { price: row.price })}
          </Text>
          <Text className="transport-row__station">
            {departed
              ? t('transport.departed')
              : row.seatsLeft > 0
                ? t('transport.seatsLeft', { count: row.seatsLeft })
                : t('transport.soldOut')}
          </Text>
        </View>
      </View>
      <Text className="transport-row__seats">
        {car
          ? `${row.carrier} · ${row.fromStation}`
          : row.seats.map((s) => t('transport.seatLeft', { name: s.name, price: s.price, left: s.left })).join('  ')}
      </Text>
    </View>
  )
}

export function TransportSearch({ kind }: { kind: TransportKind }) {
  const { t } = useTranslation('trips')
  const params = usePageParams()
  const today = siteDayOf(Date.now())
  const [from, setFrom] = useState(params.from || '成都')
  const [to, setTo] = useState(params.to || DEFAULT_TO[kind])
  const [date, setDate] = useState(params.date && params.date >= today ? params.date : today)
  const [calendar, setCalendar] = useState(false)
  const [answer, setAnswer] = useState<TransportAnswer | undefined>()
  const [busy, setBusy] = useState(false)

  const search = async () => {
    if (!from.trim() || !to.trim()) return toast(t('transport.need'))
    setBusy(true)
    const res = await transportCalls.search(kind, { from: from.trim(), to: to.trim(), date })
    setBusy(false)
    if (res.ok) setAnswer(res.data)
    else {
      setAnswer(undefined)
      toastFailure(res, t('error.providerFailed'))
    }
  }
  useEffect(() => {
    if (params.from && params.to) void search()
    // the address's query once, when the page opens
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  const swap = () => {
    setFrom(to)
    setTo(from)
  }

  return (
    <PageShell title={t(`transport.title.${kind}`)}>
      <View className="trips-page" data-testid={`transport-${kind}`}>
        <View className="transport-form">
          <View className="transport-form__places">
            <View className="transport-form__place">
              <Text className="trip-form__label">{t('transport.from')}</Text>
              <Input
                className="trip-form__input"
                data-testid="transport-from"
                aria-label={t('transport.from')}
                value={from}
                placeholder={t('transport.fromPlaceholder')}
                onChange={(v) => setFrom(v)}
              />
            </View>
            <Button className="transport-form__swap" data-testid="transport-swap" aria-label={t('transport.swap')} onClick={swap}>
              ⇄
            </Button>
            <View className="transport-form__place">
              <Text className="trip-form__label">{t('transport.to')}</Text>
              <Input
                className="trip-form__input"
                data-testid="transport-to"
                aria-label={t('transport.to')}
                value={to}
                placeholder={t('transport.toPlaceholder')}
                onChange={(v) => setTo(v)}
              />
            </View>
          </View>
          <Text className="trip-form__label">{t('transport.date')}</Text>
          <View className="trip-form__value" data-testid="transport-date" {...pressable(() => setCalendar(true))}>
            {date}
          </View>
          <Button type="primary" block data-testid="transport-search" loading={busy} onClick={() => void search()}>
            {t('transport.search')}
          </Button>
        </View>
        <Calendar
          visible={calendar}
          type="single"
          title={t('transport.date')}
          defaultValue={date}
          startDate={today}
          endDate={addDays(today, SEARCH_DAYS_AHEAD)}
          confirmText={t('form.done')}
          onClose={() => setCalendar(false)}
          onConfirm={(param) => {
            const [day] = calendarDays(param)
            if (day) setDate(day)
            setCalendar(false)
          }}
        />
        {answer && (
          <View data-testid="transport-results" data-count={answer.rows.length}>
            <View className="transport-form__summary trips-list">
              <Text className="trip-form__hint">
                {t('transport.results', { from: answer.from, to: answer.to, date: answer.date, count: answer.rows.length })}
              </Text>
            </View>
            {answer.rows.length === 0 ? (
              <View className="trips-empty" data-testid="transport-empty">
                {t('transport.empty')}
              </View>
            ) : (
              answer.rows.map((row) => (
                <Row
                  key={`${row.code}-${row.fromStation}`}
                  row={row}
                  kind={kind}
                  departed={kind !== 'car' && hasDeparted(answer.date, row.departTime, Date.now())}
                />
              ))
            )}
          </View>
        )}
      </View>
    </PageShell>
  )
}
