/** /intangible-video: heritage videos (menu INTANGIBLE_VIDEO). */
import { EntryListView } from '@/features/heritage'

export default function IntangibleVideoPage() {
  return <EntryListView kind="VIDEO" />
}
