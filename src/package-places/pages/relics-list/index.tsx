/** /relics-list: COLLECTION menu; a relic opens /relics-detail/:id. */
import { PlaceListPage } from '@/features/places'

export default function RelicsListPage() {
  return <PlaceListPage type="COLLECTION" />
}
