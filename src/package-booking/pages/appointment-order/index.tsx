/**
 * /appointment-order/{id}[/{date}] (`?scenic=scenic` for a scenic area, else a venue): the next
 * seven days with their state (open, full, stopped, closed), the chosen day's sessions with the
 * places left, the visitor's saved visitors to tick (at most 5), and the booking: the bound-phone and
 * credit gates first (useAccountGate().guardBooking), then the call. The submit carries
 * one key for the page's visit, so a double tap or a retry answers the same order; success opens
 * the reservation list.
 */
import { Text, View } from '@tarojs/components'
import { Checkbox } from '@nutui/nutui-react-taro'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { BOOKING_LIMITS } from '@/core/booking/appointment-day'
import { sessionText } from '@/core/booking/site-time'
import { RESOURCE_TYPES } from '@/core/resource-types'
import * as routes from '@/core/route-paths'
import { contactApi, useAccountGate } from '@/features/account'
import { bookingApi, newSubmitKey } from '@/features/booking'
import { FilterTabs, PageAction, toast, toastFailure, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './appointment-order.scss'

export default function AppointmentOrderPage() {
  const { t } = useTranslation(['booking', 'common'])
  const { id, date, scenic } = usePageParams()
  const resourceType = scenic === 'scenic' ? RESOURCE_TYPES.SCENERY.code : RESOURCE_TYPES.VENUE.code
  const days = useLoad(() => bookingApi.days(resourceType, id), { key: `${resourceType}-${id}` })
  const contacts = useLoad(() => contactApi.list({}, { page: 1, pageSize: 50 }), { onShow: true })
  const [day, setDay] = useState<string | undefined>(date)
  const [slotId, setSlotId] = useState<number>()
  const [chosen, setChosen] = useState<number[]>([])
  const submitKey = useRef(newSubmitKey())
  const gate = useAccountGate()

  const all = days.data ?? []
  const current = all.find((d) => d.date === day) ?? all.find((d) => d.state === 'open') ?? all[0]
  const toggle = (contactId: number) =>
    setChosen((now) =>
      now.includes(contactId) ? now.filter((c) => c !== contactId) : now.length < BOOKING_LIMITS.PER_ORDER_MAX ? [...now, contactId] : now,
    )

  const submit = async () => {
    if (!slotId) return toast(t('booking:form.chooseSession'))
    if (chosen.length === 0) return toast(t('booking:error.noVisitors'))
    // bound phone ("Kindly reminder") and the credit dialogs (SHORT_LOSE_CREDIT, LOSE_CREDIT) first
    if (!(await gate.guardBooking())) return
    const res = await bookingApi.book(slotId, chosen, submitKey.current)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(t('booking:form.booked'))
    navigate(routes.userReservation())
  }

  return (
    <PageShell title={current?.resourceName ? t('booking:form.titleOf', { name: current.resourceName }) : t('booking:form.title')}>
      <View className="booking-form" data-testid="appointment-order" data-state={days.data ? 'ready' : 'loading'}>
        {days.data && all.length === 0 && <Text className="booking-form__empty">{t('booking:form.notBookable')}</Text>}
        {current && (
          <>
            <FilterTabs
              tabs={all.map((d) => ({ code: d.date, name: `${d.date.slice(5)} ${t(`booking:day.${d.state}`)}` }))}
              current={current.date}
              onChange={(code) => {
                setDay(code)
                setSlotId(undefined)
              }}
              testIdPrefix="booking-day"
            />
            <Text className="booking-form__label">{t('booking:form.sessions')}</Text>
            <View className="booking-form__sessions">
              {current.orderTimes.map((s) => {
                const open = s.state === 'open'
                const on = slotId === s.id
                const time = sessionText(s.startTime, s.endTime)
                const places = open ? t('booking:form.left', { count: s.stock }) : t(`booking:day.${s.state}`)
                return (
                  <View
                    key={s.id}
                    className={`booking-session${on ? ' booking-session--on' : ''}${open ? '' : ' booking-session--off'}`}
                    data-testid={`booking-session-${s.id}`}
                    data-state={s.state}
                    aria-disabled={!open}
                    {...pressable(() => open && setSlotId(s.id), `${time} ${places}`)}
                  >
                    <Text className="booking-session__time">{time}</Text>
                    <Text className="booking-session__stock">{places}</Text>
                  </View>
                )
              })}
            </View>
            <Text className="booking-form__label">{t('booking:form.visitors', { limit: BOOKING_LIMITS.PER_ORDER_MAX })}</Text>
            <View className="booking-form__visitors" data-testid="booking-visitors">
              {(contacts.data?.items ?? []).map((c) => (
                <View key={c.id} className="booking-visitor" data-testid={`booking-visitor-${c.id}`}>
                  <Checkbox checked={chosen.includes(Number(c.id))} onChange={() => toggle(Number(c.id))} label={c.name} />
                </View>
              ))}
              <Text
                className="booking-form__add"
                data-testid="booking-add-visitor"
                {...pressable(() => navigate(routes.userContactsEdit()))}
              >
                {t('booking:form.addVisitor')}
              </Text>
            </View>
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
