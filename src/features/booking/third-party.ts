/**
 * Leaving for a third party's booking page (rules-and-contract 7): the link gets siteid, redirecturl
 * (back to /user-reservation, where the visitor's third-party orders are listed) and, for a
 * logged-in visitor, the identity getIdentity gives, so the platform reports the order back to them.
 */
import { externalBookingUrl, TRIPARTITE_ORDER_TYPE } from '../../core/booking/appointments'
import * as routes from '../../core/route-paths'
import { buildQuery } from '../../core/routes'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import { readToken } from '../account'
import { appointmentApi } from './appointments-api'

/** where the platform sends the visitor back: the reservation list of third-party orders */
export function returnAddress(): string {
  const path = `${routes.userReservation()}${buildQuery({ orderType: TRIPARTITE_ORDER_TYPE })}`
  const origin = process.env.TARO_ENV === 'h5' ? window.location.origin : `https://${__SITE__.h5Domain}`
  return `${origin}${path}`
}

export async function thirdPartyLink(link: string): Promise<string> {
  // an anonymous visitor goes without an identity (asking would send them to the login)
  const identity = readToken() ? await appointmentApi.identity() : undefined
  return externalBookingUrl(link, {
    siteId: storage.get<string | number>(STORAGE_KEYS.siteId) ?? __SITE__.siteCode,
    redirectUrl: returnAddress(),
    identity: identity?.ok ? identity.data : undefined,
  })
}
