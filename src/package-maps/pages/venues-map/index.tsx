/** /venues-map/{type} (e.g. /venues-map/CONTENT_TYPE_SCENERY): the places of a type on a map, the list under it. */
import { VenuesMap } from '@/features/maps'
import { usePageParams } from '@/kit'

export default function VenuesMapPage() {
  const { type } = usePageParams()
  return <VenuesMap type={type} />
}
