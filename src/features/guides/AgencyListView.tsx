/**
 * /travel-list[/{siteId}/{regionName}]: the site's travel agencies (of a district when named), licence, address (to open-map) and phone.
 * On the whole list a card's district opens that district's agencies (/travel-list/{siteId}/{regionName}, siteId: the site's code).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { ANY } from '../../core/guides/guide-filter'
import * as routes from '../../core/route-paths'
import { usePageParams } from '../../kit/page-params'
import { PagedList } from '../../kit/paged-list'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { agencyApi, type Agency } from './api'
import { PictureCard } from './components/PictureCard'
import './guides.scss'
import './guides-hub.scss'

function AgencyCard({ agency, districtOf }: { agency: Agency; districtOf?: (regionName: string) => string }) {
  const { t } = useTranslation('guides')
  const mapped = agency.longitude !== null && agency.latitude !== null && agency.address
  return (
    <View className="guides-agency" data-testid={`agency-${agency.id}`}>
      <PictureCard
        testId={`agency-card-${agency.id}`}
        cover={agency.cover}
        title={agency.name}
        lines={[t('agency.licence', { no: agency.licenceNo }), t('agency.phone', { phone: agency.phone })]}
        onOpen={() => mapped && navigate(routes.openMap(agency.longitude!, agency.latitude!, agency.name, agency.address))}
      />
      {mapped && (
        <Text
          className="guides-agency__address"
          {...pressable(
            () => navigate(routes.openMap(agency.longitude!, agency.latitude!, agency.name, agency.address)),
            t('agency.openMap'),
          )}
        >
          {agency.address}
        </Text>
      )}
      {districtOf && agency.regionName && (
        <Text
          className="guides-agency__district"
          data-testid={`agency-district-${agency.id}`}
          {...pressable(() => navigate(districtOf(agency.regionName)))}
        >
          {t('title.travelListOf', { region: agency.regionName })}
        </Text>
      )}
    </View>
  )
}

export function AgencyListView() {
  const { t } = useTranslation('guides')
  const { siteId, regionName } = usePageParams()
  const region = regionName && regionName !== ANY ? regionName : undefined
  const districtOf = region ? undefined : (name: string) => routes.travelList(siteId || __SITE__.siteCode, name)
  return (
    <PageShell title={region ? t('title.travelListOf', { region }) : t('title.travelList')}>
      <View className="guides-page" data-testid="travel-list">
        <PagedList
          source={agencyApi}
          params={{ siteId, regionName: region }}
          className="guides-list"
          testId="agency-list"
          renderItem={(agency) => <AgencyCard agency={agency} districtOf={districtOf} />}
        />
      </View>
    </PageShell>
  )
}
