/**
 * An activity-room booking (product-spec 2.3 Rooms: /time-choice/{id} → /room-order/{id} →
 * /order-success/{orderCode}; entity activityRoom: name, image, integral, money, times,
 * cancelStatus, cancelTime). The spec does not show the form; decided here, shared by the room
 * order page and the server:
 *  - one session per order (the venue reviews each; a second session is a second order, so the
 *    per-day limit of BOOKING_LIMITS applies as for any booking);
 *  - the booker names one saved visitor as the person in charge (their identity and phone reach
 *    the venue as a visit's would), the purpose of the use (2-100 characters), the organisation
 *    (optional, at most 50: a community group, a school, a company) and the number of people, who
 *    take that many places of the session (1 up to the places left; the session holds the room's
 *    capacity).
 */
export const ROOM_PURPOSE_MIN = 2
export const ROOM_PURPOSE_MAX = 100
export const ROOM_ORGANISATION_MAX = 50

export interface RoomOrderInput {
  purpose: string
  organisation: string
  peopleCount: number
  /** the saved visitors chosen as the person in charge: exactly one */
  contactIds: number[]
}

export type RoomOrderField = 'purpose' | 'organisation' | 'peopleCount' | 'contact'

export interface RoomOrderRefusal {
  field: RoomOrderField
  /** a key of the `rooms` namespace's `error` */
  key: string
  params?: Record<string, number>
}

/** null when the form may be sent; `capacity` is the session's places (the room's capacity) */
export function checkRoomOrder(input: RoomOrderInput, capacity: number): RoomOrderRefusal | null {
  const purpose = input.purpose.trim()
  if (purpose.length < ROOM_PURPOSE_MIN) return { field: 'purpose', key: 'purposeShort', params: { min: ROOM_PURPOSE_MIN } }
  if (purpose.length > ROOM_PURPOSE_MAX) return { field: 'purpose', key: 'purposeLong', params: { max: ROOM_PURPOSE_MAX } }
  if (input.organisation.trim().length > ROOM_ORGANISATION_MAX)
    return { field: 'organisation', key: 'organisationLong', params: { max: ROOM_ORGANISATION_MAX } }
  const n = input.peopleCount
  if (!Number.isInteger(n) || n < 1) return { field: 'peopleCount', key: 'peopleMin' }
  if (n > capacity) return { field: 'peopleCount', key: 'peopleMax', params: { max: capacity } }
  if (input.contactIds.length !== 1) return { field: 'contact', key: 'oneContact' }
  return null
}
