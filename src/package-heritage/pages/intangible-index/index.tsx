/** /intangible-index: the heritage section (menu INTANGIBLE). */
import { IndexView } from '@/features/heritage'

export default function IntangibleIndexPage() {
  return <IndexView />
}
