/**
 * The user centre's entry grid (/user): each entry a key of `user.entries.*` and the spec route it
 * opens. An entry never leads back to the user centre: /default-personal (PERSONAL) is the same page
 * under another address, and a tile that reopens the page it sits on is no way anywhere.
 */
import * as routes from '../route-paths'
import { matchRoute } from '../routes'

export type UserEntry = readonly [key: string, route: string]

export const USER_ENTRIES: ReadonlyArray<UserEntry> = [
  ['profile', routes.userData()],
  ['orders', routes.userOrder()],
  ['reservations', routes.userReservation()],
  ['credit', routes.userCredit()],
  ['vip', routes.vipIndex()],
  ['wallet', routes.userWallet()],
  ['collection', routes.userCollection()],
  ['messages', routes.messageCenter()],
  ['contacts', routes.userContacts()],
  ['addresses', routes.userAddress()],
  ['realName', routes.realName()],
  ['feedback', routes.feedback()],
  ['invite', routes.myInviteList()],
]

/** Whether a route opens the user centre itself, under whichever of its addresses. */
export function opensUserCentre(route: string): boolean {
  return matchRoute(route).page === matchRoute(routes.user()).page
}

/** The entries a user-centre grid draws: those that lead somewhere else. */
export function entriesAwayFromUserCentre<T extends UserEntry>(entries: ReadonlyArray<T>): T[] {
  return entries.filter(([, route]) => !opensUserCentre(route))
}
