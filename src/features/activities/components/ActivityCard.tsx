/**
 * One activity in a list: its picture, state badge, name, mode, time, address and price (or the
 * places left). A tap opens /activity-detail/{id}.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { ActivityItem } from '../../../core/activities/contract'
import * as routes from '../../../core/route-paths'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { priceOf, timeRangeText } from '../text'
import '../activity-hub.scss'

export function ActivityCard({ item }: { item: ActivityItem }) {
  const { t } = useTranslation('activity')
  const price = priceOf(item)
  return (
    <View
      className="activity-card"
      data-testid={`activity-item-${item.id}`}
      data-state={item.state}
      {...pressable(() => navigate(routes.activityDetail(item.id)))}
    >
      <View className="activity-card__figure">
        {item.cover ? (
          <Picture className="activity-card__cover" src={item.cover} lazyLoad />
        ) : (
          <View className="activity-card__cover activity-card__cover--none" />
        )}
        <Text className={`activity-card__state activity-card__state--${item.state}`}>{t(`state.${item.state}`)}</Text>
      </View>
      <View className="activity-card__body">
        <Text className="activity-card__name">{item.name}</Text>
        <Text className="activity-card__line">{timeRangeText(item.startTime, item.endTime)}</Text>
        {item.address && <Text className="activity-card__line">{item.placeName || item.address}</Text>}
        <View className="activity-card__meta">
          <Text className="activity-card__mode">{t(`mode.${item.method}`)}</Text>
          {price && <Text className="activity-card__price">{t(price.key, price.values)}</Text>}
          {item.stock !== null && item.state !== 'ended' && <Text className="activity-card__left">{t('left', { count: item.stock })}</Text>}
        </View>
      </View>
    </View>
  )
}
