/**
 * The results of a keyword grouped by type: each group's name and count, its first hits (the
 * server ranks them), and "see all" to /search/{type} when it has more. States: searching,
 * failed (tap to retry), nothing found.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { buildQuery } from '../../core/routes'
import * as routes from '../../core/route-paths'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import type { SearchAnswer, SearchGroup, SearchHit } from './api'
import { SearchHitRow } from './SearchHitRow'

/** hits shown per group on /search; the rest are on /search/{type} */
export const HITS_PER_GROUP = 3

export type SearchState = { view: 'searching' } | { view: 'failed' } | { view: 'done'; answer: SearchAnswer }

function Group({ group, hits, keyword }: { group: SearchGroup; hits: SearchHit[]; keyword: string }) {
  const { t } = useTranslation('search')
  const more = () => navigate(`${routes.search(group.type)}${buildQuery({ keyword })}`)
  return (
    <View className="search-section search-group" data-testid={`search-group-${group.type}`}>
      <View className="search-section__head">
        <View className="search-section__title" role="heading" aria-level={2}>
          {t(`type.${group.type}`, { defaultValue: group.type })} · {group.count}
        </View>
      </View>
      {hits.slice(0, HITS_PER_GROUP).map((hit) => (
        <SearchHitRow key={`${hit.resourceType}-${hit.resourceId}`} hit={hit} />
      ))}
      {group.count > Math.min(hits.length, HITS_PER_GROUP) && (
        <View className="search-group__more" data-testid={`search-more-${group.type}`} {...pressable(more)}>
          {t('more', { count: group.count })}
        </View>
      )}
    </View>
  )
}

export function SearchResults({ keyword, state, onRetry }: { keyword: string; state: SearchState; onRetry: () => void }) {
  const { t } = useTranslation('search')
  if (state.view === 'searching') {
    return (
      <View className="search-state" data-testid="search-searching" role="status">
        {t('searching')}
      </View>
    )
  }
  if (state.view === 'failed') {
    return (
      <View className="search-state" data-testid="search-failed" {...pressable(onRetry)}>
        {t('failed')}
      </View>
    )
  }
  const { answer } = state
  if (answer.total === 0) {
    return (
      <View className="search-state" data-testid="search-no-result" role="status">
        <Text className="search-state__title">{t('noResult', { keyword })}</Text>
        <Text className="search-state__hint">{t('noResultHint')}</Text>
      </View>
    )
  }
  return (
    <View className="search-results" data-testid="search-results">
      <View className="search-results__total" role="status">
        {t('total', { count: answer.total })}
      </View>
      {answer.groups.map((g) => (
        <Group key={g.type} group={g} keyword={keyword} hits={answer.hits.filter((h) => h.resourceType === g.resourceType)} />
      ))}
    </View>
  )
}
