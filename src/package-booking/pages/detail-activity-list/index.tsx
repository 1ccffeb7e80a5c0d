/** /detail-activity-list/{id}/{type}: the activities held at a place (id = the place, type = its CONTENT_TYPE_*). */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ActivityList } from '@/features/activities'
import { usePageParams } from '@/kit'

export default function DetailActivityListPage() {
  const { t } = useTranslation('activity')
  const { id, type } = usePageParams()
  return (
    <PageShell title={t('place.title')}>
      <View className="activity-page" data-testid="detail-activity-list">
        <ActivityList params={{ placeId: id, placeType: type }} />
      </View>
    </PageShell>
  )
}
