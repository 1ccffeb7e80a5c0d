/** /service-map/{type}[/{longitude}/{latitude}] (TOILET, PARKING, GAS_STATION, MEDICAL codes): what is around a point, nearest first. */
import { ServiceMap } from '@/features/maps'
import { usePageParams } from '@/kit'

export default function ServiceMapPage() {
  const { type, longitude, latitude } = usePageParams()
  return <ServiceMap type={type} longitude={longitude} latitude={latitude} />
}
