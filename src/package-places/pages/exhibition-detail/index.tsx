/** /exhibition-detail/:id. */
import { PlaceDetailView } from '@/features/places'

export default function ExhibitionDetailPage() {
  return <PlaceDetailView type="EXHIBITION" />
}
