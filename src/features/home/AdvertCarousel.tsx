/**
 * The site's adverts (res/api/advert/list) as a carousel of large pictures with their titles.
 * A tap counts (addFunctionClickRecord) and then, by jump type: OUTSIDE → the leave-to-third-party
 * disclaimer of the menus (onExternal); GOODS → the shop's goods page /goods-detail/{resourceId}
 * (src/package-shop) on a site with a shop; PLACE, ACTIVITY → the resource's detail page
 * (detailRouteOf) when that page is built; else the coming-soon toast.
 * data-testid: home-section-adverts, home-advert-<adId>.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '../../../types/contract'
import { COMING_SOON_TOAST_MS } from '../../core/constants'
import { detailRouteOf } from '../../core/resource-types'
import { goodsDetail } from '../../core/route-paths'
import { matchRoute, NOT_FOUND_PAGE } from '../../core/routes'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { homeApi, type Advert } from './api'
import { Slides } from './Slides'
import { useSection } from './use-section'
import './home.scss'

/** where an advert leads: the external address, a built page, or nowhere yet */
export function advertTarget(ad: Advert): { kind: 'external'; url: string } | { kind: 'page'; url: string } | { kind: 'soon' } {
  if (ad.type === 'OUTSIDE') return ad.jumpUrl ? { kind: 'external', url: ad.jumpUrl } : { kind: 'soon' }
  if (ad.type === 'GOODS') return ad.resourceId && __SITE__.shopUrl ? { kind: 'page', url: goodsDetail(ad.resourceId) } : { kind: 'soon' }
  const url = ad.resourceId ? detailRouteOf(ad.resourceType, ad.resourceId) : undefined
  return url && matchRoute(url.split('?')[0]).page !== NOT_FOUND_PAGE ? { kind: 'page', url } : { kind: 'soon' }
}

/** an OUTSIDE advert as the external menu item the menu opener's leave-site disclaimer takes */
export const advertMenu = (ad: Advert): MenuItem => ({
  id: ad.adId,
  name: ad.title,
  menuCode: 'ADVERT',
  jumpType: 2,
  externalLink: ad.jumpUrl,
})

/** opening an advert: count the tap, then its page, the disclaimer (onExternal) or the coming-soon toast */
export function useAdvertOpener(onExternal: (ad: Advert) => void): (ad: Advert) => void {
  const { t } = useTranslation('common')
  return (ad: Advert) => {
    void homeApi.click(ad.adId)
    const target = advertTarget(ad)
    if (target.kind === 'external') onExternal(ad)
    else if (target.kind === 'page') navigate(target.url)
    else Taro.showToast({ title: t('comingSoon'), icon: 'none', duration: COMING_SOON_TOAST_MS })
  }
}

export function AdvertCarousel({ onExternal }: { onExternal(ad: Advert): void }) {
  const { t, i18n } = useTranslation(['home', 'common'])
  const { state } = useSection(homeApi.adverts, i18n.language)
  const open = useAdvertOpener(onExternal)
  if (state.status !== 'done' || state.data.length === 0) {
    // a carousel-sized space while loading; nothing to show otherwise (the menus come next)
    return state.status === 'loading' ? <View className="home-slides home-slides--loading" data-testid="home-adverts-loading" /> : null
  }
  return (
    <View data-testid="home-section-adverts">
      <Slides
        label={t('adverts')}
        slides={state.data.map((ad, i) => (
          <View key={ad.adId} className="home-advert" data-testid={`home-advert-${ad.adId}`} {...pressable(() => open(ad), ad.title)}>
            {/* the first picture is the largest paint of the home: fetched before the others */}
            <Picture className="home-advert__image" src={ad.image} priority={i === 0} />
            <Text className="home-advert__title">{ad.title}</Text>
          </View>
        ))}
      />
    </View>
  )
}
