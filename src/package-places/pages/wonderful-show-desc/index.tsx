/** /wonderful-show-desc/:id. */
import { PlaceDetailView } from '@/features/places'

export default function WonderfulShowDescPage() {
  return <PlaceDetailView type="SCENIC_SHOW" />
}
