/** /cc-service: the park's service hub (entries `greatwall` of src/core/help/hubs.ts) in the park's skin. */
import { useTranslation } from 'react-i18next'
import { HUB_ENTRIES } from '@/core/help/hubs'
import { ServiceGrid } from '@/features/help'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwLead } from '../../components/Parts'

export default function CcServicePage() {
  const { t } = useTranslation('greatwall')
  return (
    <GreatWallPage title={t('page.service')} testId="cc-service">
      <GwLead text={t('lead.service')} />
      <ServiceGrid testId="cc-service-hub" entries={HUB_ENTRIES.greatwall} />
    </GreatWallPage>
  )
}
