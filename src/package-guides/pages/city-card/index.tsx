/** /city-card: every city card of the site. */
import { CityCardListView } from '@/features/guides'

export default function CityCardPage() {
  return <CityCardListView />
}
