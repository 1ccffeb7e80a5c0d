/**
 * Maps (issue "Places", "Maps and location"): the map on both platforms (PlaceMap: Taro's <Map> in
 * the mini-program, Leaflet with clustering on H5, loaded lazily), the map pages' bodies
 * (/venues-map, /service-map, /open-map) and the searchAround call.
 */
export { default as PlaceMap } from './PlaceMap'
export type { PlaceMapProps } from './place-map-props'
export { mapPointsOf, pointTarget, type MapPoint } from './points'
export { aroundApi, SERVICE_MAP_RADIUS_M, MAP_MARKER_LIMIT, type AroundParams } from './api'
export { VenuesMap } from './VenuesMap'
// the map above a paged list of any source with positions (the places' maps, /activity-map)
export { MapList, type MapListProps } from './MapPage'
export { useMapCentre } from './use-map-centre'
export { ServiceMap } from './ServiceMap'
export { OpenMap } from './OpenMap'
export { openMapParams, navigationUrl } from './open-map'
export { DEFAULT_MAP_TILES, tileSource } from './tiles'
