/**
 * Complaints (product-spec 3 "Complaint form", 4 "Complaint: pending, accepted, processed";
 * rules-and-contract 5): the form's rules with the spec's messages, the limits the spec leaves
 * "not shown" (docs/contract-complaints.md), the status machine and the overdue rule. One copy,
 * used by the pages (src/package-complaints) and by the server (server/src/plugins/complaints).
 * Message keys are in the `complaints` namespace.
 */
import { isPhone } from '../validation'
import { isSichuanRegion } from './regions'

/** complaint types (labels complaints:type.<code>) */
export const COMPLAINT_TYPES = [
  'SERVICE',
  'PRICE',
  'SAFETY',
  'ENVIRONMENT',
  'TICKET',
  'GUIDE',
  'HOTEL',
  'FOOD',
  'TRAFFIC',
  'OTHER',
] as const
export type ComplaintType = (typeof COMPLAINT_TYPES)[number]
export const isComplaintType = (v: unknown): v is ComplaintType => COMPLAINT_TYPES.includes(v as ComplaintType)

/** gender of the complainant: 1 male, 2 female, 0 not said */
export const GENDERS = [1, 2, 0] as const

/** where the complaint was filed: /complain-save, /sc-complain (province 12345 line), /jnq-complain (a scenic area) */
export const COMPLAINT_CHANNELS = ['default', 'sc', 'jnq'] as const
export type ComplaintChannel = (typeof COMPLAINT_CHANNELS)[number]
export const isComplaintChannel = (v: unknown): v is ComplaintChannel => COMPLAINT_CHANNELS.includes(v as ComplaintChannel)

export const COMPLAINT_LIMITS = {
  name: 30,
  respondent: 60,
  placeName: 100,
  address: 120,
  reason: 100,
  content: 1000,
  images: 9,
  videos: 1,
  /** a voice complaint: at most 60 s a recording */
  audioSeconds: 60,
  /** operator's reply or result */
  record: 500,
  feedback: 200,
} as const

/** the form as the page keeps it (and the shared state "complaint form data" holds across the place picker) */
export interface ComplaintForm {
  channel: ComplaintChannel
  name: string
  /** empty = the bound phone of the account */
  phone: string
  gender: number
  complaintType: string
  placeName: string
  longitude: number | null
  latitude: number | null
  /** the place picked from the map (a place of the site's lists), when it was one */
  placeId?: number | null
  placeType?: string
  /** /sc-complain: the prefecture of the province (6-digit region code) */
  regionCode: string
  respondent: string
  address: string
  /** yyyy-mm-dd HH:mm, the site's time */
  occurredAt: string
  reason: string
  /** the specific comments */
  content: string
  images: string[]
  videos: string[]
  /** a voice recording kept by saveAudio */
  audioId?: number | null
}

export const EMPTY_COMPLAINT: ComplaintForm = {
  channel: 'default',
  name: '',
  phone: '',
  gender: 0,
  complaintType: '',
  placeName: '',
  longitude: null,
  latitude: null,
  placeId: null,
  placeType: '',
  regionCode: '',
  respondent: '',
  address: '',
  occurredAt: '',
  reason: '',
  content: '',
  images: [],
  videos: [],
  audioId: null,
}

/** the fields in the order the form shows them; the first broken one is reported */
export type ComplaintField =
  | 'name'
  | 'phone'
  | 'complaintType'
  | 'regionCode'
  | 'respondent'
  | 'place'
  | 'address'
  | 'occurredAt'
  | 'reason'
  | 'content'
  | 'images'
  | 'videos'

export interface ComplaintProblem {
  field: ComplaintField
  /** complaints namespace key */
  key: string
  params?: Record<string, number>
}

const TIME_RE = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/

/** yyyy-mm-dd HH:mm of a real day and time */
export function isOccurredAt(v: string): boolean {
  const m = TIME_RE.exec(v)
  if (!m) return false
  const [y, mo, d, h, mi] = m.slice(1).map(Number)
  const day = new Date(Date.UTC(y, mo - 1, d))
  return day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && y >= 1970
}

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === ''
const tooLong = (v: string, max: number) => [...v.trim()].length > max
const validPoint = (lng: unknown, lat: unknown) =>
  typeof lng === 'number' &&
  typeof lat === 'number' &&
  Number.isFinite(lng) &&
  Number.isFinite(lat) &&
  Math.abs(lng) <= 180 &&
  Math.abs(lat) <= 90

