/**
 * Shapes of the help calls (docs/contract-help.md), shared by the app (src/features/help) and the
 * server (server/src/plugins/help):
 *   GET  config/api/faq/categoryList                       → datas FaqCategory[]
 *   GET  config/api/faq/list      category?, keyword?, currPage, pageSize (≤ 50) → paged (a) FaqItem
 *   GET  config/api/faq/detail    id                       → data FaqItem
 *   GET  config/api/robot/ask     question (1-200)         → data RobotAnswer
 *   GET  config/api/help/contacts                           → data HelpContacts
 *   POST config/api/emergency/save (login) description, phone?, longitude, latitude, address?, images?, approximate? → data EmergencySaved
 *   GET  config/api/emergency/list (login) currPage, pageSize → paged (a) EmergencyReport (the caller's own)
 */
export interface FaqCategory {
  category: string
  count: number
}

export interface FaqItem {
  id: number
  category: string
  question: string
  answer: string
  keywords: string[]
  sort: number
}

export interface HotlineContact {
  /** what the number is for, in the site's language (operator data) */
  name: string
  phone: string
  /** e.g. opening hours */
  note?: string
}

export interface HelpContacts {
  /** the site's own rescue number (scenic rescue, tourist police) */
  rescue: HotlineContact
  /** the site's service hotlines (/app-call) */
  hotlines: HotlineContact[]
  /** the region's taxi hotline(s) (/use-car) */
  taxi: HotlineContact[]
  /** ride-hailing and car rental partners, opened behind the third-party disclaimer (/use-car) */
  cars: Array<{ name: string; kind: 'ride' | 'rental'; url: string; note: string }>
}

export interface RobotAnswer {
  /** true: `answer` is the FAQ entry that matched; false: the fallback to a person */
  matched: boolean
  answer: FaqItem | null
  /** the next best entries ("you may also ask") */
  related: Array<Pick<FaqItem, 'id' | 'question'>>
  /** the person to call when the robot cannot answer (the site's first hotline) */
  contact: HotlineContact
}

export interface EmergencySaved {
  id: number
  createTime: string
}

export interface EmergencyReport {
  id: number
  description: string
  phone: string
  longitude: number
  latitude: number
  address: string
  images: string[]
  status: string
  createTime: string
}

/** the national emergency numbers a visitor may call anywhere in China (/call-police, /xj-health) */
export const EMERGENCY_NUMBERS = [
  { key: 'police', phone: '110' },
  { key: 'ambulance', phone: '120' },
  { key: 'fire', phone: '119' },
  { key: 'traffic', phone: '122' },
  { key: 'hotline', phone: '12345' },
] as const
