/** /scenic-list/:siteId?: SCENIC menu. */
import { PlaceListPage } from '@/features/places'

export default function ScenicListPage() {
  return <PlaceListPage type="SCENERY" />
}
