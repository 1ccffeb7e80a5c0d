/** /speciality-list: SPECIALTY menu. */
import { PlaceListPage } from '@/features/places'

export default function SpecialityListPage() {
  return <PlaceListPage type="SPECIALITY" />
}
