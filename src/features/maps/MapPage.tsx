/**
 * The frame both list maps share: the map (markers from the first page of the source) above the
 * kit's paged list of the same source, nearest first. Waits for the centre (currentLocation) first,
 * since the list is sorted around it. Without the visitor's position the list is still shown,
 * around the site's centre, under a line that says why (a refusal: how to allow it, and a button
 * that asks again).
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { LngLat } from '../../core/geo'
import type { PlaceListItem } from '../../core/places/contract'
import { PagedList } from '../../kit/paged-list'
import { PermissionNotice } from '../../kit/permission-notice'
import { refusalOfFailure, type LocationFailure } from '../../platform/location'
import type { PagedSource } from '../../kit/resource-api'
import { MapPlaceRow } from './MapPlaceRow'
import PlaceMap from './PlaceMap'
import type { MapPoint } from './points'
import { useMapPoints } from './use-map-points'
import './maps.scss'

/** one empty list, so a map waiting for its points is not redrawn on every render */
const NO_POINTS: MapPoint[] = []

export interface MapListProps<Params extends LngLat> {
  testId: string
  /** undefined while the position is asked (useMapCentre) */
  centre: (LngLat & { fallback: boolean; reason?: LocationFailure; retry?: () => void }) | undefined
  source: PagedSource<PlaceListItem, Params>
  /** the list's parameters around the centre */
  paramsAt: (centre: LngLat) => Params
  heading: ReactNode
}

export function MapList<Params extends LngLat>({ testId, centre, source, paramsAt, heading }: MapListProps<Params>) {
  const { t } = useTranslation('maps')
  const params = centre ? paramsAt(centre) : undefined
  const points = useMapPoints(source, params)
  if (!centre || !params) {
    return (
      <View className="maps-page" data-testid={testId} data-state="locating">
        <View className="maps-page__locating">{t('locating')}</View>
      </View>
    )
  }
  return (
    <View className="maps-page" data-testid={testId} data-state={points.kind} data-fallback={centre.fallback ? 'true' : 'false'}>
      <PlaceMap points={points.kind === 'ready' ? points.points : NO_POINTS} centre={centre} showCentre={!centre.fallback} />
      <CentreHint centre={centre} />
      <View className="maps-page__heading">{heading}</View>
      <PagedList
        source={source}
        params={params}
        testId={`${testId}-list`}
        className="maps-page__list"
        renderItem={(place) => <MapPlaceRow place={place} />}
      />
    </View>
  )
}

/** why the list is around the site's centre: a refusal says how to allow it, else the plain hint */
function CentreHint({ centre }: { centre: NonNullable<MapListProps<LngLat>['centre']> }) {
  const { t } = useTranslation('maps')
  if (!centre.fallback) return null
  const refusal = refusalOfFailure(centre.reason)
  if (!refusal) return <Text className="maps-page__hint">{t('aroundSiteCentre')}</Text>
  return (
    <PermissionNotice
      kind="location"
      refusal={refusal}
      instead={t('listAroundSiteCentre')}
      onRetry={centre.retry}
      testId="maps-position-refused"
    />
  )
}
