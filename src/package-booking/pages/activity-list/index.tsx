/** /activity-list/{classifyId}/{date}: the activities of a day (classifyId `all` for every classify), the week's strip above to move between days. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { isDay } from '@/core/activities/rules'
import { ActivityList, CalendarStrip } from '@/features/activities'
import { usePageParams } from '@/kit'

export default function ActivityListPage() {
  const { t } = useTranslation('activity')
  const { classifyId, date } = usePageParams()
  const classify = classifyId && classifyId !== 'all' ? classifyId : undefined
  const day = date && isDay(date) ? date : undefined
  return (
    <PageShell title={day ? t('day.title', { date: day }) : t('list.title')}>
      <View className="activity-page" data-testid="activity-day-list">
        <CalendarStrip classifyId={classify} current={day} />
        {day ? (
          <ActivityList params={{ date: day, ...(classify ? { classifyId: classify } : {}) }} />
        ) : (
          <Text className="activity-section-title" data-testid="activity-bad-date">
            {t('error.badDate')}
          </Text>
        )}
      </View>
    </PageShell>
  )
}
