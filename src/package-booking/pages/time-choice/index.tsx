/**
 * /time-choice/{id} (id: an activity room): the room's next seven days with their state and the
 * chosen day's sessions with the places left (src/features/booking DayStrip, SessionChooser); one
 * session per order (src/core/booking/room-order.ts). "Next" keeps the choice in the room-choice
 * store (product-spec 3 "Shared state: room-order times and selection") and opens /room-order/{id}.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { RESOURCE_TYPES } from '@/core/resource-types'
import * as routes from '@/core/route-paths'
import { bookingApi, DayStrip, SessionChooser, useRoomChoice, type SessionTime } from '@/features/booking'
import { LoadState, PageAction, toast, useLoad, usePageParams } from '@/kit'
import { navigate } from '@/services/navigate'
import './time-choice.scss'

export default function TimeChoicePage() {
  const { t } = useTranslation(['rooms', 'booking'])
  const { id } = usePageParams()
  const days = useLoad(() => bookingApi.days(RESOURCE_TYPES.ACTIVITY_ROOM.code, id), { key: id })
  const choose = useRoomChoice((s) => s.choose)
  const [day, setDay] = useState<string>()
  const [session, setSession] = useState<SessionTime>()
  const all = days.data ?? []
  const current = all.find((d) => d.date === day) ?? all.find((d) => d.state === 'open') ?? all[0]

  const next = () => {
    if (!session || !current) return toast(t('rooms:time.choose'))
    choose({
      roomId: Number(id),
      slotId: session.id,
      day: current.date,
      startTime: session.startTime,
      endTime: session.endTime,
      stock: session.stock,
    })
    navigate(routes.roomOrder(id))
  }

  return (
    <PageShell title={current?.resourceName ? t('rooms:time.titleOf', { name: current.resourceName }) : t('rooms:time.title')}>
      <View className="time-choice" data-testid="time-choice" data-state={days.data ? 'ready' : 'loading'}>
        <LoadState load={days} testId="time-choice" />
        {days.data && all.length === 0 && <Text className="time-choice__empty">{t('booking:form.notBookable')}</Text>}
        {current && (
          <>
            <DayStrip
              days={all}
              current={current.date}
              onChange={(date) => {
                setDay(date)
                setSession(undefined)
              }}
            />
            <Text className="time-choice__label">{t('rooms:time.sessions')}</Text>
            <SessionChooser sessions={current.orderTimes} chosen={session?.id} onChoose={setSession} />
            <PageAction testId="time-choice-next" onClick={next}>
              {t('rooms:time.next')}
            </PageAction>
          </>
        )}
      </View>
    </PageShell>
  )
}
