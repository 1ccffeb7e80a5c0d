/**
 * /relics-detail/:id: a relic or collected object (COLLECTION). The spec names relics among the
 * places but gives no detail path; this one follows /exhibition-detail/:id (docs/contract-places.md).
 */
import { PlaceDetailView } from '@/features/places'

export default function RelicsDetailPage() {
  return <PlaceDetailView type="COLLECTION" />
}
