/**
 * Places of a campaign: a list or a two-column waterfall of the places' own cards (tap: the place's
 * page; in the winter guide its campaign page /winter-scenic-desc/{id}), a campaign note under a card
 * when the record has one; and the map of places (the maps feature's map, centred on them).
 */
import { Text, View } from '@tarojs/components'
import { useMemo } from 'react'
import type { MapSection, PlacesSection } from '@/core/campaigns/contract'
import type { PlaceListItem } from '@/core/places/contract'
import { mapPointsOf, PlaceMap } from '@/features/maps'
import { PlaceCard, type PlaceTypeKey } from '@/features/places'
import { cardHeight, waterfallColumns, WATERFALL } from '@/kit/waterfall'

type Resolved<S> = S & { places: PlaceListItem[] }

function Card({ place, note, detailOf }: { place: PlaceListItem; note?: string; detailOf?: (id: number) => string }) {
  return (
    <View className="campaign-place">
      <PlaceCard type={place.type as PlaceTypeKey} item={place} visitor={null} compact detailOf={detailOf} />
      {note && (
        <Text className="campaign-place__note" data-testid={`campaign-note-${place.id}`}>
          {note}
        </Text>
      )}
    </View>
  )
}

const heightOf = (place: PlaceListItem) => cardHeight(WATERFALL.boxHeight, place.name)

export function PlacesBlock({ section, detailOf }: { section: Resolved<PlacesSection>; detailOf?: (id: number) => string }) {
  const columns = useMemo(
    () =>
      section.layout === 'waterfall'
        ? waterfallColumns(section.places, heightOf)
        : [section.places.map((item, index) => ({ item, index }))],
    [section],
  )
  return (
    <View className="campaign-section" data-testid="campaign-places" data-layout={section.layout}>
      <Text className="campaign-section__title">{section.title}</Text>
      <View className={`campaign-places campaign-places--${section.layout}`}>
        {columns.map((column, c) => (
          <View key={c} className="campaign-places__column">
            {column.map(({ item }) => (
              <Card key={item.id} place={item} note={section.notes?.[String(item.id)]} detailOf={detailOf} />
            ))}
          </View>
        ))}
      </View>
    </View>
  )
}

export function MapBlock({ section }: { section: Resolved<MapSection> }) {
  const points = useMemo(() => mapPointsOf(section.places), [section])
  // the map fits its markers; the centre is theirs (a section without positions draws no map)
  const centre = useMemo(
    () => ({
      longitude: points.reduce((s, p) => s + p.longitude, 0) / Math.max(1, points.length),
      latitude: points.reduce((s, p) => s + p.latitude, 0) / Math.max(1, points.length),
    }),
    [points],
  )
  if (points.length === 0) return null
  return (
    <View className="campaign-section" data-testid="campaign-map">
      <Text className="campaign-section__title">{section.title}</Text>
      <View className="campaign-map">
        <PlaceMap points={points} centre={centre} testId="campaign-map-view" />
      </View>
    </View>
  )
}
