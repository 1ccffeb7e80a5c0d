/** /rural-detail/:id: with its spots. */
import { PlaceDetailView } from '@/features/places'

export default function RuralDetailPage() {
  return <PlaceDetailView type="RURAL" />
}
