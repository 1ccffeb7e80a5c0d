/**
 * /activity-map: the activities on a map around the visitor (or the site's centre), the list under
 * it nearest first and still open first: the places' map frame (MapList) with the activity list as
 * its source; a tap opens the activity.
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import type { LngLat } from '@/core/geo'
import type { PlaceListItem } from '@/core/places/contract'
import { activityApi, type ActivityListParams } from '@/features/activities'
import { MapList, useMapCentre } from '@/features/maps'
import type { PagedSource } from '@/kit'

// an activity row has what a map point and its row read (id, name, address, resourceType, position, distance)
const source = activityApi as unknown as PagedSource<PlaceListItem, ActivityListParams & LngLat>

export default function ActivityMapPage() {
  const { t } = useTranslation('activity')
  const centre = useMapCentre()
  return (
    <PageShell title={t('map.title')}>
      <MapList<ActivityListParams & LngLat>
        testId="activity-map"
        centre={centre}
        source={source}
        paramsAt={({ longitude, latitude }) => ({ longitude, latitude })}
        heading={t('map.heading')}
      />
    </PageShell>
  )
}
