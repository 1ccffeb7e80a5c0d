/** /relics-list: COLLECTION menu (relics have no detail page). */
import { PlaceListPage } from '@/features/places'

export default function RelicsListPage() {
  return <PlaceListPage type="COLLECTION" />
}
