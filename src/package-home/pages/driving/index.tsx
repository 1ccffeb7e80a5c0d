/**
 * /driving (zijiayou menu): a self-drive trip: parking and fuel on the service map, then scenic
 * areas, villages and farm stays nearest first (known position, else the site's centre).
 */
import { nearbyPoint } from '@/features/home'
import * as routes from '@/core/route-paths'
import { PageAction, PageActions } from '@/kit/page-actions'
import { navigate } from '@/services/navigate'
import { useTranslation } from 'react-i18next'
import { TypeTabsPage } from '../../components/TypeTabsPage'

const TYPES = ['SCENERY', 'RURAL', 'HOMESTAY'] as const

export default function DrivingPage() {
  const { t } = useTranslation('home')
  return (
    <TypeTabsPage titleKey="page.driving" types={TYPES} testId="driving" params={nearbyPoint()}>
      <PageActions row>
        <PageAction testId="driving-parking" plain onClick={() => navigate(routes.serviceMap('CONTENT_TYPE_PARKING'))}>
          {t('driving.parking')}
        </PageAction>
        <PageAction testId="driving-gas" plain onClick={() => navigate(routes.serviceMap('CONTENT_TYPE_GAS_STATION'))}>
          {t('driving.gas')}
        </PageAction>
      </PageActions>
    </TypeTabsPage>
  )
}
