/** /spot-detail/:id, /spot-detail-new/:id: /spot-detail-new on SCENERY sites. */
import { PlaceDetailView } from '@/features/places'

export default function SpotDetailPage() {
  return <PlaceDetailView type="SPOTS" />
}
