/** /speciality-detail/:id. */
import { PlaceDetailView } from '@/features/places'

export default function SpecialityDetailPage() {
  return <PlaceDetailView type="SPECIALITY" />
}
