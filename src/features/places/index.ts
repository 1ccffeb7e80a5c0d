/** Places (issue "Places"): every kind of place a visitor browses; see ./api.ts for the calls. */
export { placesApi, type PlaceTypeKey, type PlaceListParams, type PlacesApi } from './api'
export type { PlaceListItem, PlaceDetail, InteractState, VipResourceStatus } from '../../core/places/contract'
// the place pages (src/package-places): one list and one detail for every type, driven by the type key
export { PlaceListView, type PlaceListViewProps } from './PlaceListView'
export { PlaceListPage, type PlaceListPageProps } from './PlaceListPage'
export { PlaceTypeTabs, type PlaceTypeTabsProps } from './PlaceTypeTabs'
export { PlaceDetailView, picturesOf, type PlaceDetailViewProps } from './PlaceDetailView'
export { PlaceCard } from './components/PlaceCard'
// the detail blocks other areas' details reuse (heritage): pictures with the viewer, the collapsing introduction
export { Gallery } from './components/Gallery'
export { Intro } from './components/Intro'
export {
  interactApi,
  toggleCall,
  nextState,
  toggleToastKey,
  collectionsApi,
  COLLECTABLE_TYPES,
  type InteractKind,
  type CollectedItem,
  type CollectionParams,
} from './interact'
export { detailRoute, isScenerySite, collectedRoute } from './place-pages'
export { useVisitorPosition, readKnownPosition, type Position } from './use-visitor-position'
export { RegionRankView } from './RegionRankView'
export { rankingApi, regionRankApi, type RankedPlace, type RankedRegion } from './ranking'
