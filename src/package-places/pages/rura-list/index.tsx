/** /rura-list: rural business-card list. */
import { PlaceListPage } from '@/features/places'

export default function RuraListPage() {
  return <PlaceListPage type="RURAL" titleKey="ruraList" />
}
