/**
 * /cc-scenic: the Great Wall park's home: the first slide as the hero (the site's introduction under
 * it, a tap opens every slide on /cc-swiper-detail), the park's sections as brick tiles
 * (PARK_SECTIONS), then its passes and wall sections (the scenic list, opening /cc-detail/{id}).
 * data-testid: cc-scenic, cc-hero, cc-section-<key>, place-list.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { PARK_SECTIONS } from '@/core/greatwall/rules'
import * as routes from '@/core/route-paths'
import { homeApi } from '@/features/home'
import { PlaceListView } from '@/features/places'
import { useLoad } from '@/kit'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { GreatWallPage } from '../../components/GreatWallPage'
import { GwTitle } from '../../components/Parts'

export default function CcScenicPage() {
  const { t } = useTranslation('greatwall')
  const slides = useLoad(homeApi.adverts)
  const hero = slides.data?.[0]
  return (
    <GreatWallPage title={t('page.scenic')} testId="cc-scenic">
      {/* the name a screen reader gives the hero is its visible words: the introduction and "see all" */}
      <View className="gw-hero" data-testid="cc-hero" {...pressable(() => navigate(routes.ccSwiperDetail()))}>
        {hero && <Picture className="gw-hero__image" src={hero.image} priority />}
        <Text className="gw-hero__caption">
          {__SITE__.siteIntroduce && <Text className="gw-hero__intro">{__SITE__.siteIntroduce}</Text>}
          <Text className="gw-hero__more">{t('hero.more')}</Text>
        </Text>
      </View>
      <View className="gw-tiles" data-testid="cc-sections">
        {PARK_SECTIONS.map((s) => (
          <Text key={s.key} className="gw-tile" data-testid={`cc-section-${s.key}`} {...pressable(() => navigate(s.route))}>
            {t(`section.${s.key}`)}
          </Text>
        ))}
      </View>
      <GwTitle text={t('scenic.passes')} />
      <PlaceListView type="SCENERY" detailOf={routes.ccDetail} />
    </GreatWallPage>
  )
}
