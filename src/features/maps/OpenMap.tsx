/**
 * /open-map/{lng}/{lat}/{name}/{address}: one place on the map with its name and address, and the
 * platform's navigation (weapp: Taro.openLocation at zoom 14; H5: a link to a map site). A missing
 * or broken part: the error state, never a map at 0,0.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import StatusView from '../../components/StatusView'
import { PageAction } from '../../kit/page-actions'
import { navigationUrl, OPEN_LOCATION_ZOOM, openMapParams } from './open-map'
import PlaceMap from './PlaceMap'
import type { MapPoint } from './points'
import './maps.scss'

export function OpenMap({ params }: { params: Record<string, string | undefined> }) {
  const { t } = useTranslation('maps')
  const target = openMapParams(params)
  if (!target) {
    return (
      <PageShell title={t('openMap.title')}>
        <StatusView testId="open-map-invalid" title={t('openMap.invalidTitle')} text={t('openMap.invalidText')} />
      </PageShell>
    )
  }
  const point: MapPoint = {
    id: 0,
    name: target.name,
    address: target.address,
    resourceType: '',
    longitude: target.lng,
    latitude: target.lat,
  }
  const navigateThere = () =>
    Taro.openLocation({
      longitude: target.lng,
      latitude: target.lat,
      name: target.name,
      address: target.address,
      scale: OPEN_LOCATION_ZOOM,
    })
  return (
    <PageShell title={target.name}>
      <View className="maps-page" data-testid="open-map" data-lng={target.lng} data-lat={target.lat}>
        <PlaceMap points={[point]} centre={{ longitude: target.lng, latitude: target.lat }} single onOpen={() => undefined} />
        <View className="open-map__place">
          <Text className="open-map__name">{target.name}</Text>
          <Text className="open-map__address">{target.address}</Text>
        </View>
        {process.env.TARO_ENV === 'h5' ? (
          <View className="open-map__actions">
            <a
              className="open-map__navigate"
              data-testid="open-map-navigate"
              href={navigationUrl(target)}
              target="_blank"
              rel="noopener noreferrer"
            >
              {t('openMap.navigate')}
            </a>
          </View>
        ) : (
          <PageAction testId="open-map-navigate" onClick={navigateThere}>
            {t('openMap.navigate')}
          </PageAction>
        )}
      </View>
    </PageShell>
  )
}
