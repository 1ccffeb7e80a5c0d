/**
 * /activity-room/{id} (id: a venue): the venue's activity rooms (product-spec 2.3 Rooms), each with
 * its picture, capacity, floor area, price (free, money or points) and whether the venue reviews
 * bookings; "Book" opens /time-choice/{roomId}, a room that takes no bookings says so.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import { roomApi, type ActivityRoom } from '@/features/booking'
import { LoadState, useLoad, usePageParams } from '@/kit'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './activity-room.scss'

export function priceText(room: ActivityRoom, t: (key: string, o?: Record<string, unknown>) => string): string {
  if (room.money) return t('list.money', { money: room.money })
  if (room.integral) return t('list.points', { count: room.integral })
  return t('list.free')
}

export default function ActivityRoomPage() {
  const { t } = useTranslation('rooms')
  const { id } = usePageParams()
  const rooms = useLoad(() => roomApi.list(id), { key: id })
  const all = rooms.data ?? []
  const venue = all[0]?.venueName
  return (
    <PageShell title={venue ? t('list.titleOf', { name: venue }) : t('list.title')}>
      <View className="room-list" data-testid="activity-room" data-state={rooms.data ? 'ready' : 'loading'}>
        <LoadState load={rooms} testId="activity-room" />
        {rooms.data && all.length === 0 && <Text className="room-list__empty">{t('list.empty')}</Text>}
        {all.map((room) => (
          <View key={room.id} className="room-card" data-testid={`room-${room.id}`} data-bookable={room.bookable ? '1' : '0'}>
            {room.image && <Picture className="room-card__image" src={room.image} lazyLoad />}
            <View className="room-card__body">
              <Text className="room-card__name">{room.name}</Text>
              <Text className="room-card__line">
                {t('list.capacity', { count: room.capacity })}
                {room.area ? ` · ${t('list.area', { area: room.area })}` : ''}
              </Text>
              <Text className="room-card__line">
                {priceText(room, t)}
                {room.reviewed ? ` · ${t('list.review')}` : ''}
              </Text>
            </View>
            {room.bookable ? (
              <Text
                className="room-card__book"
                data-testid={`room-book-${room.id}`}
                {...pressable(() => navigate(routes.timeChoice(room.id)), `${t('list.book')} ${room.name}`)}
              >
                {t('list.book')}
              </Text>
            ) : (
              <Text className="room-card__closed">{t('list.closed')}</Text>
            )}
          </View>
        ))}
      </View>
    </PageShell>
  )
}
