/** /intangible-food: heritage food (menu INTANGIBLE_FOOD). */
import { EntryListView } from '@/features/heritage'

export default function IntangibleFoodPage() {
  return <EntryListView kind="FOOD" />
}
