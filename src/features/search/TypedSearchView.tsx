/**
 * /search/{type}?keyword=: the hits of one type, paged by the kit's PagedList (scroll loading,
 * pull to refresh, no more / no data footers). A new keyword in the field searches the same type.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { PagedList } from '../../kit/paged-list'
import { searchApi, type SearchHit } from './api'
import { SearchBox } from './SearchBox'
import { SearchHitRow } from './SearchHitRow'
import './search.scss'

export function TypedSearchView({ type, initialKeyword = '' }: { type: string; initialKeyword?: string }) {
  const { t } = useTranslation('search')
  const [keyword, setKeyword] = useState(initialKeyword)
  return (
    <View className="search-view" data-testid="search-type-page" data-type={type}>
      <SearchBox keyword={keyword} onSearch={setKeyword} placeholder={t(`type.${type}`, { defaultValue: type })} />
      {keyword ? (
        <PagedList<SearchHit, { keyword: string; type: string }>
          source={searchApi.typedSource}
          params={{ keyword, type }}
          itemKey={(hit) => `${hit.resourceType}-${hit.resourceId}`}
          testId="search-type-list"
          renderItem={(hit) => <SearchHitRow hit={hit} />}
        />
      ) : (
        <Text className="search-start__prompt">{t('emptyPrompt')}</Text>
      )}
    </View>
  )
}
