/** One trip in /itinerary-list: cover, name, days (and dates of an own trip), destinations; a tap opens its detail. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { TripItem } from '@/core/trips/contract'
import * as routes from '@/core/route-paths'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import './trips.scss'

export function TripCard({ item }: { item: TripItem }) {
  const { t } = useTranslation('trips')
  return (
    <View className="trip-card" data-testid={`trip-item-${item.id}`} {...pressable(() => navigate(routes.itineraryDetail(item.id)))}>
      {item.cover ? <Picture className="trip-card__cover" src={item.cover} lazyLoad /> : <View className="trip-card__cover" />}
      <View className="trip-card__body">
        <Text className="trip-card__name">{item.name}</Text>
        <Text className="trip-card__line">
          {item.startDate ? t('item.dates', { start: item.startDate, end: item.endDate }) : item.intro}
        </Text>
        <Text className="trip-card__line">{item.placeNames.join(' · ')}</Text>
        <View className="trip-card__tags">
          <Text className="trip-tag">{t('item.days', { count: item.days })}</Text>
          <Text className="trip-tag">{t('item.from', { city: item.departureCity })}</Text>
          <Text className="trip-tag">{t(`preference.${item.preference}`)}</Text>
        </View>
      </View>
    </View>
  )
}
