/**
 * /seat-selection/{id}/{max}/{activityId} (id: the session's slot, max: the seats to choose, one a
 * person; `?contactIds=` the visitors chosen on /activity-order). The hall's seat map, stage at the
 * top: free seats can be tapped (up to max), seats held by others, sold or not for sale cannot.
 * "Confirm seats" holds them on the server for 5 minutes (useSeat; src/core/booking/seat-plan.ts)
 * and shows the countdown; then "Continue" books them with the visitors through the one save call
 * (the held seats are sold in the order's transaction) and opens the pay page (status 0) or
 * /activity-success. Opened without visitors, "Continue" goes to /activity-order/{activityId}.
 * A seat taken meanwhile, or a hold that ran out, reloads the map with the server's words.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ORDER_STATUS } from '@/core/booking/order-status'
import { holdCountdown, SEAT_MAX, seatParts } from '@/core/booking/seat-plan'
import * as routes from '@/core/route-paths'
import { bookingApi, newSubmitKey, seatApi, type SeatCell } from '@/features/booking'
import { PageAction, toast, toastFailure, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './seat-selection.scss'

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x))

export default function SeatSelectionPage() {
  const { t } = useTranslation(['rooms', 'common'])
  const { id, max: maxParam, activityId, contactIds = '' } = usePageParams()
  const max = Math.max(1, Math.min(Number(maxParam) || 1, SEAT_MAX))
  const map = useLoad(() => seatApi.map(id), { key: id })
  const [chosen, setChosen] = useState<string[]>([])
  const [held, setHeld] = useState<{ seatIds: string[]; expiresAt: number } | null>(null)
  const [now, setNow] = useState(() => Date.now())
  const submitKey = useRef(newSubmitKey())
  const m = map.data

  // seats this visitor already holds (back on the page) are chosen and held
  useEffect(() => {
    if (!m) return
    if (m.mine.length && m.expiresAt) {
      setChosen(m.mine)
      setHeld({ seatIds: m.mine, expiresAt: Date.parse(m.expiresAt) })
    }
  }, [m])

  useEffect(() => {
    if (!held) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [held])

  const left = held ? held.expiresAt - now : 0
  useEffect(() => {
    if (held && left <= 0) {
      setHeld(null)
      setChosen([])
      toast(t('rooms:seat.expired'))
      map.reload()
    }
  }, [held, left, map, t])

  const toggle = (seat: SeatCell) => {
    if (seat.state !== 'free' && seat.state !== 'mine') return
    setChosen((now) => (now.includes(seat.id) ? now.filter((s) => s !== seat.id) : now.length < max ? [...now, seat.id] : now))
  }

  const isHeld = held !== null && sameSet(held.seatIds, chosen)
  const name = (seatId: string) => t('rooms:seat.seatOf', seatParts(seatId))

  const hold = async () => {
    if (chosen.length === 0) return toast(t('rooms:seat.none'))
    const res = await seatApi.hold(id, chosen, max)
    if (!res.ok) {
      toastFailure(res, t('common:requestFailed'))
      setChosen([])
      setHeld(null)
      return map.reload()
    }
    setNow(Date.now())
    setHeld({ seatIds: res.data.seatIds, expiresAt: Date.parse(res.data.expiresAt) })
    map.reload()
  }

  const next = async () => {
    if (!held) return
    const visitors = contactIds.split(',').filter(Boolean)
    if (visitors.length === 0) return navigate(routes.activityOrder(activityId))
    const res = await bookingApi.book(Number(id), visitors, submitKey.current, { seatIds: held.seatIds.join(',') })
    if (!res.ok) {
      toastFailure(res, t('common:requestFailed'))
      return map.reload()
    }
    navigate(
      res.data.status === ORDER_STATUS.AWAITING_PAYMENT ? routes.orderPay(res.data.orderCode) : routes.activitySuccess(res.data.orderCode),
      'replace',
    )
  }

  return (
    <PageShell title={m ? `${t('rooms:seat.title')} · ${m.hallName}` : t('rooms:seat.title')}>
      <View className="seat-page" data-testid="seat-selection" data-state={m ? 'ready' : 'loading'}>
        <View className="seat-page__stage">{t('rooms:seat.screen')}</View>
        {m && (
          <View className="seat-map" data-testid="seat-map">
            {m.rows.map((row) => (
              <View key={row.row} className="seat-map__row">
                <Text className="seat-map__label">{row.row}</Text>
                {row.seats.map((seat, i) =>
                  seat ? (
                    <View
                      key={seat.id}
                      className={`seat seat--${chosen.includes(seat.id) ? 'chosen' : seat.state}`}
                      data-testid={`seat-${seat.id}`}
                      data-state={seat.state}
                      aria-disabled={seat.state !== 'free' && seat.state !== 'mine'}
                      aria-pressed={chosen.includes(seat.id)}
                      {...pressable(() => toggle(seat), `${name(seat.id)} ${t(`rooms:seat.${seat.state}`)}`)}
                    />
                  ) : (
                    <View key={`aisle-${i}`} className="seat-map__aisle" />
                  ),
                )}
              </View>
            ))}
          </View>
        )}
        <View className="seat-legend">
          {(['free', 'mine', 'held', 'sold', 'off'] as const).map((state) => (
            <View key={state} className="seat-legend__item">
              <View className={`seat seat--${state === 'mine' ? 'chosen' : state} seat--legend`} />
              <Text>{t(`rooms:seat.${state}`)}</Text>
            </View>
          ))}
        </View>
        <View className="seat-page__summary">
          <Text data-testid="seat-chosen">{t('rooms:seat.chosen', { count: chosen.length, max })}</Text>
          <Text>{chosen.map(name).join('、')}</Text>
          {isHeld && (
            <Text className="seat-page__countdown" data-testid="seat-countdown">
              {t('rooms:seat.heldFor', { time: holdCountdown(left) })}
            </Text>
          )}
        </View>
        {isHeld ? (
          <PageAction testId="seat-next" onClick={next}>
            {t('rooms:seat.next')}
          </PageAction>
        ) : (
          <PageAction testId="seat-confirm" onClick={hold}>
            {t('rooms:seat.confirm')}
          </PageAction>
        )}
      </View>
    </PageShell>
  )
}
