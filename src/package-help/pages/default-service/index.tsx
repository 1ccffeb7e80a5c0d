/**
 * /default-service (DEFAULT_SERVICE): a city's everyday services (entries: src/core/help/hubs.ts, one hub component: ServiceHub),
 * then the site's own services: its home menu's DEFAULT_SERVICE sub-entries the hub does not show (hubs.ts siteServiceExtras),
 * added when the menu arrives (the fixed entries do not wait for it).
 */
import { useTranslation } from 'react-i18next'
import { HUB_ENTRIES, siteServiceExtras } from '@/core/help/hubs'
import { ServiceHub } from '@/features/help'
import { useLoad } from '@/kit'
import { getIndexMenuList } from '@/services/shell-api'

async function siteServices() {
  const menus = await getIndexMenuList()
  return { ok: true as const, data: siteServiceExtras(menus, HUB_ENTRIES.default) }
}

export default function DefaultServicePage() {
  const { t } = useTranslation('help')
  const extra = useLoad(siteServices)
  return <ServiceHub title={t('title.defaultService')} testId="default-service" entries={HUB_ENTRIES.default} extra={extra.data} />
}
