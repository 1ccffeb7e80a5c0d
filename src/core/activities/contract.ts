/**
 * The activities contract (rules-and-contract 7 "Activities and orders": paths named, payloads
 * "not shown", decided here and in docs/contract-booking.md "Activities"). Server
 * (server/src/plugins/activities) and app (src/features/activities) share these shapes.
 *
 *   GET res/api/activity/getActivityClassifyList           → datas ActivityClassify[]
 *   GET res/api/activity/getActivityList (also …/list)     classifyId?, date? (yyyy-mm-dd), keyword?, state? (1|2|3),
 *                                                          placeId? + placeType?, longitude? + latitude? (nearest first),
 *                                                          currPage, pageSize → variant (a) of ActivityItem
 *   GET res/api/activity/getActivityInfo?id= (also …/detail) → data ActivityDetail (vipResourceStatus of a logged-in caller)
 *   GET res/api/activity/activityCalendar                  time (yyyy-mm), classifyId? → datas CalendarDay[]
 *   GET res/api/activity/getActivitySessions?id=           → datas AppointmentDay[] (the booking calendar's shape)
 *   POST res/api/activity/saveSurvey (login)               activityId, satisfaction, content, organisation, recommend (1|0), suggestion?
 */
import type { VipResourceStatus } from '../places/contract'
import type { ActivityMode, ActivityState, ActivityType } from './rules'

export interface ActivityClassify {
  id: number
  name: string
  /** activities of the classify that have not ended */
  activityCount: number
}

export interface ActivityItem {
  id: number
  /** CONTENT_TYPE_ACTIVITY */
  resourceType: string
  name: string
  cover: string
  classifyId: number
  classifyName: string
  activityType: ActivityType
  method: ActivityMode
  /** ISO instants */
  startTime: string
  endTime: string
  signStartTime: string
  signEndTime: string
  state: ActivityState
  address: string
  longitude: number | null
  latitude: number | null
  /** points a person (credit modes), 0 otherwise */
  integral: number
  /** yuan a person as text ('' free) */
  money: string
  /** people signed up (active orders) and the places in all (0 when not bookable) */
  signNum: number
  maxNum: number
  /** places left over the sessions still open; null when not bookable */
  stock: number | null
  jumpUrl: string
  /** the place it takes place in (/detail-activity-list/{placeId}/{placeType}), 0 / '' when none */
  placeId: number
  placeType: string
  placeName: string
  /** metres from the point the list was asked around (longitude + latitude), when it was */
  distance?: number
}

export interface ActivityDetail extends ActivityItem {
  intro: string
  images: Array<{ url: string; description: string }>
  organizer: string
  phone: string
  /** rules-and-contract 5: the faithUseStatus gate and its minimum score */
  faithUseStatus: boolean
  minCreditScore: number
  /** the show has a seat map (another page chooses seats: /seat-selection) */
  seatSelection: boolean
  /** booking_resources row the orders go through (0 when not bookable) */
  bookingResourceId: number
  cancelStatus: number
  cancelTime: number
  likeNum: number
  collectionNum: number
  commentNum: number
  vipResourceStatus: VipResourceStatus
}

export interface CalendarDay {
  /** yyyy-mm-dd */
  dateTime: string
  activityCount: number
}

export interface SurveyInput {
  activityId: number
  satisfaction: number
  content: number
  organisation: number
  recommend: boolean
  suggestion: string
}
