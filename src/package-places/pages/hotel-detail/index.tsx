/** /hotel-detail/:id: with the rooms crowding. */
import { PlaceDetailView } from '@/features/places'

export default function HotelDetailPage() {
  return <PlaceDetailView type="HOTEL" />
}
