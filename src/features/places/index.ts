/** Places (issue "Places"): every kind of place a visitor browses; see ./api.ts for the calls. */
export { placesApi, type PlaceTypeKey, type PlaceListParams, type PlacesApi } from './api'
export type { PlaceListItem, PlaceDetail, InteractState, VipResourceStatus } from '../../core/places/contract'
