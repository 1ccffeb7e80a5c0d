/**
 * The activity calls (docs/contract-booking.md "Activities", shapes in src/core/activities/contract.ts):
 * classifies, the paged list with its filters, the detail, the month calendar, an activity's sessions
 * (the booking calendar's days) and the survey. Booking itself is the booking area's bookingApi.book.
 */
import type { Envelope } from '../../../types/contract'
import type { ActivityClassify, ActivityDetail, ActivityItem, CalendarDay } from '../../core/activities/contract'
import type { SurveyAnswer } from '../../core/activities/survey'
import { resourceApi } from '../../kit/resource-api'
import { call, type Result } from '../../kit/result'
import { get, post } from '../../services/request'
import type { AppointmentDay } from '../booking'

export interface ActivityListParams {
  classifyId?: string | number
  /** yyyy-mm-dd */
  date?: string
  keyword?: string
  /** 1 not started, 2 in progress, 3 ended */
  state?: number
  placeId?: string | number
  placeType?: string
}

export const activityApi = resourceApi<ActivityItem, ActivityDetail, ActivityListParams>('res/api/activity', {
  paths: { list: 'getActivityList', detail: 'getActivityInfo' },
})

export const activityCalls = {
  classifies: (): Promise<Result<ActivityClassify[]>> =>
    call(get<Envelope<ActivityClassify[]>>('res/api/activity/getActivityClassifyList', {})),
  calendar: (time: string, classifyId?: string | number): Promise<Result<CalendarDay[]>> =>
    call(get<Envelope<CalendarDay[]>>('res/api/activity/activityCalendar', { time, ...(classifyId ? { classifyId } : {}) })),
  sessions: (id: string | number): Promise<Result<AppointmentDay[]>> =>
    call(get<Envelope<AppointmentDay[]>>('res/api/activity/getActivitySessions', { id })),
  survey: (activityId: string | number, a: SurveyAnswer): Promise<Result<unknown>> =>
    call(
      post('res/api/activity/saveSurvey', {
        activityId,
        satisfaction: a.satisfaction,
        content: a.content,
        organisation: a.organisation,
        recommend: a.recommend ? 1 : 0,
        suggestion: a.suggestion,
      }),
    ),
}
