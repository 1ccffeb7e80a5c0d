/**
 * The places inside a place (a scenic area's spots, a theme's amusement facilities): first page of
 * the child type by parentId, big cards side by side; "All" opens the page of every child where the
 * parent type has one (ALL_CHILDREN_OF).
 */
import { ScrollView, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaceListItem } from '../../../core/places/contract'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { ALL_CHILDREN_OF } from '../place-pages'
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
  const all = ALL_CHILDREN_OF[parent]
  return (
    <View className="place-section place-children" data-testid="place-children">
      <View className="place-children__head">
        <Text className="place-section__title">{t(`children.${type}`)}</Text>
        {all && (
          <Text
            className="place-children__all"
            data-testid="place-children-all"
            {...pressable(() => navigate(all(parentId)), t('children.all'))}
          >
            {t('children.all')}
          </Text>
        )}
      </View>
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
