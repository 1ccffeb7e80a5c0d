/** /venues-map/{type}: the places of a type (CONTENT_TYPE_SCENERY, _VENUE, ...) on a map, the list under it nearest first. */
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import NotFoundView from '../../components/NotFoundView'
import type { LngLat } from '../../core/geo'
import { placesApi, type PlaceListParams } from '../places'
import { MapList } from './MapPage'
import { mapTypeKeyOf } from './types'
import { useMapCentre } from './use-map-centre'

export function VenuesMap({ type }: { type?: string }) {
  const { t } = useTranslation(['maps', 'places'])
  const key = mapTypeKeyOf(type, 'places')
  const centre = useMapCentre()
  if (!key) {
    return (
      <PageShell title={t('maps:title')}>
        <NotFoundView />
      </PageShell>
    )
  }
  const name = t(`places:type.${key}.list`)
  return (
    <PageShell title={t('maps:venuesTitle', { type: name })}>
      <MapList<PlaceListParams & LngLat>
        testId="venues-map"
        centre={centre}
        source={placesApi(key)}
        paramsAt={({ longitude, latitude }) => ({ longitude, latitude })}
        heading={t('maps:nearestFirst')}
      />
    </PageShell>
  )
}
