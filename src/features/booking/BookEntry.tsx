/**
 * "Book a visit" on a venue's or a scenic area's detail page: shown only when the place takes
 * bookings (the place detail's `booking`; a place without one asks no calendar, which would answer
 * not found), with its price per person and the places left over the coming days; opens
 * /appointment-order/{id} (`?scenic=scenic` for a scenic area). On an activity room's detail it
 * books the room: /time-choice/{id}.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '../../core/route-paths'
import { bookingPrice, priceText, type BookingPriceInput } from '../../core/booking/price'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { bookingApi } from './api'
import { BookingPrice } from './BookingPrice'
import './book-entry.scss'

/** `booking`: the place detail's (its price per person), null or absent when the place takes no bookings */
export function BookEntry({
  type,
  id,
  booking,
}: {
  type: 'VENUE' | 'SCENERY' | 'ACTIVITY_ROOM'
  id: number
  booking: BookingPriceInput | null | undefined
}) {
  const { t } = useTranslation(['booking', 'rooms'])
  const [left, setLeft] = useState<number | null>(null)
  const bookable = Boolean(booking)
  useEffect(() => {
    if (!bookable) return
    let live = true
    bookingApi.days(RESOURCE_TYPES[type].code, id).then((res) => {
      if (live && res.ok) setLeft(res.data.reduce((sum, d) => sum + d.stock, 0))
    })
    return () => {
      live = false
    }
  }, [type, id, bookable])
  if (!booking || left === null) return null
  const open = () =>
    navigate(
      type === 'ACTIVITY_ROOM' ? routes.timeChoice(id) : `${routes.appointmentOrder(id)}${type === 'SCENERY' ? '?scenic=scenic' : ''}`,
    )
  const places = left > 0 ? t('entry.left', { count: left }) : t('day.full')
  const title = type === 'ACTIVITY_ROOM' ? t('rooms:entry.book') : t('entry.book')
  const price = priceText(bookingPrice(booking))
  // the accessible name holds all the visible words (axe: label-content-name-mismatch)
  return (
    <View className="book-entry" data-testid="place-book" {...pressable(open, `${title} ${t(price.key, price.values)} ${places}`)}>
      <View className="book-entry__main">
        <Text className="book-entry__title">{title}</Text>
        <BookingPrice price={booking} className="book-entry__price" testId="place-book-price" />
      </View>
      <Text className="book-entry__left">{places}</Text>
    </View>
  )
}
