/** /volunteer-desc/{id}: a volunteer activity being recruited, with the sign-up (ActivityBody). */
import { useTranslation } from 'react-i18next'
import { volunteerActivityApi } from '@/features/volunteers'
import { DetailPage, usePageParams } from '@/kit'
import { ActivityBody } from '../../components/ActivityBody'

export default function VolunteerDescPage() {
  const { t } = useTranslation('volunteers')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={volunteerActivityApi.detail} title={t('title.activity')} titleOf={(a) => a.name} testId="volunteer-desc">
      {(a) => <ActivityBody a={a} />}
    </DetailPage>
  )
}
