/**
 * The complaint calls (rules-and-contract 7 "Complaints"; docs/contract-complaints.md), login with a bound phone:
 *   POST res/api/complaints/save, satisfiedFeedback, saveAudio (no loading indicator)
 *   GET  res/api/complaints/list, detail, lastRecordInfo (no loading indicator)
 */
import type { Envelope } from '../../../types/contract'
import type { ComplaintDetail, ComplaintItem, LastRecordInfo, SavedAudio } from '../../core/complaints/contract'
import type { ComplaintForm } from '../../core/complaints/rules'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

export interface ComplaintListParams {
  status?: string
}

export const complaintApi = resourceApi<ComplaintItem, ComplaintDetail, ComplaintListParams>('res/api/complaints')

/** the form as the server reads it: lists as comma lists, empty fields left out */
export function formFields(form: ComplaintForm): Record<string, unknown> {
  const out: Record<string, unknown> = {
    channel: form.channel,
    name: form.name.trim(),
    phone: form.phone.trim(),
    gender: form.gender,
    complaintType: form.complaintType,
    placeName: form.placeName.trim(),
    longitude: form.longitude ?? '',
    latitude: form.latitude ?? '',
    placeId: form.placeId ?? '',
    placeType: form.placeType ?? '',
    regionCode: form.regionCode,
    respondent: form.respondent.trim(),
    address: form.address.trim(),
    occurredAt: form.occurredAt,
    reason: form.reason.trim(),
    content: form.content.trim(),
    images: form.images.join(','),
    videos: form.videos.join(','),
    audioId: form.audioId ?? '',
  }
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== '' && v !== undefined && v !== null))
}

export const complaintCalls = {
  save: (form: ComplaintForm): Promise<Result<{ id: number }>> =>
    call(post<Envelope<{ id: number }>>('res/api/complaints/save', formFields(form), { idempotent: true })),
  /** no loading indicator (rules-and-contract 7): the voice page shows its own state */
  saveAudio: (url: string, seconds: number): Promise<Result<SavedAudio>> =>
    call(post<Envelope<SavedAudio>>('res/api/complaints/saveAudio', { url, seconds }, { loading: false, idempotent: true })),
  satisfiedFeedback: (id: number | string, satisfaction: number, content: string): Promise<Result<unknown>> =>
    call(post('res/api/complaints/satisfiedFeedback', { id, satisfaction, content }, { idempotent: true })),
  /** no loading indicator: the detail page asks it quietly each time it shows */
  lastRecordInfo: (id: number | string): Promise<Result<LastRecordInfo>> =>
    call(get<Envelope<LastRecordInfo>>('res/api/complaints/lastRecordInfo', { id }, { loading: false })),
}
