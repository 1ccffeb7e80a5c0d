/** /destination-desc/{region}/{id}?cardId: a destination's text, the card asked for first. */
import { DestinationDescView } from '@/features/guides'

export default function DestinationDescPage() {
  return <DestinationDescView />
}
