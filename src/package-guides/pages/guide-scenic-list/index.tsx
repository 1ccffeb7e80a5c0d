/** /guide-scenic-list (GUIDE_TOUR menu): the guided map tours of the scenic areas. */
import { TourListView } from '@/features/guides'

export default function GuideScenicListPage() {
  return <TourListView />
}
