/** /amusement-facility: PLAYITEM menu. */
import { PlaceListPage } from '@/features/places'

export default function AmusementFacilityPage() {
  return <PlaceListPage type="SCENIC_PROJECT" />
}
