/** /xj-service (COMMON): the Xinjiang-style hub, long drives, health and fuel first (entries: src/core/help/hubs.ts, one hub component: ServiceHub). */
import { useTranslation } from 'react-i18next'
import { HUB_ENTRIES } from '@/core/help/hubs'
import { ServiceHub } from '@/features/help'

export default function XjServicePage() {
  const { t } = useTranslation('help')
  return <ServiceHub title={t('title.xjService')} testId="xj-service" entries={HUB_ENTRIES.xj} />
}
