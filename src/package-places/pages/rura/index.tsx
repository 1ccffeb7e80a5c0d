/** /rura/:region/:siteId?: COUNTRY_TOUR menu: the rural places of a region. */
import { PlaceListPage } from '@/features/places'

const paramsOf = (route: Record<string, string>) => ({ regionCode: route.region })

export default function RuraPage() {
  return <PlaceListPage type="RURAL" paramsOf={paramsOf} />
}
