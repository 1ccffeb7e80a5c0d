/** /entertain-list/:siteId?: ENTERTAIN menu. */
import { PlaceListPage } from '@/features/places'

export default function EntertainListPage() {
  return <PlaceListPage type="ENTERTAINMENT" />
}
