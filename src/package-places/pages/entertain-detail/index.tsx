/** /entertain-detail/:id. */
import { PlaceDetailView } from '@/features/places'

export default function EntertainDetailPage() {
  return <PlaceDetailView type="ENTERTAINMENT" />
}
