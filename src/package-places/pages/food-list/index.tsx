/** /food-list/:siteId?: FOOD menu. */
import { PlaceListPage } from '@/features/places'

export default function FoodListPage() {
  return <PlaceListPage type="FOOD" />
}
