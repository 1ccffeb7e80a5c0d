/** /xj-panoramic (PANORAMIC menu): the Xinjiang panoramas, pannable (the guides feature's viewer); elsewhere not on this site. */
import { PanoramaView } from '@/features/guides'
import { SiteOnly } from '../../components/SiteOnly'

export default function XjPanoramicPage() {
  return (
    <SiteOnly section="xjPanoramic" titleKey="page.xjPanoramic">
      <PanoramaView />
    </SiteOnly>
  )
}
