/**
 * /brand-desc/{id}: a brand of the site on the kit's DetailPage (loading, failed with retry, not
 * found; the title becomes its name): its large picture with name and slogan, its tags and story,
 * then the places it stands for as the places feature's cards (each opens its detail).
 * data-testid: brand-detail, brand-name, brand-places, place-item-<id>.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { brandApi, type BrandDetail } from '@/features/home/brand'
import { PlaceCard, type PlaceTypeKey } from '@/features/places'
import { DetailPage } from '@/kit/detail-page'
import { Picture } from '@/kit/picture'
import { usePageParams } from '@/kit/page-params'
import './brand-view.scss'

function BrandBody({ brand }: { brand: BrandDetail }) {
  const { t } = useTranslation('home')
  return (
    <View className="brand-view">
      <View className="brand-view__head">
        {brand.cover && <Picture className="brand-view__cover" src={brand.cover} />}
        <View className="brand-view__title">
          <Text className="brand-view__name" data-testid="brand-name">
            {brand.name}
          </Text>
          {brand.slogan && <Text className="brand-view__slogan">{brand.slogan}</Text>}
        </View>
      </View>
      <View className="brand-view__card">
        {brand.tags.length > 0 && (
          <View className="brand-view__tags">
            {brand.tags.map((tag) => (
              <Text key={tag} className="brand-view__tag">
                {tag}
              </Text>
            ))}
          </View>
        )}
        {brand.intro && <Text className="brand-view__intro">{brand.intro}</Text>}
      </View>
      <View className="brand-view__card" data-testid="brand-places">
        <Text className="brand-view__heading">{t('brand.places', { count: brand.placeCount })}</Text>
        {brand.places.length === 0 ? (
          <Text className="brand-view__empty">{t('empty')}</Text>
        ) : (
          brand.places.map((place) => <PlaceCard key={place.id} type={place.type as PlaceTypeKey} item={place} visitor={null} compact />)
        )}
      </View>
    </View>
  )
}

export function BrandView() {
  const { t } = useTranslation('home')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={brandApi.detail} title={t('brand.title')} titleOf={(b) => b.name} testId="brand-detail">
      {(brand) => <BrandBody brand={brand} />}
    </DetailPage>
  )
}
