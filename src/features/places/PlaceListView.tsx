/**
 * The one list of every place type (scenic, venues, hotels, food, ...): the kit's PagedList on
 * placesApi(type) with big picture cards. A ranking (`ranked`) reads the type's ranking instead
 * (res/api/<api>/rank, paged variant c: its page config sets the 50 px trigger) and numbers the cards.
 *   <PlaceListView type="HOTEL" params={{ regionCode }} />
 */
import { View } from '@tarojs/components'
import { PagedList } from '../../kit/paged-list'
import { placesApi, type PlaceListParams, type PlaceTypeKey } from './api'
import { PlaceCard } from './components/PlaceCard'
import { rankingApi } from './ranking'
import { useVisitorPosition } from './use-visitor-position'
import './places.scss'

export interface PlaceListViewProps {
  type: PlaceTypeKey
  params?: PlaceListParams
  /** the type's ranking, hottest first, numbered 1, 2, 3... */
  ranked?: boolean
  /** the detail type the items belong to (rural spots open /rural-spots-detail) */
  parent?: PlaceTypeKey
  /** where a card opens instead of the type's detail page (the Great Wall's /cc-detail/{id}) */
  detailOf?: (id: number) => string
  /** a modifier of the list's look: `place-list--<variant>` (the Great Wall's post stations) */
  variant?: string
}

export function PlaceListView({ type, params = {}, ranked, parent, detailOf, variant }: PlaceListViewProps) {
  const visitor = useVisitorPosition()
  // with a known position the server sorts by distance and sets it
  const sent: PlaceListParams = visitor && !ranked ? { ...params, longitude: visitor.longitude, latitude: visitor.latitude } : params
  return (
    <View className={`place-list${variant ? ` place-list--${variant}` : ''}`} data-testid="place-list" data-type={type}>
      <PagedList
        source={ranked ? rankingApi(type) : placesApi(type)}
        params={sent}
        className="place-list__items"
        renderItem={(item, _list, index) => (
          <PlaceCard type={type} item={item} visitor={visitor} rank={ranked ? index + 1 : undefined} parent={parent} detailOf={detailOf} />
        )}
      />
    </View>
  )
}
