/**
 * /room-order/{id} (id: an activity room): the session chosen on /time-choice (room-choice store;
 * without one the page sends the visitor back to choose), the number of people (up to the places
 * left), the purpose, the organisation (optional) and the person in charge among the saved
 * visitors, checked by the shared rule (src/core/booking/room-order.ts) before any call; then the
 * gates (bound phone, credit dialogs: useAccountGate().guardBooking) and the one save call with
 * the room's fields. One submit key per visit of the page; success opens /order-success/{orderCode}.
 */
import { Text, View } from '@tarojs/components'
import { Cell, Input, TextArea } from '@nutui/nutui-react-taro'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { checkRoomOrder, ROOM_ORGANISATION_MAX, ROOM_PURPOSE_MAX } from '@/core/booking/room-order'
import { sessionWithDayText } from '@/core/booking/site-time'
import * as routes from '@/core/route-paths'
import { contactApi, useAccountGate } from '@/features/account'
import { bookingApi, newSubmitKey, roomApi, useRoomChoice } from '@/features/booking'
import { PageAction, toast, toastFailure, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './room-order.scss'

export default function RoomOrderPage() {
  const { t } = useTranslation(['rooms', 'booking', 'common'])
  const { id } = usePageParams()
  const room = useLoad(() => roomApi.detail(id), { key: id })
  const contacts = useLoad(() => contactApi.list({}, { page: 1, pageSize: 50 }), { onShow: true })
  const stored = useRoomChoice((s) => s.choice)
  const choice = stored && stored.roomId === Number(id) ? stored : null
  const [people, setPeople] = useState('')
  const [purpose, setPurpose] = useState('')
  const [organisation, setOrganisation] = useState('')
  const [contactId, setContactId] = useState<number>()
  const submitKey = useRef(newSubmitKey())
  const gate = useAccountGate()
  const max = choice ? Math.min(choice.stock, room.data?.capacity ?? choice.stock) : 0

  const submit = async () => {
    if (!choice) return toast(t('rooms:order.noTime'))
    const input = { purpose, organisation, peopleCount: Number(people || 0), contactIds: contactId ? [contactId] : [] }
    const refusal = checkRoomOrder(input, max)
    if (refusal) return toast(t(`rooms:error.${refusal.key}`, refusal.params))
    if (!(await gate.guardBooking())) return
    const res = await bookingApi.book(choice.slotId, input.contactIds, submitKey.current, {
      purpose: purpose.trim(),
      organisation: organisation.trim(),
      peopleCount: input.peopleCount,
    })
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    navigate(routes.orderSuccess(res.data.orderCode), 'replace')
  }

  return (
    <PageShell title={room.data ? `${t('rooms:order.title')} · ${room.data.name}` : t('rooms:order.title')}>
      <View className="room-order" data-testid="room-order" data-state={room.data ? 'ready' : 'loading'}>
        <Cell title={t('rooms:order.room')} extra={room.data?.name ?? ''} />
        {choice ? (
          <Cell
            title={t('rooms:order.time')}
            extra={<Text data-testid="room-order-time">{sessionWithDayText(choice.startTime, choice.endTime)}</Text>}
          />
        ) : (
          <View className="room-order__no-time">
            <Text>{t('rooms:order.noTime')}</Text>
            <Text className="room-order__link" data-testid="room-order-choose" {...pressable(() => navigate(routes.timeChoice(id)))}>
              {t('rooms:order.chooseTime')}
            </Text>
          </View>
        )}
        <Cell
          title={t('rooms:order.people')}
          extra={
            <Input
              type="digit"
              maxLength={4}
              data-testid="room-order-people"
              value={people}
              placeholder={t('rooms:order.peopleHint', { max })}
              onChange={setPeople}
            />
          }
        />
        <Cell
          title={t('rooms:order.organisation')}
          extra={
            <Input
              data-testid="room-order-organisation"
              maxLength={ROOM_ORGANISATION_MAX}
              value={organisation}
              placeholder={t('rooms:order.organisationHint')}
              onChange={setOrganisation}
            />
          }
        />
        <Text className="room-order__label">{t('rooms:order.purpose')}</Text>
        <View className="room-order__purpose">
          <TextArea
            data-testid="room-order-purpose"
            value={purpose}
            maxLength={ROOM_PURPOSE_MAX}
            placeholder={t('rooms:order.purposeHint')}
            onChange={setPurpose}
          />
        </View>
        <Text className="room-order__label">{t('rooms:order.contact')}</Text>
        <View className="room-order__contacts" data-testid="room-order-contacts">
          {(contacts.data?.items ?? []).map((c) => (
            <Text
              key={c.id}
              className={`room-order__contact${contactId === Number(c.id) ? ' room-order__contact--on' : ''}`}
              data-testid={`room-order-contact-${c.id}`}
              aria-pressed={contactId === Number(c.id)}
              {...pressable(() => setContactId(Number(c.id)), c.name)}
            >
              {c.name}
            </Text>
          ))}
          <Text className="room-order__link" data-testid="room-order-add-contact" {...pressable(() => navigate(routes.appointmentAdd()))}>
            {t('rooms:order.addContact')}
          </Text>
        </View>
        <PageAction testId="room-order-submit" onClick={submit}>
          {t('rooms:order.submit')}
        </PageAction>
        {gate.element}
      </View>
    </PageShell>
  )
}
