/** /studies-base-detail/:id. */
import { PlaceDetailView } from '@/features/places'

export default function StudiesBaseDetailPage() {
  return <PlaceDetailView type="RESEARCH_BASE" />
}
