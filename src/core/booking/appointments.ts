/**
 * Appointment rules beyond the booking calendar (product-spec 4, rules-and-contract 7 and the
 * local-storage note): the two appointment-query addresses that keep their query string, the
 * route item button, and the address of an external (third-party) booking link.
 */
import * as routes from '../route-paths'

/**
 * Services booked like a visit (product-spec 2.3 /narrator-order, /interpretation-order): booking
 * resources of their own types on a place (resourceId = the place), with sessions, booked through
 * the same save call. The codes are ours (the spec names the routes only).
 */
export const SERVICE_TYPES = { NARRATOR: 'CONTENT_TYPE_NARRATOR', INTERPRETATION: 'CONTENT_TYPE_INTERPRETATION' } as const

/** a narrator or interpretation booking: commented nowhere (its type is not a place the comments know) */
export const isServiceType = (type: string) => (Object.values(SERVICE_TYPES) as string[]).includes(type)

/** an order booked on a third party's platform (product-spec 3 "Reservation order" orderType) */
export const TRIPARTITE_ORDER_TYPE = 'CONTENT_TYPE_TRIPARTITE'

/** what the appointment query block lists, in its tab order */
export const QUERY_RESOURCE_TYPES = [
  'CONTENT_TYPE_VENUE',
  'CONTENT_TYPE_SCENERY',
  'CONTENT_TYPE_ACTIVITY_SHIU',
  SERVICE_TYPES.NARRATOR,
  SERVICE_TYPES.INTERPRETATION,
] as const

/** the days of stock a query block row shows */
export const QUERY_DAYS = 3

/**
 * Where a bookable resource is booked: a venue or scenic area on /appointment-order/{id}[/{date}]
 * (?scenic=scenic for scenery), a room on /room-order/{id}, a narrator or interpretation service
 * on its own page; the id is the place's.
 */
export function bookingRouteOf(resourceType: string, placeId: string | number, date?: string): string {
  switch (resourceType) {
    case 'CONTENT_TYPE_SCENERY':
      return `${routes.appointmentOrder(placeId, date)}?scenic=scenic`
    case 'CONTENT_TYPE_ACTIVITY_SHIU':
      return routes.roomOrder(placeId)
    case SERVICE_TYPES.NARRATOR:
      return routes.narratorOrder(placeId)
    case SERVICE_TYPES.INTERPRETATION:
      return routes.interpretationOrder(placeId)
    default:
      return routes.appointmentOrder(placeId, date)
  }
}

/** a ZYTF order's detail (the list's cancel and pay buttons lead there): /reservation-detail/{orderCode}?zytf=1 */
export const zytfDetailRoute = (orderCode: string) => `${routes.reservationDetail(orderCode)}?zytf=1`

/** the /interpretation-success/{orderCode}/{type} type word of a service */
export const serviceOfType = (resourceType: string): 'narrator' | 'interpretation' =>
  resourceType === SERVICE_TYPES.NARRATOR ? 'narrator' : 'interpretation'

/**
 * "Two appointment-query addresses for one site keep their query string in storage": our choice is
 * the plain query block and the ZYTF one (the two a menu or a partner opens with a query: a resource
 * type, a keyword, a channel). -xz and -combine are entered from those pages and need none.
 */
export const KEEPS_QUERY_PATHS = ['/appointment-query', '/appointment-query-zytf'] as const

/**
 * What to do with an appointment-query address's query: an address with a query keeps it (store);
 * one without gets the stored one back (restore); other paths neither.
 */
export function keptQuery(path: string, query: string, stored: string | null | undefined): { store?: string; restore?: string } {
  if (!(KEEPS_QUERY_PATHS as readonly string[]).includes(path)) return {}
  const q = query.replace(/^\?/, '')
  if (q) return q === stored ? {} : { store: q }
  return stored ? { restore: stored } : {}
}

/** a route product's sale: 1 normal, 2 activity (bookable only inside upperTime..lowerTime) */
export const ROUTE_SALE = { NORMAL: 1, ACTIVITY: 2 } as const

export type RouteButton = 'book' | 'remind' | 'reminded' | 'ended'

/**
 * "Route item button: normal sale shows book; activity sale shows book inside the window upperTime
 * to lowerTime, and before the window shows remind or reminded." After the window (not shown):
 * 'ended', a disabled button, our decision. Times are instants (ms); a missing end is open.
 */
export function routeButton(
  product: { saleType: number; upperTime?: number | null; lowerTime?: number | null; remindStatus?: number | boolean | null },
  now: number,
): RouteButton {
  if (product.saleType !== ROUTE_SALE.ACTIVITY) return 'book'
  if (product.upperTime != null && now < product.upperTime) return product.remindStatus ? 'reminded' : 'remind'
  if (product.lowerTime != null && now > product.lowerTime) return 'ended'
  return 'book'
}

/**
 * The external booking link of a third-party order (rules-and-contract 7: "to an external booking
 * link with siteid, redirecturl and optional identity"): the link's own query is kept, ours is
 * added (replacing any of the same names); identity only when getIdentity gave one.
 */
export function externalBookingUrl(link: string, p: { siteId: string | number; redirectUrl: string; identity?: string | null }): string {
  const [beforeHash, hash = ''] = link.split('#', 2)
  const [base, query = ''] = beforeHash.split('?', 2)
  const ours: [string, string][] = [
    ['siteid', String(p.siteId)],
    ['redirecturl', p.redirectUrl],
  ]
  if (p.identity) ours.push(['identity', p.identity])
  const names = new Set(ours.map(([k]) => k))
  const kept = query.split('&').filter((part) => part && !names.has(decodeURIComponent(part.split('=')[0])))
  const added = ours.map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
  return `${base}?${[...kept, ...added].join('&')}${hash ? `#${hash}` : ''}`
}

/**
 * A route product's booking page (rules-and-contract 7: "to a route-booking page with lineSn, unid,
 * token, encryption"): the product's url with its number and, for a logged-in visitor, who they are
 * on the route platform; values not known are left out.
 */
export function routeBookingUrl(
  url: string,
  p: { lineSn: string; unid?: string | null; token?: string | null; encryption?: string | null },
): string {
  const [beforeHash, hash = ''] = url.split('#', 2)
  const [base, query = ''] = beforeHash.split('?', 2)
  const ours = (['lineSn', 'unid', 'token', 'encryption'] as const).flatMap((k) => (p[k] ? [[k, String(p[k])] as const] : []))
  const names = new Set<string>(ours.map(([k]) => k))
  const kept = query.split('&').filter((part) => part && !names.has(decodeURIComponent(part.split('=')[0])))
  const added = ours.map(([k, v]) => `${k}=${encodeURIComponent(v)}`)
  return `${base}?${[...kept, ...added].join('&')}${hash ? `#${hash}` : ''}`
}

/** ZYTF order times are 'yyyy-mm-dd HH:mm' (site time): the range as one line, the end's day left out when the same */
export function zytfRangeText(start: string, end: string): string {
  return start.slice(0, 10) === end.slice(0, 10) ? `${start} - ${end.slice(11)}` : `${start} - ${end}`
}

/** the first picture of a ZYTF resource's comma-separated images */
export const firstImage = (images: string | null | undefined) =>
  (images ?? '')
    .split(',')
    .map((s) => s.trim())
    .find(Boolean) ?? ''
