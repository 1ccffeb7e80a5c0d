/** /homestay-list: FARMHOUSE menu. */
import { PlaceListPage } from '@/features/places'

export default function HomestayListPage() {
  return <PlaceListPage type="HOMESTAY" />
}
