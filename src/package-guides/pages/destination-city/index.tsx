/** /destination-city/{region}/{siteId}: a destination and its city cards. */
import { DestinationCityView } from '@/features/guides'

export default function DestinationCityPage() {
  return <DestinationCityView />
}
