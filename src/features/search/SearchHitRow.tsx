/**
 * One search result: cover, the title with the matched part marked (segments from the server,
 * never HTML), the summary. Tapping opens the resource's detail route (detailRouteOf); a type
 * without a detail page says so instead of opening nothing.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { detailRouteOf } from '../../core/resource-types'
import { toast } from '../../kit/toast'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import type { SearchHit } from './api'
import { Picture } from '../../kit/picture'

export function HighlightedTitle({ hit }: { hit: SearchHit }) {
  const segments = hit.highlight?.length ? hit.highlight : [{ text: hit.title, hit: false }]
  return (
    <Text className="search-hit__title">
      {segments.map((s, i) =>
        s.hit ? (
          <Text key={i} className="search-hit__mark" data-testid="search-mark">
            {s.text}
          </Text>
        ) : (
          <Text key={i}>{s.text}</Text>
        ),
      )}
    </Text>
  )
}

export function SearchHitRow({ hit }: { hit: SearchHit }) {
  const { t } = useTranslation('search')
  const open = () => {
    const route = detailRouteOf(hit.resourceType, hit.resourceId)
    if (route) navigate(route)
    else toast(t('noDetail'))
  }
  return (
    <View className="search-hit" data-testid={`search-hit-${hit.type}-${hit.resourceId}`} {...pressable(open)}>
      {/* the cover illustrates the title beside it: empty alt, so screen readers do not read it twice */}
      {hit.cover && <Picture className="search-hit__cover" src={hit.cover} lazyLoad />}
      <View className="search-hit__text">
        <HighlightedTitle hit={hit} />
        {hit.summary && <Text className="search-hit__summary">{hit.summary}</Text>}
      </View>
    </View>
  )
}
