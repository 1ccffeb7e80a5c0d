/** /regional-rank body: the site's regions ranked by the heat of their places (res/api/region/rank, variant c). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PagedList } from '../../kit/paged-list'
import type { TFunction } from 'i18next'
import { regionRankApi, type RankedRegion } from './ranking'
import './places.scss'

/** 市, 州, 地区... by the region's kind (an autonomous prefecture is no 市), else by its level */
const regionLabel = (t: TFunction<'places'>, region: RankedRegion) =>
  t(`regionKind.${region.kind}`, { defaultValue: t(`regionLevel.${region.level}`, { defaultValue: '' }) })

export function RegionRankView({ resourceType }: { resourceType?: string }) {
  const { t } = useTranslation('places')
  return (
    <View className="place-list" data-testid="region-rank">
      <PagedList
        source={regionRankApi}
        params={{ resourceType }}
        itemKey={(r) => r.regionCode}
        className="place-list__items"
        renderItem={(region, _list, index) => (
          <View className="region-rank" data-testid={`region-${region.regionCode}`}>
            <Text className={`region-rank__no${index < 3 ? ' is-top' : ''}`}>{index + 1}</Text>
            <View className="region-rank__body">
              <Text className="region-rank__name">{region.regionName}</Text>
              <Text className="region-rank__meta">
                {[regionLabel(t, region), t('placeCount', { count: region.placeCount })].filter(Boolean).join(' · ')}
              </Text>
            </View>
            <Text className="region-rank__heat">{t('heat', { heat: region.heat })}</Text>
          </View>
        )}
      />
    </View>
  )
}
