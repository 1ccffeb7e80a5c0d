/** /volunteer-activity-desc/{id}: a volunteer activity as a team member sees it (the same body: its sessions, sign-up and the way to the sign-in). */
import { useTranslation } from 'react-i18next'
import { volunteerActivityApi } from '@/features/volunteers'
import { DetailPage, usePageParams } from '@/kit'
import { ActivityBody } from '../../components/ActivityBody'

export default function VolunteerActivityDescPage() {
  const { t } = useTranslation('volunteers')
  const { id } = usePageParams()
  return (
    <DetailPage
      id={id}
      load={volunteerActivityApi.detail}
      title={t('title.activity')}
      titleOf={(a) => a.name}
      testId="volunteer-activity-desc"
    >
      {(a) => <ActivityBody a={a} />}
    </DetailPage>
  )
}
