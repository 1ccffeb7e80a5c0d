/** /visit: places to visit: cultural venues, scenic areas and exhibitions, a tab each. */
import { TypeTabsPage } from '../../components/TypeTabsPage'

const TYPES = ['VENUE', 'SCENERY', 'EXHIBITION'] as const

export default function VisitPage() {
  return <TypeTabsPage titleKey="page.visit" types={TYPES} testId="visit" />
}
