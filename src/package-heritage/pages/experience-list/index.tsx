/** /experience-list: experience bases (menu PROJECT_EXPERIENCE_BASE; hidden on SCENERY sites). */
import { BaseListView } from '@/features/heritage'

export default function ExperienceListPage() {
  return <BaseListView kind="EXPERIENCE" />
}
