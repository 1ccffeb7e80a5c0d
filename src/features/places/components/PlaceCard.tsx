/**
 * One place in a list: a big picture first (visitors would rather look than read), then the name,
 * the address, tags, price, distance and crowding. Tapping opens the type's detail page.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { PlaceListItem } from '../../../core/places/contract'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import type { PlaceTypeKey } from '../api'
import { detailRoute } from '../place-pages'
import type { Position } from '../use-visitor-position'
import { CrowdLabel } from './CrowdLabel'
import { DistanceText } from './DistanceText'
import '../places.scss'

export interface PlaceCardProps {
  type: PlaceTypeKey
  item: PlaceListItem
  visitor: Position | null
  /** 1-based place in a ranking */
  rank?: number
  /** the parent type, for children listed in a detail (rural spots) */
  parent?: PlaceTypeKey
  compact?: boolean
  /** where a tap opens instead of the type's detail page (the Great Wall's /cc-detail/{id}) */
  detailOf?: (id: number) => string
}

export function PlaceCard({ type, item, visitor, rank, parent, compact, detailOf }: PlaceCardProps) {
  const { t } = useTranslation('places')
  const target = detailOf ? detailOf(item.id) : detailRoute(type, item.id, parent)
  const open = target ? pressable(() => navigate(target)) : {}
  return (
    <View className={`place-card${compact ? ' place-card--compact' : ''}`} data-testid={`place-item-${item.id}`} {...open}>
      <View className="place-card__figure">
        {item.cover ? (
          // the name below says what the picture shows: empty alt, so screen readers do not read it twice
          <Picture className="place-card__cover" src={item.cover} lazyLoad />
        ) : (
          <View className="place-card__cover place-card__cover--none" />
        )}
        {rank !== undefined && (
          <Text className={`place-card__rank${rank <= 3 ? ' is-top' : ''}`} data-testid="place-rank">
            {t('rankNo', { rank })}
          </Text>
        )}
        {item.level && <Text className="place-card__level">{item.level}</Text>}
      </View>
      <View className="place-card__body">
        <Text className="place-card__name">{item.name}</Text>
        {!compact && item.summary && <Text className="place-card__summary">{item.summary}</Text>}
        {!compact && item.address && <Text className="place-card__address">{item.address}</Text>}
        <View className="place-card__meta">
          {item.tags.slice(0, 3).map((tag) => (
            <Text key={tag} className="place-card__tag">
              {tag}
            </Text>
          ))}
          <CrowdLabel type={type} place={item} />
          <DistanceText place={item} visitor={visitor} />
          {item.price && <Text className="place-card__price">{item.price}</Text>}
        </View>
      </View>
    </View>
  )
}
