/** /experience-desc/:id: an experience base. */
import { BaseDetailView } from '@/features/heritage'

export default function ExperienceDescPage() {
  return <BaseDetailView kind="EXPERIENCE" />
}
