/**
 * The home page body for the layout chosen by src/core/home-selection: hero with the site name,
 * the search entry (/search: every layout has one, issue 28), the adverts carousel, the index menu grid (getIndexMenuList) with its loading and empty states,
 * then the layout's content sections (src/features/home, in the order of ./variants.ts).
 * data-testid: home-layout-<layout>, home-site-name, home-search, index-menu-grid, home-loading, home-empty,
 * home-section-<kind>.
 */
import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { useTranslation } from 'react-i18next'
import type { MenuItem } from '../../../types/contract'
import { AdvertCarousel, HomeSections, advertMenu } from '@/features/home'
import type { HomeLayout as HomeLayoutName } from '../../core/home-selection'
import { SearchEntry } from '../../kit/search-entry'
import { textOnBackground } from '../../kit/theme'
import MenuGrid from '../MenuGrid'
import { LAYOUT_VARIANTS } from './variants'
import './index.scss'

export interface HomeLayoutProps {
  layout: HomeLayoutName
  siteName: string
  /** undefined while loading */
  menus: MenuItem[] | undefined
  themeColor: string
  onOpen(item: MenuItem): void
  /** e.g. the language switch of multilingual sites */
  heroExtra?: React.ReactNode
}

export default function HomeLayout({ layout, siteName, menus, themeColor, onOpen, heroExtra }: HomeLayoutProps) {
  const { t } = useTranslation('shell')
  const variant = LAYOUT_VARIANTS[layout]
  const background = variant.hero === 'theme' ? themeColor : variant.hero
  // the hero's own colour decides its text colour: white on gold is 2.1:1
  const color = textOnBackground(background)
  return (
    <View className={`home-layout home-layout--${layout}`} data-testid={`home-layout-${layout}`}>
      {/* a floor, not a height: elder mode's larger text and the search entry must not spill out of it */}
      <View className="home-layout__hero" style={{ background, color, minHeight: Taro.pxTransform(variant.heroHeight) }}>
        <Text className="home-layout__site-name" data-testid="home-site-name">
          {siteName}
        </Text>
        <Text className="home-layout__tagline">{t(variant.tagline)}</Text>
        {heroExtra}
        <SearchEntry onHero testId="home-search" />
      </View>
      <AdvertCarousel onExternal={(ad) => onOpen(advertMenu(ad))} />
      <View className="home-layout__card">
        <Text className="home-layout__heading">{t('home.menu')}</Text>
        {menus === undefined ? (
          <View className="home-layout__state" data-testid="home-loading">
            {t('home.loading')}
          </View>
        ) : menus.length === 0 ? (
          <View className="home-layout__state" data-testid="home-empty">
            {t('home.empty')}
          </View>
        ) : (
          <MenuGrid menus={menus} columns={variant.columns} onOpen={onOpen} />
        )}
      </View>
      <HomeSections kinds={variant.sections} accent={themeColor} />
    </View>
  )
}
