/**
 * Booking one session of a bookable resource (a venue or scenic-area visit, a narrator, an
 * interpretation service): the next seven days with their state (open, full, stopped, closed), the
 * chosen day's sessions with the places left, the visitor's saved visitors to tick (at most 5), the
 * booking SMS code where the site asks for one; the place, the chosen session and the price (each
 * and for the visitors ticked, src/core/booking/price.ts, the rule book() charges by) stand above
 * the submit, so the visitor knows what the booking costs before it is made; then the gates
 * (useAccountGate().guardBooking: bound phone, credit dialogs) and the call. The submit carries one key for the page's visit, so a double
 * tap or a retry answers the same order. One form for every booking page, one booking path (save).
 */
import { Text, View } from '@tarojs/components'
import { Checkbox, Input } from '@nutui/nutui-react-taro'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { BOOKING_LIMITS } from '@/core/booking/appointment-day'
import { ORDER_STATUS } from '@/core/booking/order-status'
import { bookingPrice } from '@/core/booking/price'
import { sessionWithDayText } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { contactApi, useAccountGate } from '@/features/account'
import {
  appointmentApi,
  bookingApi,
  BookingPrice,
  DayStrip,
  newSubmitKey,
  SessionChooser,
  SummaryLines,
  type AppointmentDay,
  type SummaryLine,
} from '@/features/booking'
import { PageAction, toast, toastFailure, useLoad, type Result } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './booking-form.scss'

export interface BookingFormProps {
  resourceType: string
  resourceId: string | number
  /** the day to open on (yyyy-mm-dd), else the first open one */
  date?: string
  /** the page title once the resource's name is known, and before */
  title: (resourceName?: string) => string
  onBooked: (booked: { orderCode: string; status: number }) => void
  /** the days and sessions when not the resource's calendar (an activity's dated sessions: activityCalls.sessions) */
  loadDays?: () => Promise<Result<AppointmentDay[]>>
  /** what the credit gate also checks (an activity's faithUseStatus minimum score) */
  guard?: { actionType?: string; minScore?: number }
  /** after the gates, instead of booking here (an activity with a seat map goes on to choose seats); true when it took over */
  instead?: (choice: { slotId: number; contactIds: number[] }) => boolean
}

