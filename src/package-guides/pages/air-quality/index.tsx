/** /air-quality (AIR_QUALITY menu): the region's air, then its cities'. */
import { AirQualityView } from '@/features/guides'

export default function AirQualityPage() {
  return <AirQualityView />
}
