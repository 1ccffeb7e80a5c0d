/** The places inside a place (a scenic area's spots): first page of the child type by parentId, big cards side by side. */
import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaceListItem } from '../../../core/places/contract'
import { placesApi, type PlaceTypeKey } from '../api'
import type { Position } from '../use-visitor-position'
import { PlaceCard } from './PlaceCard'

const CHILDREN_PAGE_SIZE = 20

export function ChildPlaces({
  type,
  parent,
  parentId,
  visitor,
}: {
  type: PlaceTypeKey
  parent: PlaceTypeKey
  parentId: number
  visitor: Position | null
}) {
  const { t } = useTranslation('places')
  const [items, setItems] = useState<PlaceListItem[]>([])
  useEffect(() => {
    let live = true
    placesApi(type)
      .list({ parentId }, { page: 1, pageSize: CHILDREN_PAGE_SIZE })
      .then((res) => live && res.ok && setItems(res.data.items))
    return () => {
      live = false
    }
  }, [type, parentId])
  if (items.length === 0) return null
  return (
    <View className="place-section place-children" data-testid="place-children">
      <Text className="place-section__title">{t(`children.${type}`)}</Text>
      <ScrollView scrollX className="place-children__row">
        {items.map((item) => (
          <View key={item.id} className="place-children__item">
            <PlaceCard type={type} item={item} visitor={visitor} parent={parent} compact />
          </View>
        ))}
      </ScrollView>
    </View>
  )
}
