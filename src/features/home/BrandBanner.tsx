/**
 * A place's brand (getApiBrandList, pageSize 1) as a banner on its detail page: the brand's
 * picture with its name and slogan; a tap opens /brand-desc/{id}. Nothing while it loads, when
 * the call fails or when the place has no brand: the banner is a way on, not the page's content.
 *   <BrandBanner resourceType={place.resourceType} resourceId={place.id} />
 * data-testid: brand-banner.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '../../core/route-paths'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { brandOf } from './brand-api'
import { useSection } from './use-section'
import './brand.scss'

export function BrandBanner({ resourceType, resourceId }: { resourceType: string; resourceId: number }) {
  const { t, ready } = useTranslation('home')
  const { state } = useSection(() => brandOf(resourceType, resourceId), `${resourceType}:${resourceId}`)
  if (!ready || state.status !== 'done' || !state.data) return null
  const brand = state.data
  return (
    <View
      className="brand-banner"
      data-testid="brand-banner"
      {...pressable(() => navigate(routes.brandDesc(brand.id)), [t('brand.of'), brand.name, brand.slogan].filter(Boolean).join(' '))}
    >
      {brand.cover && <Picture className="brand-banner__image" src={brand.cover} />}
      <View className="brand-banner__text">
        <Text className="brand-banner__label">{t('brand.of')}</Text>
        <Text className="brand-banner__name">{brand.name}</Text>
        {brand.slogan && <Text className="brand-banner__slogan">{brand.slogan}</Text>}
      </View>
    </View>
  )
}
