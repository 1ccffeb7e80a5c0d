/**
 * /itinerary-list (login): my trips and the site's recommended trips (tabs); a tap opens the trip;
 * "Plan a new trip" opens the travel plan form. A recommended trip is copied from its detail.
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import * as routes from '@/core/route-paths'
import type { TripItem } from '@/core/trips/contract'
import { FilterTabs } from '@/kit/filter-tabs'
import { PageAction } from '@/kit/page-actions'
import { PagedList } from '@/kit/paged-list'
import { navigate } from '@/services/navigate'
import { journeyApi, type TripListType } from '../../api'
import { TripCard } from '../../components/TripCard'
import '../../components/trips.scss'

export default function ItineraryListPage() {
  const { t } = useTranslation('trips')
  const [type, setType] = useState<TripListType>('mine')
  return (
    <PageShell title={t('list.title')}>
      <View className="trips-page" data-testid="itinerary-list" data-type={type}>
        <FilterTabs
          tabs={[
            { code: 'mine', name: t('list.mine') },
            { code: 'recommend', name: t('list.recommend') },
          ]}
          current={type}
          onChange={(code) => setType(code as TripListType)}
          testIdPrefix="itinerary-tab"
        />
        <PageAction testId="itinerary-add" onClick={() => navigate(routes.itineraryEdit())}>
          {t('list.add')}
        </PageAction>
        <PagedList<TripItem, { type: TripListType }>
          source={journeyApi}
          params={{ type }}
          reloadOnShow
          testId="itinerary-rows"
          className="trips-list"
          renderItem={(item) => <TripCard item={item} />}
        />
      </View>
    </PageShell>
  )
}
