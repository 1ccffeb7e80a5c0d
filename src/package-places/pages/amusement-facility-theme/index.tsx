/** /amusement-facility-theme/:id: the facilities of one theme (parentId). */
import { PlaceListPage } from '@/features/places'

const paramsOf = (route: Record<string, string>) => ({ parentId: Number(route.id) || undefined })

export default function AmusementFacilityThemePage() {
  return <PlaceListPage type="SCENIC_PROJECT" titleKey="amusementTheme" paramsOf={paramsOf} />
}