export function BookingForm({ resourceType, resourceId, date, title, onBooked, loadDays, guard, instead }: BookingFormProps) {
  const { t } = useTranslation(['booking', 'appointment', 'common'])
  const days = useLoad(() => (loadDays ? loadDays() : bookingApi.days(resourceType, resourceId)), { key: `${resourceType}-${resourceId}` })
  const contacts = useLoad(() => contactApi.list({}, { page: 1, pageSize: 50 }), { onShow: true })
  const [day, setDay] = useState<string | undefined>(date)
  const [slotId, setSlotId] = useState<number>()
  const [chosen, setChosen] = useState<number[]>([])
  const [smsCode, setSmsCode] = useState('')
  const submitKey = useRef(newSubmitKey())
  const gate = useAccountGate()
  const asksSms = Boolean(__SITE__.bookingSmsCode)

  const all = days.data ?? []
  const current = all.find((d) => d.date === day) ?? all.find((d) => d.state === 'open') ?? all[0]
  const slot = current?.orderTimes.find((s) => s.id === slotId)
  // the resource's price per person (the calendar's answer); an activity's own days carry none
  const priced = all.find((d) => d.priceFen !== undefined)
  const each = priced ? { priceFen: priced.priceFen ?? 0, pricePoints: priced.pricePoints ?? 0 } : null
  const summary: SummaryLine[] = current
    ? [
        { label: t('booking:form.summaryPlace'), value: current.resourceName, testId: 'booking-summary-place' },
        {
          label: t('booking:form.summarySession'),
          value: slot ? sessionWithDayText(slot.startTime, slot.endTime) : t('booking:form.notChosen'),
          testId: 'booking-summary-session',
        },
      ]
    : []
  if (each) {
    summary.push({ label: t('booking:form.summaryPrice'), value: <BookingPrice price={each} />, testId: 'booking-summary-price' })
    if (chosen.length > 0)
      summary.push({
        label: t('booking:form.summaryTotal', { count: chosen.length }),
        value: <BookingPrice price={each} people={chosen.length} />,
        testId: 'booking-summary-total',
      })
  }
  const paid = each !== null && bookingPrice(each).kind !== 'free'
  const toggle = (contactId: number) =>
    setChosen((now) =>
      now.includes(contactId) ? now.filter((c) => c !== contactId) : now.length < BOOKING_LIMITS.PER_ORDER_MAX ? [...now, contactId] : now,
    )

  const sendCode = async () => {
    if (!(await gate.guardBooking())) return
    const res = await appointmentApi.sendSmsCode()
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('appointment:sms.sent'))
  }

  const submit = async () => {
    if (!slotId) return toast(t('booking:form.chooseSession'))
    if (chosen.length === 0) return toast(t('booking:error.noVisitors'))
    if (asksSms && !/^\d{6}$/.test(smsCode)) return toast(t('appointment:sms.required'))
    // bound phone ("Kindly reminder") and the credit dialogs (SHORT_LOSE_CREDIT, LOSE_CREDIT) first
    if (!(await gate.guardBooking(guard))) return
    if (instead?.({ slotId, contactIds: chosen })) return
    const res = await bookingApi.book(slotId, chosen, submitKey.current, asksSms ? { smsCode } : undefined)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(t('booking:form.booked'))
    // a paid (or points-priced) booking waits for its payment: the pay page first, whatever page booked it
    if (res.data.status === ORDER_STATUS.AWAITING_PAYMENT) return void navigate(routes.orderPay(res.data.orderCode), 'replace')
    onBooked(res.data)
  }

  return (
    <PageShell title={title(current?.resourceName)}>
      <View className="booking-form" data-testid="appointment-order" data-state={days.data ? 'ready' : 'loading'}>
        {days.data && all.length === 0 && <Text className="booking-form__empty">{t('booking:form.notBookable')}</Text>}
        {current && (
          <>
            <DayStrip
              days={all}
              current={current.date}
              onChange={(code) => {
                setDay(code)
                setSlotId(undefined)
              }}
            />
            <Text className="booking-form__label">{t('booking:form.sessions')}</Text>
            <SessionChooser sessions={current.orderTimes} chosen={slotId} onChoose={(s) => setSlotId(s.id)} />
            <Text className="booking-form__label">{t('booking:form.visitors', { limit: BOOKING_LIMITS.PER_ORDER_MAX })}</Text>
            <View className="booking-form__visitors" data-testid="booking-visitors">
              {(contacts.data?.items ?? []).map((c) => (
                <View key={c.id} className="booking-visitor" data-testid={`booking-visitor-${c.id}`}>
                  <Checkbox checked={chosen.includes(Number(c.id))} onChange={() => toggle(Number(c.id))} label={c.name} />
                </View>
              ))}
              <Text className="booking-form__add" data-testid="booking-add-visitor" {...pressable(() => navigate(routes.appointmentAdd()))}>
                {t('booking:form.addVisitor')}
              </Text>
            </View>
            {asksSms && (
              <View className="booking-form__sms" data-testid="booking-sms">
                <Input
                  className="booking-form__sms-input"
                  type="digit"
                  maxLength={6}
                  value={smsCode}
                  placeholder={t('appointment:sms.label')}
                  data-testid="booking-sms-code"
                  onChange={setSmsCode}
                />
                <Text className="booking-form__add" data-testid="booking-sms-send" {...pressable(sendCode)}>
                  {t('appointment:sms.send')}
                </Text>
              </View>
            )}
            <SummaryLines lines={summary} testId="booking-summary" />
            {paid && <Text className="booking-form__note">{t('booking:form.payNote')}</Text>}
            <PageAction testId="booking-submit" onClick={submit}>
              {t('booking:form.submit')}
            </PageAction>
          </>
        )}
        {gate.element}
      </View>
    </PageShell>
  )
}
