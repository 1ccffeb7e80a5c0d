/** /room-detail/:id. */
import { PlaceDetailView } from '@/features/places'

export default function RoomDetailPage() {
  return <PlaceDetailView type="ACTIVITY_ROOM" />
}
