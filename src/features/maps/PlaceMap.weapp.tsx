/** The mini-program map: Taro's <Map> (WeChat's native map, gcj02), clustered markers with the name in a callout; a tap opens the place. */
import { Map, View } from '@tarojs/components'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { openPoint } from './open-point'
import type { PlaceMapProps } from './place-map-props'
import { SINGLE_POINT_ZOOM, weappMarkersOf } from './points'
import './place-map.scss'

export default function PlaceMap({
  points,
  centre,
  showCentre = false,
  single = false,
  onOpen = openPoint,
  testId = 'place-map',
}: PlaceMapProps) {
  const { t } = useTranslation('maps')
  const markers = useMemo(() => weappMarkersOf(points, single), [points, single])
  const includePoints = useMemo(
    () =>
      single || points.length === 0
        ? []
        : [...points, ...(showCentre ? [centre] : [])].map((p) => ({ longitude: p.longitude, latitude: p.latitude })),
    [points, centre, showCentre, single],
  )
  const open = (id: number | string) => {
    const point = points[Number(id)]
    if (point) onOpen(point)
  }
  return (
    <View className="place-map" data-testid={testId} data-markers={points.length}>
      <Map
        className="place-map__canvas"
        longitude={single && points[0] ? points[0].longitude : centre.longitude}
        latitude={single && points[0] ? points[0].latitude : centre.latitude}
        scale={SINGLE_POINT_ZOOM}
        markers={markers as never}
        includePoints={includePoints}
        showLocation={showCentre}
        onCalloutTap={(e) => open(e.detail.markerId)}
        onMarkerTap={(e) => (single ? open(e.detail.markerId) : undefined)}
        onError={() => undefined}
        aria-label={t('mapLabel', { count: points.length })}
      />
    </View>
  )
}
