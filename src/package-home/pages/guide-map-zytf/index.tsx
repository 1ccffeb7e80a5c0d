/**
 * /guide-map-zytf: the province's guide map (智游天府, ZYTF_SITES): its scenic areas on the map,
 * the list under it nearest first (the maps feature's venues map); elsewhere not on this site.
 */
import { VenuesMap } from '@/features/maps'
import { SiteOnly } from '../../components/SiteOnly'

export default function GuideMapZytfPage() {
  return (
    <SiteOnly section="guideMapZytf" titleKey="page.guideMapZytf">
      <VenuesMap type="CONTENT_TYPE_SCENERY" />
    </SiteOnly>
  )
}
