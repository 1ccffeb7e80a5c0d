/** /scenic-detail/:id: with its spots; the index bar on four sites. */
import { PlaceDetailView } from '@/features/places'

export default function ScenicDetailPage() {
  return <PlaceDetailView type="SCENERY" />
}
