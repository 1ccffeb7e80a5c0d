/**
 * /configure-service (CONFIGURE_SERVICE): the services the operator configured in the site's menus
 * (GET config/api/menu/getIndexMenuList: the CONFIGURE_SERVICE group's entries, else the home menu's
 * service entries, src/core/help/hubs.ts configuredServiceMenus), in the one service hub.
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { configuredServiceMenus } from '@/core/help/hubs'
import { LoadState, useLoad } from '@/kit'
import { getIndexMenuList } from '@/services/shell-api'
import { ServiceHub } from '@/features/help'

async function serviceMenus() {
  const menus = await getIndexMenuList()
  return menus ? { ok: true as const, data: configuredServiceMenus(menus) } : { ok: false as const, noAnswer: true as const }
}

export default function ConfigureServicePage() {
  const { t } = useTranslation('help')
  const menus = useLoad(serviceMenus)
  if (!menus.data) {
    return (
      <PageShell title={t('title.configureService')}>
        <LoadState load={menus} testId="configure-service" />
      </PageShell>
    )
  }
  return <ServiceHub title={t('title.configureService')} testId="configure-service" menus={menus.data} />
}
