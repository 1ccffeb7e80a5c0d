/**
 * Service records and supplementary records (product-spec 2.3 "service records", "supplementary
 * records"; rules not shown: decided here, docs/contract-volunteers.md).
 * - a record is `signIn` (written at sign-out, approved) or `supplement` (a volunteer asks for hours
 *   not signed; a head or manager of the team approves or rejects it, never the asker);
 * - a supplementary record: a day not in the future and within the last SUPPLEMENT_MAX_DAYS days,
 *   0.5 to 12 hours in half hours, a reason of 5 to 200 characters, a title up to 40;
 * - only approved records count in hours and the ranking.
 */
export const RECORD_KINDS = ['signIn', 'supplement'] as const
export type RecordKind = (typeof RECORD_KINDS)[number]
export const isRecordKind = (v: unknown): v is RecordKind => v === 'signIn' || v === 'supplement'
export const RECORD_STATUS = ['pending', 'approved', 'rejected'] as const
export type RecordStatus = (typeof RECORD_STATUS)[number]

export const SUPPLEMENT_MAX_DAYS = 30
export const SUPPLEMENT_MAX_HOURS = 12
export const SUPPLEMENT_REASON = { min: 5, max: 200 } as const
export const SUPPLEMENT_TITLE_MAX = 40

export interface SupplementDraft {
  teamId: number | null
  title: string
  /** yyyy-mm-dd */
  serviceDay: string
  hours: number
  reason: string
}

const DAY_RE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** the message key (volunteers namespace) of the first broken rule, or null; `today` is the site day yyyy-mm-dd */
export function checkSupplement(d: SupplementDraft, today: string): string | null {
  if (!d.teamId) return 'error.supplementTeam'
  const title = d.title.trim()
  if (!title || [...title].length > SUPPLEMENT_TITLE_MAX) return 'error.supplementTitle'
  if (!DAY_RE.test(d.serviceDay) || Number.isNaN(Date.parse(`${d.serviceDay}T00:00:00Z`))) return 'error.supplementDay'
  const age = (Date.parse(`${today}T00:00:00Z`) - Date.parse(`${d.serviceDay}T00:00:00Z`)) / 86_400_000
  if (age < 0 || age > SUPPLEMENT_MAX_DAYS) return 'error.supplementDay'
  if (!Number.isFinite(d.hours) || d.hours < 0.5 || d.hours > SUPPLEMENT_MAX_HOURS || Math.round(d.hours * 2) !== d.hours * 2)
    return 'error.supplementHours'
  const reason = [...d.reason.trim()].length
  if (reason < SUPPLEMENT_REASON.min || reason > SUPPLEMENT_REASON.max) return 'error.supplementReason'
  return null
}

/** registration (/volunteer-service): real name, id card (the volunteer's own saved visitor), 1-5 skills */
export const VOLUNTEER_SKILLS = ['guide', 'language', 'firstAid', 'photo', 'elderly', 'children', 'order', 'heritage'] as const
export type VolunteerSkill = (typeof VOLUNTEER_SKILLS)[number]
export const isSkill = (v: unknown): v is VolunteerSkill => typeof v === 'string' && (VOLUNTEER_SKILLS as readonly string[]).includes(v)
export const REAL_NAME_MAX = 20
export const INTRO_MAX = 200

export interface RegistrationDraft {
  realName: string
  idCard: string
  skills: string[]
  intro: string
}

export function checkRegistration(d: RegistrationDraft, isIdCard: (v: string) => boolean): string | null {
  const name = d.realName.trim()
  if (!name) return 'error.realName'
  if ([...name].length > REAL_NAME_MAX || !/^[\p{L}·. ]+$/u.test(name)) return 'error.realNameInvalid'
  if (!isIdCard(d.idCard.trim().toUpperCase())) return 'error.idCard'
  if (d.skills.length === 0 || d.skills.length > 5 || !d.skills.every(isSkill)) return 'error.skills'
  if ([...d.intro].length > INTRO_MAX) return 'error.intro'
  return null
}

/** join request reason (/join-group), optional, at most 100 */
export const JOIN_REASON_MAX = 100

/** the team calendar's month parameter `yearMoth` (the spec's spelling): yyyy-mm */
export const isYearMonth = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(v)

/** the volunteer list's `:type` (/volunteer-list/:type): all, recruiting (recruitment mode), reserve (reserve recruitment) */
export const LIST_TYPES = ['all', 'recruit', 'reserve'] as const
export type ListType = (typeof LIST_TYPES)[number]
export const listTypeOf = (v: unknown): ListType => ((LIST_TYPES as readonly unknown[]).includes(v) ? (v as ListType) : 'all')
