/** /successor-desc/:id and /user-fans?relationId=: a successor, with follow. */
import { SuccessorDetailView } from '@/features/heritage'

export default function SuccessorDescPage() {
  return <SuccessorDetailView />
}
