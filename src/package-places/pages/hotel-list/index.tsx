/** /hotel-list/:siteId?: HOTEL menu. */
import { PlaceListPage } from '@/features/places'

export default function HotelListPage() {
  return <PlaceListPage type="HOTEL" />
}
