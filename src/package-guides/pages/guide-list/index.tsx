/** /guide-list/{keyword}/{sex}: the guides found (`all`: no filter). */
import { GuideListView } from '@/features/guides'

export default function GuideListPage() {
  return <GuideListView />
}
