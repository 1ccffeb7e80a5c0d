/** /cc-activity: the park's activities (getActivityList, every classify and state), each card opening the activity's detail. */
import { useTranslation } from 'react-i18next'
import { ActivityList } from '@/features/activities'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwLead } from '../../components/Parts'

const ALL = {}

export default function CcActivityPage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.activity')} testId="cc-activity">
      <GwLead text={t('lead.activity')} />
      <ActivityList params={ALL} />
    </GreatWallPage>
  )
}
