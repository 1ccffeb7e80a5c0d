/** /wonderful-show: SHOW menu. */
import { PlaceListPage } from '@/features/places'

export default function WonderfulShowPage() {
  return <PlaceListPage type="SCENIC_SHOW" />
}
