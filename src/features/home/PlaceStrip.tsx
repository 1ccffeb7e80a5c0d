/**
 * Places side by side in a row that scrolls sideways: a large picture, the name, and one line
 * (grade, distance, heat or price). Tapping opens the place's detail page (detailRouteOf).
 * data-testid: home-<kind>-item-<id>.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PlaceListItem } from '../../core/places/contract'
import { formatDistance } from '../../core/places/rules'
import { detailRouteOf } from '../../core/resource-types'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'

export type StripPlace = PlaceListItem & { heat?: number }

function metaOf(place: StripPlace, lang: string, t: (key: string, o?: object) => string): string {
  if (place.heat !== undefined) return t('heat', { heat: place.heat })
  if (place.distance !== undefined) return t('distance', { distance: formatDistance(place.distance, lang) })
  return [place.level, place.price].filter(Boolean).join(' · ')
}

export function PlaceStrip({ kind, places, ranked }: { kind: string; places: StripPlace[]; ranked?: boolean }) {
  const { t, i18n } = useTranslation('home')
  return (
    <View className="home-strip">
      {places.map((place, i) => {
        const target = detailRouteOf(place.resourceType, place.id)
        const meta = metaOf(place, i18n.language, (key, o) => String(t(key, o as never)))
        return (
          <View
            key={place.id}
            className="home-strip__item"
            data-testid={`home-${kind}-item-${place.id}`}
            {...(target ? pressable(() => navigate(target), place.name) : {})}
          >
            {place.cover ? (
              // the name below says what the picture shows
              <Picture className="home-strip__image" src={place.cover} lazyLoad />
            ) : (
              <View className="home-strip__image" />
            )}
            {ranked && <Text className={`home-strip__rank${i < 3 ? ' is-top' : ''}`}>{i + 1}</Text>}
            <Text className="home-strip__name">{place.name}</Text>
            {meta && <Text className="home-strip__meta">{meta}</Text>}
          </View>
        )
      })}
    </View>
  )
}
