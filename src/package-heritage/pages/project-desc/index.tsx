/** /project-desc/:id: a heritage project. */
import { ProjectDetailView } from '@/features/heritage'

export default function ProjectDescPage() {
  return <ProjectDetailView />
}
