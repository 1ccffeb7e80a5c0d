/** /intangible-project: heritage projects by protection level. */
import { ProjectListView } from '@/features/heritage'

export default function IntangibleProjectPage() {
  return <ProjectListView by="level" />
}
