/** /activity-home (the ACTIVITY menu's page): the activities' hub, ActivityHome of the activities area. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { ActivityHome } from '@/features/activities'

export default function ActivityHomePage() {
  const { t } = useTranslation('activity')
  return (
    <PageShell title={t('home.title')}>
      <ActivityHome />
    </PageShell>
  )
}
