/** /destination (DESTINATION menu): the cities of the site's region. */
import { DestinationListView } from '@/features/guides'

export default function DestinationPage() {
  return <DestinationListView />
}
