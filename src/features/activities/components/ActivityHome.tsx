/**
 * /activity-home body (the ACTIVITY menu's page, also drawn by a weapp tab slot): the classifies to
 * browse by, the calendar strip of the coming week (a day opens its list), the map of activities,
 * and the activities still to come, soonest first.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '../../../core/route-paths'
import { pressable } from '../../../kit/theme'
import { useLoad } from '../../../kit/use-load'
import { navigate } from '../../../services/navigate'
import { activityCalls } from '../api'
import { ActivityList } from './ActivityList'
import { CalendarStrip } from './CalendarStrip'
import '../activity-hub.scss'

export function ActivityHome() {
  const { t } = useTranslation('activity')
  const classifies = useLoad(() => activityCalls.classifies())
  return (
    <View className="activity-page" data-testid="activity-home">
      <View className="activity-classifies" data-testid="activity-classifies">
        <Text className="activity-classifies__item" data-testid="activity-classify-all" {...pressable(() => navigate(routes.activity()))}>
          {t('all')}
        </Text>
        {(classifies.data ?? []).map((c) => (
          <Text
            key={c.id}
            className="activity-classifies__item"
            data-testid={`activity-classify-${c.id}`}
            {...pressable(() => navigate(routes.activity(c.id)))}
          >
            {t('classifyCount', { name: c.name, count: c.activityCount })}
          </Text>
        ))}
      </View>
      <CalendarStrip />
      <View className="activity-section-title" role="heading" aria-level={2}>
        <Text>{t('home.coming')}</Text>
        <Text className="activity-section-title__link" data-testid="activity-map-link" {...pressable(() => navigate(routes.activityMap()))}>
          {t('home.map')}
        </Text>
      </View>
      <ActivityList params={{}} />
    </View>
  )
}
