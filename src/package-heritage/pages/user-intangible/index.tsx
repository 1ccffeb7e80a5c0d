/** /user-intangible: the visitor's followed successors and collected projects (menu INHERITOR). */
import { UserIntangibleView } from '@/features/heritage'

export default function UserIntangiblePage() {
  return <UserIntangibleView />
}