/** an address the uploader answered (absolute http(s)) */
export const isMediaUrl = (v: unknown): v is string => typeof v === 'string' && v.length <= 500 && /^https?:\/\/[^\s<>"']+$/.test(v)

/**
 * The first broken rule of the form, or null. Required fields with the spec's messages (rules-and-contract 5):
 * name, type, respondent, location (chosen on the map), detailed address, time of occurrence, reason,
 * specific comments; then the limits. With `nowLocal` (the site's wall clock as yyyy-mm-dd HH:mm) a time
 * of occurrence in the future is refused too.
 */
export function validateComplaint(f: ComplaintForm, nowLocal?: string): ComplaintProblem | null {
  const L = COMPLAINT_LIMITS
  if (blank(f.name)) return { field: 'name', key: 'validation.name' }
  if (tooLong(f.name, L.name)) return { field: 'name', key: 'validation.tooLong', params: { max: L.name } }
  if (!blank(f.phone) && !isPhone(f.phone.trim())) return { field: 'phone', key: 'validation.phone' }
  if (!isComplaintType(f.complaintType)) return { field: 'complaintType', key: 'validation.type' }
  if (f.channel === 'sc' && !isSichuanRegion(f.regionCode)) return { field: 'regionCode', key: 'validation.region' }
  if (blank(f.respondent)) return { field: 'respondent', key: 'validation.respondent' }
  if (tooLong(f.respondent, L.respondent)) return { field: 'respondent', key: 'validation.tooLong', params: { max: L.respondent } }
  if (blank(f.placeName) || !validPoint(f.longitude, f.latitude)) return { field: 'place', key: 'validation.place' }
  if (tooLong(f.placeName, L.placeName)) return { field: 'place', key: 'validation.tooLong', params: { max: L.placeName } }
  if (blank(f.address)) return { field: 'address', key: 'validation.address' }
  if (tooLong(f.address, L.address)) return { field: 'address', key: 'validation.tooLong', params: { max: L.address } }
  if (blank(f.occurredAt) || !isOccurredAt(f.occurredAt)) return { field: 'occurredAt', key: 'validation.time' }
  if (nowLocal && f.occurredAt > nowLocal) return { field: 'occurredAt', key: 'validation.timeFuture' }
  if (blank(f.reason)) return { field: 'reason', key: 'validation.reason' }
  if (tooLong(f.reason, L.reason)) return { field: 'reason', key: 'validation.tooLong', params: { max: L.reason } }
  if (blank(f.content)) return { field: 'content', key: 'validation.content' }
  if (tooLong(f.content, L.content)) return { field: 'content', key: 'validation.tooLong', params: { max: L.content } }
  if (f.images.length > L.images || !f.images.every(isMediaUrl))
    return { field: 'images', key: 'validation.images', params: { max: L.images } }
  if (f.videos.length > L.videos || !f.videos.every(isMediaUrl))
    return { field: 'videos', key: 'validation.videos', params: { max: L.videos } }
  return null
}

// ---- status machine (product-spec 4): pending → accepted → processed

export const COMPLAINT_STATUSES = ['pending', 'accepted', 'processed'] as const
export type ComplaintStatus = (typeof COMPLAINT_STATUSES)[number]
export const isComplaintStatus = (v: unknown): v is ComplaintStatus => COMPLAINT_STATUSES.includes(v as ComplaintStatus)

/** what an operator does; `reply` adds a record without moving the status */
export const OPERATOR_ACTIONS = ['accept', 'reply', 'close'] as const
export type OperatorAction = (typeof OPERATOR_ACTIONS)[number]

/** the timeline's entries: filed by the visitor, the operator's steps, the visitor's rating */
export type RecordAction = 'submitted' | 'accepted' | 'replied' | 'processed' | 'rated'

/**
 * The status after an operator's action, or the message key refusing it:
 * accept only a pending complaint; reply and close only an accepted one.
 */
export function transition(
  status: ComplaintStatus,
  action: OperatorAction,
): { ok: true; status: ComplaintStatus } | { ok: false; key: string } {
  if (status === 'processed') return { ok: false, key: 'transition.alreadyProcessed' }
  if (action === 'accept') return status === 'pending' ? { ok: true, status: 'accepted' } : { ok: false, key: 'transition.alreadyAccepted' }
  if (status !== 'accepted') return { ok: false, key: 'transition.acceptFirst' }
  return { ok: true, status: action === 'close' ? 'processed' : 'accepted' }
}

export const RECORD_OF_ACTION: Record<OperatorAction, RecordAction> = { accept: 'accepted', reply: 'replied', close: 'processed' }

/** accept: a note is optional; reply and close: the text is the point */
export function validateRecord(action: OperatorAction, content: string): string | null {
  if (action !== 'accept' && blank(content)) return 'transition.contentNeeded'
  if (tooLong(content ?? '', COMPLAINT_LIMITS.record)) return 'transition.contentTooLong'
  return null
}

// ---- the visitor's rating after processing (satisfiedFeedback)

export const SATISFACTION_LEVELS = [1, 2, 3, 4, 5] as const

export function validateFeedback(status: ComplaintStatus, rated: boolean, satisfaction: number, content: string): string | null {
  if (status !== 'processed') return 'feedback.notProcessed'
  if (rated) return 'feedback.already'
  if (!Number.isInteger(satisfaction) || satisfaction < 1 || satisfaction > 5) return 'feedback.score'
  if (tooLong(content ?? '', COMPLAINT_LIMITS.feedback)) return 'feedback.tooLong'
  return null
}

// ---- overdue: not accepted within the site's time (SiteConfig.complaintAcceptHours)

export const DEFAULT_ACCEPT_HOURS = 24
const HOUR_MS = 3_600_000

export function acceptHoursOf(config: { complaintAcceptHours?: number } | undefined): number {
  const h = config?.complaintAcceptHours
  return typeof h === 'number' && Number.isFinite(h) && h > 0 ? h : DEFAULT_ACCEPT_HOURS
}

/** pending for longer than the site allows (ms instants) */
export function isOverdue(c: { status: ComplaintStatus; createdAt: number }, now: number, acceptHours: number): boolean {
  return c.status === 'pending' && now - c.createdAt > acceptHours * HOUR_MS
}

/** when a pending complaint becomes overdue (ms) */
export const acceptDeadline = (createdAt: number, acceptHours: number) => createdAt + acceptHours * HOUR_MS
