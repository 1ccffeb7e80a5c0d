/** /open-map/{lng}/{lat}/{name}/{address}: one place on a map and the way to navigate there (all four parts required). */
import { OpenMap } from '@/features/maps'
import { usePageParams } from '@/kit'

export default function OpenMapPage() {
  const params = usePageParams()
  return <OpenMap params={params} />
}
