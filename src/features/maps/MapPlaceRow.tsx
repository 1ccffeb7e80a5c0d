/** A row of the list under a map: name, address and distance; a tap opens the place (its detail, else its open-map page). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PlaceListItem } from '../../core/places/contract'
import { formatDistance } from '../../core/places/rules'
import { pressable } from '../../kit/theme'
import { openPoint } from './open-point'
import { mapPointsOf } from './points'

export function MapPlaceRow({ place }: { place: PlaceListItem }) {
  const { i18n } = useTranslation('maps')
  const distance = formatDistance(place.distance, i18n.language)
  const point = mapPointsOf([place])[0]
  const open = () => point && openPoint(point)
  return (
    <View className="map-place-row" data-testid={`map-place-${place.id}`} data-distance={place.distance ?? ''} {...pressable(open)}>
      <View className="map-place-row__text">
        <Text className="map-place-row__name">{place.name}</Text>
        {place.address && <Text className="map-place-row__address">{place.address}</Text>}
      </View>
      {distance && <Text className="map-place-row__distance">{distance}</Text>}
    </View>
  )
}
