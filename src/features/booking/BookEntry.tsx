/**
 * "Book a visit" on a venue's or a scenic area's detail page: shown only when the place takes
 * bookings (its calendar answers), with the places left over the coming days; opens
 * /appointment-order/{id} (`?scenic=scenic` for a scenic area). On an activity room's detail it
 * books the room: /time-choice/{id}.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '../../core/route-paths'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { bookingApi } from './api'
import './book-entry.scss'

export function BookEntry({ type, id }: { type: 'VENUE' | 'SCENERY' | 'ACTIVITY_ROOM'; id: number }) {
  const { t } = useTranslation(['booking', 'rooms'])
  const [left, setLeft] = useState<number | null>(null)
  useEffect(() => {
    let live = true
    bookingApi.days(RESOURCE_TYPES[type].code, id).then((res) => {
      if (live && res.ok) setLeft(res.data.reduce((sum, d) => sum + d.stock, 0))
    })
    return () => {
      live = false
    }
  }, [type, id])
  if (left === null) return null
  const open = () =>
    navigate(
      type === 'ACTIVITY_ROOM' ? routes.timeChoice(id) : `${routes.appointmentOrder(id)}${type === 'SCENERY' ? '?scenic=scenic' : ''}`,
    )
  const places = left > 0 ? t('entry.left', { count: left }) : t('day.full')
  const title = type === 'ACTIVITY_ROOM' ? t('rooms:entry.book') : t('entry.book')
  // the accessible name holds all the visible words (axe: label-content-name-mismatch)
  return (
    <View className="book-entry" data-testid="place-book" {...pressable(open, `${title} ${places}`)}>
      <Text className="book-entry__title">{title}</Text>
      <Text className="book-entry__left">{places}</Text>
    </View>
  )
}
