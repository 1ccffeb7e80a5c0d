/**
 * "Book an activity room" on a venue's detail page: shown when the venue has rooms that take
 * bookings (res/api/booking/roomList), with how many; opens /activity-room/{venueId}.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '../../core/route-paths'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { roomApi } from './rooms-api'
import './book-entry.scss'

export function RoomsEntry({ venueId }: { venueId: number }) {
  const { t } = useTranslation('rooms')
  const [count, setCount] = useState(0)
  useEffect(() => {
    let live = true
    roomApi.list(venueId).then((res) => {
      if (live && res.ok) setCount(res.data.filter((r) => r.bookable).length)
    })
    return () => {
      live = false
    }
  }, [venueId])
  if (count === 0) return null
  const title = t('entry.rooms')
  const rooms = t('entry.count', { count })
  return (
    <View
      className="book-entry"
      data-testid="place-rooms"
      {...pressable(() => navigate(routes.activityRoom(venueId)), `${title} ${rooms}`)}
    >
      <Text className="book-entry__title">{title}</Text>
      <Text className="book-entry__left">{rooms}</Text>
    </View>
  )
}
