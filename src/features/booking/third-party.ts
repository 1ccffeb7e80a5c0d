/**
 * Leaving for a third party's booking page (rules-and-contract 7): the link gets siteid, redirecturl
 * (back to /user-reservation, where the visitor's third-party orders are listed) and, for a
 * logged-in visitor, the identity getIdentity gives, so the platform reports the order back to them.
 */
import { externalBookingUrl, routeBookingUrl, TRIPARTITE_ORDER_TYPE } from '../../core/booking/appointments'
import * as routes from '../../core/route-paths'
import { buildQuery } from '../../core/routes'
import { STORAGE_KEYS, storage } from '../../platform/storage'
import type { Result } from '../../kit/result'
import { readStoredUser, readToken } from '../account'
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

/**
 * The route platform's booking page for a line (rules-and-contract 7: lineSn, unid, token,
 * encryption). Our login token never goes into a third-party address: `token` is a one-time code
 * (5 minutes) the platform exchanges server to server for the unid (server booking/route-link-routes.ts).
 * An anonymous visitor goes with the line only.
 */
export async function routeLink(url: string, lineSn: string): Promise<Result<string>> {
  const user = readStoredUser()
  if (!user || !readToken()) return { ok: true, data: routeBookingUrl(url, { lineSn }) }
  const code = await appointmentApi.routeLinkCode()
  if (!code.ok) return code
  return { ok: true, data: routeBookingUrl(url, { lineSn, unid: user.unid, token: code.data.code, encryption: user.encryption }) }
}
