/** /venues-detail/:id. */
import { PlaceDetailView } from '@/features/places'

export default function VenuesDetailPage() {
  return <PlaceDetailView type="VENUE" />
}
