/** /amusement-facility-desc/:id. */
import { PlaceDetailView } from '@/features/places'

export default function AmusementFacilityDescPage() {
  return <PlaceDetailView type="SCENIC_PROJECT" />
}
