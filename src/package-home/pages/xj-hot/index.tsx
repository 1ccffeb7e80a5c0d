/** /xj-hot (HOT menu): the Xinjiang hot list, scenic areas hottest first (res/api/scenic/rank, paged variant: 'c', 50 px trigger); elsewhere not on this site. */
import { PlaceListPage } from '@/features/places'
import { SiteOnly } from '../../components/SiteOnly'

export default function XjHotPage() {
  return (
    <SiteOnly section="xjHot" titleKey="page.xjHot">
      <PlaceListPage type="SCENERY" ranked titleKey="home:page.xjHot" />
    </SiteOnly>
  )
}
