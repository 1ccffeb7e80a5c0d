/** /subject-area: SUBJECTAREA menu: the areas (spots) of the site. */
import { PlaceListPage } from '@/features/places'

export default function SubjectAreaPage() {
  return <PlaceListPage type="SPOTS" titleKey="subjectArea" />
}
