/**
 * /service-map/{type}[/{longitude}/{latitude}]: toilets, parking, gas stations or medical points
 * around the point of the address, else around the visitor (else the site's centre), from
 * res/api/es/searchAround, nearest first with the distance.
 */
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import NotFoundView from '../../components/NotFoundView'
import { RESOURCE_TYPES } from '../../core/resource-types'
import { aroundApi, SERVICE_MAP_RADIUS_M, type AroundParams } from './api'
import { MapList } from './MapPage'
import { mapTypeKeyOf } from './types'
import { useMapCentre } from './use-map-centre'

export function ServiceMap({ type, longitude, latitude }: { type?: string; longitude?: string; latitude?: string }) {
  const { t } = useTranslation('maps')
  const key = mapTypeKeyOf(type, 'services')
  const centre = useMapCentre(longitude, latitude)
  if (!key) {
    return (
      <PageShell title={t('title')}>
        <NotFoundView />
      </PageShell>
    )
  }
  const name = t(`type.${key}`)
  return (
    <PageShell title={name}>
      <MapList<AroundParams>
        testId="service-map"
        centre={centre}
        source={aroundApi}
        paramsAt={({ longitude: lng, latitude: lat }) => ({
          longitude: lng,
          latitude: lat,
          resourceType: RESOURCE_TYPES[key].code,
          radius: SERVICE_MAP_RADIUS_M,
        })}
        heading={t('nearby', { type: name })}
      />
    </PageShell>
  )
}
