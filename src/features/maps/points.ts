/**
 * What a map shows, decided without any map library (so jest can test it): the places that have a
 * position become points; the view is centred on the visitor (or the site's centre) and fitted to
 * the points; a tap opens the place's detail page, or, for a type without one (toilets, parking...),
 * its /open-map page.
 */
import { isValidPoint, type LngLat } from '../../core/geo'
import type { PlaceListItem } from '../../core/places/contract'
import * as routes from '../../core/route-paths'
import { detailRouteOf } from '../../core/resource-types'

export interface MapPoint {
  id: number
  name: string
  address: string
  /** CONTENT_TYPE_* */
  resourceType: string
  longitude: number
  latitude: number
  /** metres from the point the list was asked for, when known */
  distance?: number
}

/** The places with a usable position, once each (a place on two pages of a list counts once). */
export function mapPointsOf(places: ReadonlyArray<Partial<PlaceListItem>>): MapPoint[] {
  const seen = new Set<string>()
  const points: MapPoint[] = []
  for (const place of places) {
    if (!place || place.id === undefined || !isValidPoint(place.longitude, place.latitude)) continue
    const key = `${place.resourceType}:${place.id}`
    if (seen.has(key)) continue
    seen.add(key)
    points.push({
      id: place.id,
      name: place.name || '',
      address: place.address || '',
      resourceType: place.resourceType || '',
      longitude: place.longitude as number,
      latitude: place.latitude as number,
      ...(typeof place.distance === 'number' ? { distance: place.distance } : {}),
    })
  }
  return points
}

export interface Bounds {
  south: number
  west: number
  north: number
  east: number
}

/** The box around the points and the centre (so the visitor's own position is in view too); undefined for no point at all. */
export function boundsOf(points: ReadonlyArray<LngLat>, centre?: LngLat): Bounds | undefined {
  const all = centre ? [...points, centre] : [...points]
  if (all.length === 0) return undefined
  const lngs = all.map((p) => p.longitude)
  const lats = all.map((p) => p.latitude)
  return { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) }
}

/** Map zoom with nothing to fit (one point, or only the centre): a street-level view. */
export const SINGLE_POINT_ZOOM = 14

/** Where a tap on a point goes: its type's detail page, else its open-map page (name and address required), else nowhere. */
export function pointTarget(point: MapPoint): string | undefined {
  const detail = detailRouteOf(point.resourceType, point.id)
  if (detail) return detail
  if (!point.name.trim() || !point.address.trim()) return undefined
  return routes.openMap(point.longitude, point.latitude, point.name, point.address)
}

/** The mini-program's <Map> markers: numeric ids (the tap answers the id), the name in a callout shown on tap, clustered natively. */
export interface WeappMarker {
  id: number
  longitude: number
  latitude: number
  title: string
  iconPath: string
  width: number
  height: number
  joinCluster: boolean
  ariaLabel: string
  callout: {
    content: string
    color: string
    fontSize: number
    anchorX: number
    anchorY: number
    borderRadius: number
    borderWidth: number
    borderColor: string
    bgColor: string
    padding: number
    display: 'BYCLICK' | 'ALWAYS'
    textAlign: 'left' | 'right' | 'center'
  }
}

/** Markers for the points; the marker id is the point's index (ids of two types may be equal). iconPath '' = WeChat's own pin. */
export function weappMarkersOf(points: ReadonlyArray<MapPoint>, single = false): WeappMarker[] {
  return points.map((point, index) => ({
    id: index,
    longitude: point.longitude,
    latitude: point.latitude,
    title: point.name,
    iconPath: '',
    width: 30,
    height: 40,
    joinCluster: true,
    ariaLabel: point.name,
    callout: {
      content: point.name,
      color: '#1a1a1a',
      fontSize: 14,
      anchorX: 0,
      anchorY: 0,
      borderRadius: 6,
      borderWidth: 1,
      borderColor: '#d9d9d9',
      bgColor: '#ffffff',
      padding: 8,
      display: single ? 'ALWAYS' : 'BYCLICK',
      textAlign: 'center',
    },
  }))
}
