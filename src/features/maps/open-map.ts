/**
 * /open-map/{lng}/{lat}/{name}/{address}: all four required (issue "Places"; rules-and-contract 4
 * "Map opening"), read from the route with the places rule (openMapTarget, src/core/places/rules.ts);
 * the platform's navigation opens at zoom 14 (rules-and-contract 9 "open-location zoom 14").
 */
import { outOfChina, parsePoint } from '../../core/geo'
import { openMapTarget, type OpenMapTarget } from '../../core/places/rules'

export const OPEN_LOCATION_ZOOM = 14

/** The target of the route parameters, or undefined when one of the four is missing or broken. */
export function openMapParams(params: Record<string, string | undefined>): OpenMapTarget | undefined {
  const point = parsePoint(params.lng, params.lat)
  if (!point) return undefined
  return openMapTarget({ longitude: point.longitude, latitude: point.latitude, name: params.name, address: params.address })
}

/**
 * H5: a map site that navigates there. In China AutoNavi's marker page (it takes gcj02, and offers
 * the AutoNavi app when installed); elsewhere OpenStreetMap (where gcj02 and WGS-84 are the same).
 */
export function navigationUrl(target: OpenMapTarget): string {
  const { lng, lat, name, address } = target
  if (outOfChina(lng, lat)) return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${OPEN_LOCATION_ZOOM}/${lat}/${lng}`
  const query = [
    `position=${lng},${lat}`,
    `name=${encodeURIComponent(`${name} ${address}`.trim())}`,
    'src=wenlv',
    'coordinate=gaode',
    'callnative=1',
  ]
  return `https://uri.amap.com/marker?${query.join('&')}`
}
