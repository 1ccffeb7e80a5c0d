/** /spot-panorama (CS-PANORAMIC menu): panoramas of the scenic area's spots, pannable. */
import { PanoramaView } from '@/features/guides'

export default function SpotPanoramaPage() {
  return <PanoramaView />
}
