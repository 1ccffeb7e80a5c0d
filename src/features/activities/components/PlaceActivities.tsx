/**
 * The activities held at a place, on its detail page: the first two still to come (or under way)
 * and "All" → /detail-activity-list/{placeId}/{placeType}; nothing when the place holds none.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ACTIVITY_STATE } from '../../../core/activities/rules'
import * as routes from '../../../core/route-paths'
import { pressable } from '../../../kit/theme'
import { useLoad } from '../../../kit/use-load'
import { navigate } from '../../../services/navigate'
import { activityApi } from '../api'
import { ActivityCard } from './ActivityCard'
import '../activity-hub.scss'

export const PLACE_ACTIVITIES_SHOWN = 2

export function PlaceActivities({ placeId, placeType }: { placeId: number; placeType: string }) {
  const { t } = useTranslation('activity')
  const coming = useLoad(
    () =>
      Promise.all([
        activityApi.list({ placeId, placeType, state: ACTIVITY_STATE.IN_PROGRESS }, { page: 1, pageSize: PLACE_ACTIVITIES_SHOWN }),
        activityApi.list({ placeId, placeType, state: ACTIVITY_STATE.NOT_STARTED }, { page: 1, pageSize: PLACE_ACTIVITIES_SHOWN }),
      ]).then(([now, later]) => ({
        ok: true as const,
        data: [...(now.ok ? now.data.items : []), ...(later.ok ? later.data.items : [])].slice(0, PLACE_ACTIVITIES_SHOWN),
      })),
    { key: `${placeType}-${placeId}` },
  )
  const items = coming.data ?? []
  if (items.length === 0) return null
  return (
    <View className="place-activities" data-testid="place-activities">
      <View className="activity-section-title" role="heading" aria-level={2}>
        <Text>{t('place.coming')}</Text>
        <Text
          className="activity-section-title__link"
          data-testid="place-activities-all"
          {...pressable(() => navigate(routes.detailActivityList(placeId, placeType)))}
        >
          {t('all')} ›
        </Text>
      </View>
      <View className="activity-list">
        {items.map((item) => (
          <ActivityCard key={item.id} item={item} />
        ))}
      </View>
    </View>
  )
}
