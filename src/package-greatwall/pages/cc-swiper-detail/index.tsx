/**
 * /cc-swiper-detail: the park home's slides in full: every advert of the site (res/api/advert/list)
 * as a large card with its title; a tap opens it as the carousel does (its page, the leave-site
 * disclaimer for an outside link, else coming soon) and counts the tap.
 * data-testid: cc-swiper-detail, cc-slide-<adId>.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useMenuOpener } from '@/components/MenuOpener'
import { advertMenu, homeApi, useAdvertOpener } from '@/features/home'
import { LoadState, useLoad } from '@/kit'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwLead } from '../../components/Parts'

export default function CcSwiperDetailPage() {
  const { t } = useTranslation('greatwall')
  const slides = useLoad(homeApi.adverts)
  const { open: openMenu, dialog } = useMenuOpener()
  const open = useAdvertOpener((ad) => openMenu(advertMenu(ad)))
  return (
    <GreatWallPage title={t('page.swiperDetail')} testId="cc-swiper-detail">
      <GwLead text={t('lead.swiperDetail')} />
      <LoadState load={slides} testId="cc-slides" />
      {slides.data?.map((ad) => (
        <View key={ad.adId} className="gw-slide" data-testid={`cc-slide-${ad.adId}`} {...pressable(() => open(ad), ad.title)}>
          <Picture className="gw-slide__image" src={ad.image} lazyLoad />
          <Text className="gw-slide__title">{ad.title}</Text>
        </View>
      ))}
      {slides.data?.length === 0 && <GwLead text={t('empty.slides')} testId="cc-slides-empty" />}
      {dialog}
    </GreatWallPage>
  )
}
