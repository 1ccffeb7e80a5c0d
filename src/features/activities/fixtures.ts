/** Test data for the activity pages' tests (jest only): an activity as the server answers it, dated around now. */
import type { ActivityDetail, ActivityItem } from '../../core/activities/contract'

const HOUR = 3_600_000
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString()

export function activityItem(over: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: 7,
    resourceType: 'CONTENT_TYPE_ACTIVITY',
    name: '成都博物馆亲子研学',
    cover: '/api/demo/pictures/museum-7.svg',
    classifyId: 2,
    classifyName: '亲子研学',
    activityType: 'ACTIVITY_TYPE_RESERVE',
    method: 'ACTIVITY_MODE_FREE',
    startTime: at(24),
    endTime: at(26),
    signStartTime: at(-48),
    signEndTime: at(22),
    state: 'notStarted',
    address: '青羊区小河街1号',
    longitude: 104.0636,
    latitude: 30.6578,
    integral: 0,
    money: '',
    signNum: 3,
    maxNum: 30,
    stock: 27,
    jumpUrl: '',
    placeId: 12,
    placeType: 'CONTENT_TYPE_VENUE',
    placeName: '成都博物馆',
    ...over,
  }
}

export function activityDetail(over: Partial<ActivityDetail> = {}): ActivityDetail {
  return {
    ...activityItem(over),
    intro: '跟着讲解老师看“花重锦官城”。',
    images: [{ url: '/api/demo/pictures/museum-7.svg', description: '成都博物馆亲子研学' }],
    organizer: '成都博物馆',
    phone: '028-86611000',
    faithUseStatus: false,
    minCreditScore: 0,
    seatSelection: false,
    bookingResourceId: 40,
    cancelStatus: 2,
    cancelTime: 2,
    likeNum: 1,
    collectionNum: 0,
    commentNum: 0,
    vipResourceStatus: { likeStatus: false, collectionStatus: false, focusStatus: false },
    ...over,
  }
}
