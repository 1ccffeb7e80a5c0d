/**
 * /search and /search/{type} (product-spec 2.3 "Search"): without a type the search with hot
 * words, records and results grouped by type; with one (RESOURCE_TYPES key) that type's hits,
 * paged. `?keyword=` starts with a search.
 */
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { SearchView, TypedSearchView } from '@/features/search'
import { usePageParams } from '@/kit'

export default function SearchPage() {
  const { t } = useTranslation('search')
  const { type, keyword } = usePageParams()
  if (type) {
    const typeName = t(`type.${type}`, { defaultValue: type })
    return (
      <PageShell title={t('typeTitle', { type: typeName })}>
        <TypedSearchView type={type} initialKeyword={keyword || ''} />
      </PageShell>
    )
  }
  return (
    <PageShell title={t('title')}>
      <SearchView initialKeyword={keyword || ''} />
    </PageShell>
  )
}
