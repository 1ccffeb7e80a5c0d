/** /gs-service: the Gansu-style province hub, the Hexi corridor by train, coach and hired car (entries: src/core/help/hubs.ts, one hub component: ServiceHub). */
import { useTranslation } from 'react-i18next'
import { HUB_ENTRIES } from '@/core/help/hubs'
import { ServiceHub } from '@/features/help'

export default function GsServicePage() {
  const { t } = useTranslation('help')
  return <ServiceHub title={t('title.gsService')} testId="gs-service" entries={HUB_ENTRIES.gs} />
}
