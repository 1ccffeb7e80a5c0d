/** /guide-map/{tourId}: the tour's stops on the map with the tour bar. */
import { TourMapView } from '@/features/guides'

export default function GuideMapPage() {
  return <TourMapView />
}
