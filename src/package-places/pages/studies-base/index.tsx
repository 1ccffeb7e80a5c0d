/** /studies-base: STUDIES menu. */
import { PlaceListPage } from '@/features/places'

export default function StudiesBasePage() {
  return <PlaceListPage type="RESEARCH_BASE" />
}
