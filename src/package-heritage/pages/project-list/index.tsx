/** /project-list: heritage projects by category (menu INTANGIBLE_PROJECT). */
import { ProjectListView } from '@/features/heritage'

export default function ProjectListPage() {
  return <ProjectListView by="category" />
}
