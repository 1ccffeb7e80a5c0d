/**
 * /guide-scenic-list: the guided map tours of the site's scenic areas → /guide-map/{tourId}.
 * TourList is the body alone, which a weapp tab slot draws too (GUIDE_TOUR menu).
 */
import { View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import * as routes from '../../core/route-paths'
import { PagedList } from '../../kit/paged-list'
import { navigate } from '../../services/navigate'
import { tourApi } from './api'
import { PictureCard } from './components/PictureCard'
import { distanceKm } from '../../core/guides/tour'
import './guides-hub.scss'

export function TourList() {
  const { t } = useTranslation('guides')
  return (
    <View className="guides-page" data-testid="guide-scenic-list">
      <PagedList
        source={tourApi}
        className="guides-list"
        testId="tour-list"
        renderItem={(tour) => (
          <PictureCard
            testId={`tour-${tour.id}`}
            cover={tour.cover}
            title={tour.name}
            badge={t('tour.stops', { stops: tour.stopCount })}
            lines={[
              tour.summary,
              `${t('tour.minutes', { minutes: tour.minutes })} · ${t('tour.distance', { km: distanceKm(tour.distance) })}`,
            ]}
            onOpen={() => navigate(routes.guideMap(tour.id))}
          />
        )}
      />
    </View>
  )
}

export function TourListView() {
  const { t } = useTranslation('guides')
  return (
    <PageShell title={t('title.tours')}>
      <TourList />
    </PageShell>
  )
}
