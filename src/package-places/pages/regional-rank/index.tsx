/** /regional-rank: REGION_RANK menu: the scenic areas of the region, ranked. */
import { PlaceListPage } from '@/features/places'

export default function RegionalRankPage() {
  return <PlaceListPage type="SCENERY" titleKey="regionalRank" ranked />
}
