/**
 * Activities (issue 12; product-spec 2.3 "Activities"): the calls, a list card, THE button of an
 * activity, the calendar strip and the time and price words. Rules: src/core/activities. Server:
 * server/src/plugins/activities. Pages: src/package-booking/pages/activity-*.
 */
export { activityApi, activityCalls, type ActivityListParams } from './api'
export { ActivityCard } from './components/ActivityCard'
export { ActivityAction } from './components/ActivityAction'
export { CalendarStrip, stripDays, STRIP_DAYS } from './components/CalendarStrip'
export { ActivityList } from './components/ActivityList'
export { ActivityHome } from './components/ActivityHome'
export { PlaceActivities } from './components/PlaceActivities'
export { momentText, priceOf, timeRangeText } from './text'
export type { ActivityClassify, ActivityDetail, ActivityItem, CalendarDay } from '../../core/activities/contract'
