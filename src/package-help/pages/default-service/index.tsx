/** /default-service (DEFAULT_SERVICE): a city's everyday services (entries: src/core/help/hubs.ts, one hub component: ServiceHub). */
import { useTranslation } from 'react-i18next'
import { HUB_ENTRIES } from '@/core/help/hubs'
import { ServiceHub } from '@/features/help'

export default function DefaultServicePage() {
  const { t } = useTranslation('help')
  return <ServiceHub title={t('title.defaultService')} testId="default-service" entries={HUB_ENTRIES.default} />
}
