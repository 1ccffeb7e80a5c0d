/**
 * News (product-spec 3 "News"): the calls, the list body (also the NEWS tab slot, so this face is
 * imported by the main package: keep it to what the list needs) and the publish-time rule.
 */
export { newsApi, ALL_CHANNELS, type News, type NewsDetail, type Channel, type NewsListParams } from './api'
export { NewsListView, default as NewsListSlot } from './NewsListView'
export { PublishTime, usePublishTimeText } from './PublishTime'
