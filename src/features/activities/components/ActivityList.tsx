/** A paged list of activities (getActivityList, variant a) as cards: the one list every activity page shows. */
import { PagedList } from '../../../kit/paged-list'
import { activityApi, type ActivityListParams } from '../api'
import { ActivityCard } from './ActivityCard'
import '../activity-hub.scss'

export function ActivityList({ params, testId = 'activity-list' }: { params: ActivityListParams; testId?: string }) {
  return (
    <PagedList
      source={activityApi}
      params={params}
      testId={testId}
      className="activity-list"
      renderItem={(item) => <ActivityCard item={item} />}
    />
  )
}
