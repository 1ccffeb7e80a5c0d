/** /travel-list[/{siteId}/{regionName}] (AGENCY menu): travel agencies, of a district when named. */
import { AgencyListView } from '@/features/guides'

export default function TravelListPage() {
  return <AgencyListView />
}
