/** /inheritance-desc/:id: an inheritance base. */
import { BaseDetailView } from '@/features/heritage'

export default function InheritanceDescPage() {
  return <BaseDetailView kind="INHERITANCE" />
}
