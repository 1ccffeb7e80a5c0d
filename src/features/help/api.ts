/**
 * The help calls (docs/contract-help.md; shapes in src/core/help/contract.ts): the FAQ list, its
 * categories and an entry, the robot's answer, the site's contacts and the emergency report.
 */
import type { Envelope } from '../../../types/contract'
import type { EmergencySaved, FaqCategory, FaqItem, HelpContacts, RobotAnswer } from '../../core/help/contract'
import { photosField, type EmergencyDraft } from '../../core/help/emergency'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'

/** six decimals (about 0.1 m) are plenty for a rescuer; the conversion to gcj02 gives fifteen */
const coordinate = (v: number | null) => (v === null ? '' : Number(v.toFixed(6)))

export interface FaqListParams {
  category?: string
  keyword?: string
}

export const faqApi = resourceApi<FaqItem, FaqItem, FaqListParams>('config/api/faq')

export const helpCalls = {
  categories: (): Promise<Result<FaqCategory[]>> => call(get<Envelope<FaqCategory[]>>('config/api/faq/categoryList', {})),
  /** no page-wide loading indicator: the chat shows its own "looking for an answer" bubble */
  ask: (question: string): Promise<Result<RobotAnswer>> =>
    call(get<Envelope<RobotAnswer>>('config/api/robot/ask', { question }, { loading: false })),
  contacts: (): Promise<Result<HelpContacts>> => call(get<Envelope<HelpContacts>>('config/api/help/contacts', {})),
  saveEmergency: (d: EmergencyDraft): Promise<Result<EmergencySaved>> =>
    call(
      post<Envelope<EmergencySaved>>(
        'config/api/emergency/save',
        {
          description: d.description.trim(),
          phone: d.phone.trim(),
          longitude: coordinate(d.longitude),
          latitude: coordinate(d.latitude),
          address: d.address.trim(),
          images: photosField(d.photos),
          approximate: d.approximate ? 1 : 0,
        },
        { idempotent: true },
      ),
    ),
}
