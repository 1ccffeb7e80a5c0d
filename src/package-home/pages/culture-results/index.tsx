/** /culture-results: the site's cultural results: exhibitions, collected relics and study bases, a tab each. */
import { TypeTabsPage } from '../../components/TypeTabsPage'

const TYPES = ['EXHIBITION', 'COLLECTION', 'RESEARCH_BASE'] as const

export default function CultureResultsPage() {
  return <TypeTabsPage titleKey="page.cultureResults" types={TYPES} testId="culture-results" />
}
