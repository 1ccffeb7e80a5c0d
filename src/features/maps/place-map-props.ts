import type { LngLat } from '../../core/geo'
import type { MapPoint } from './points'

/** The one interface of the map on both platforms (PlaceMap.h5.tsx: Leaflet; PlaceMap.weapp.tsx: Taro's <Map>). */
export interface PlaceMapProps {
  points: MapPoint[]
  /** the visitor's position, else the site's centre (currentLocation) */
  centre: LngLat
  /** mark the centre as "you are here" (false when it is the site's centre) */
  showCentre?: boolean
  /** one place (/open-map): its name always shown, no clustering, street zoom */
  single?: boolean
  /** a tapped place; default: its detail or open-map page (pointTarget) */
  onOpen?: (point: MapPoint) => void
  testId?: string
}
