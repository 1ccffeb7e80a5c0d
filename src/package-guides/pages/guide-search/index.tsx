/** /guide-search (GUIDE menu) and /guide/search: find a guide by keyword and sex. */
import { GuideSearchView } from '@/features/guides'

export default function GuideSearchPage() {
  return <GuideSearchView />
}
