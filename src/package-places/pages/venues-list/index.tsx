/** /venues-list/:siteId?: VENUE menu. */
import { PlaceListPage } from '@/features/places'

export default function VenuesListPage() {
  return <PlaceListPage type="VENUE" />
}
