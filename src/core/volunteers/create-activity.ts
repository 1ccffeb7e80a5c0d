/**
 * /crteate-activity (the spec's spelling): a team head or manager creates a volunteer activity of
 * the team (type ACTIVITY_TYPE_VOLUNT). Fields and limits decided here (docs/contract-volunteers.md):
 * name 2-40, mode recruitment or reserve, day yyyy-mm-dd from today to 90 days ahead, start < end
 * (HH:mm, same day), 1-200 places, address up to 80, coordinates of the place (sign-in radius
 * centre), intro up to 1000. Sign-up opens at once and closes at the start.
 */
import { isPosition } from './sign-in'

export const VOLUNTEER_MODES = ['ACTIVITY_MODE_VOLUNT_RECRUIT', 'ACTIVITY_MODE_VOLUNT_RESERVE'] as const
export type VolunteerMode = (typeof VOLUNTEER_MODES)[number]
export const isVolunteerMode = (v: unknown): v is VolunteerMode => v === VOLUNTEER_MODES[0] || v === VOLUNTEER_MODES[1]

export const ACTIVITY_LIMITS = { nameMin: 2, nameMax: 40, addressMax: 80, introMax: 1000, capacityMax: 200, daysAhead: 90 } as const

export interface ActivityDraft {
  teamId: number | null
  name: string
  method: string
  day: string
  start: string
  end: string
  capacity: number
  address: string
  longitude: number | null
  latitude: number | null
  intro: string
}

const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/
const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** the message key (volunteers namespace) of the first broken rule, or null */
export function checkActivityDraft(d: ActivityDraft, today: string): string | null {
  if (!d.teamId) return 'error.activityTeam'
  const name = [...d.name.trim()].length
  if (name < ACTIVITY_LIMITS.nameMin || name > ACTIVITY_LIMITS.nameMax) return 'error.activityName'
  if (!isVolunteerMode(d.method)) return 'error.activityMode'
  if (!DAY_RE.test(d.day) || Number.isNaN(Date.parse(`${d.day}T00:00:00Z`))) return 'error.activityDay'
  const ahead = (Date.parse(`${d.day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000
  if (ahead < 0 || ahead > ACTIVITY_LIMITS.daysAhead) return 'error.activityDay'
  if (!TIME_RE.test(d.start) || !TIME_RE.test(d.end) || d.start >= d.end) return 'error.activityTime'
  if (!Number.isInteger(d.capacity) || d.capacity < 1 || d.capacity > ACTIVITY_LIMITS.capacityMax) return 'error.activityCapacity'
  const address = d.address.trim()
  if (!address || [...address].length > ACTIVITY_LIMITS.addressMax) return 'error.activityAddress'
  if (!isPosition({ longitude: d.longitude ?? undefined, latitude: d.latitude ?? undefined })) return 'error.activityPlace'
  if ([...d.intro].length > ACTIVITY_LIMITS.introMax) return 'error.activityIntro'
  return null
}
