/** /rural-spots-detail/:id. */
import { PlaceDetailView } from '@/features/places'

export default function RuralSpotsDetailPage() {
  return <PlaceDetailView type="SPOTS" />
}
