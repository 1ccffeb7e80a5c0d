/** /exhibition-list: EXHIBITION menu. */
import { PlaceListPage } from '@/features/places'

export default function ExhibitionListPage() {
  return <PlaceListPage type="EXHIBITION" />
}
