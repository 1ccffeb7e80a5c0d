/** /homestay-detail/:id. */
import { PlaceDetailView } from '@/features/places'

export default function HomestayDetailPage() {
  return <PlaceDetailView type="HOMESTAY" />
}
