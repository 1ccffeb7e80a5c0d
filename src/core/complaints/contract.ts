/** Shapes of the complaint calls (docs/contract-complaints.md); the server's schemas name the same fields. */
import type { ComplaintChannel, ComplaintStatus, RecordAction } from './rules'

export interface ComplaintItem {
  id: number
  channel: ComplaintChannel
  complaintType: string
  respondent: string
  placeName: string
  reason: string
  status: ComplaintStatus
  /** pending for longer than the site's accept time */
  overdue: boolean
  createdAt: string
  /** the newest record of the timeline */
  lastRecord: TimelineRecord | null
}

/** one step of the timeline: who, when, what was done */
export interface TimelineRecord {
  id: number
  action: RecordAction
  /** visitor | operator */
  actor: 'visitor' | 'operator'
  actorName: string
  content: string
  createdAt: string
}

export interface ComplaintDetail extends ComplaintItem {
  name: string
  /** masked (138****0001) */
  phone: string
  gender: number
  longitude: number
  latitude: number
  regionCode: string
  address: string
  occurredAt: string
  content: string
  images: string[]
  videos: string[]
  audio: { id: number; url: string; seconds: number } | null
  /** ISO instant a pending complaint becomes overdue; null once accepted */
  acceptDeadline: string | null
  satisfaction: number | null
  feedback: string
  /** oldest first */
  records: TimelineRecord[]
}

export interface LastRecordInfo {
  id: number
  status: ComplaintStatus
  overdue: boolean
  recordCount: number
  lastRecord: TimelineRecord | null
}

export interface SavedAudio {
  id: number
  url: string
  seconds: number
}

/** the operator's list row: the complaint and who filed it */
export interface OperatorComplaintItem extends ComplaintItem {
  name: string
  phone: string
  acceptDeadline: string | null
}
