/** /successor-list: successors by level (menu INTANGIBLE_SUCCESSOR). */
import { SuccessorListView } from '@/features/heritage'

export default function SuccessorListPage() {
  return <SuccessorListView />
}
