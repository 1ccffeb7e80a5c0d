/** /food-detail/:id: with the dining crowding. */
import { PlaceDetailView } from '@/features/places'

export default function FoodDetailPage() {
  return <PlaceDetailView type="FOOD" />
}
