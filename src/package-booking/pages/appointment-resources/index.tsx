/** /appointment-resources: the site's bookable resources by type (the query block without search); a row opens its booking. */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { usePageParams } from '@/kit'
import { QueryBlock } from '../../components/QueryBlock'

export default function AppointmentResourcesPage() {
  const { t } = useTranslation('appointment')
  const { resourceType } = usePageParams()
  return (
    <PageShell title={t('resources.title')}>
      <QueryBlock resourceType={resourceType} />
    </PageShell>
  )
}
