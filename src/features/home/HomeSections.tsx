/**
 * The content sections of a home layout, in the layout's order: place strips (PLACE_SECTIONS),
 * news, weather and the provincial layout's regions. Each loads on its own and keeps its own
 * state; they load again when the interface language changes (the server answers in it).
 */
import { Text, View } from '@tarojs/components'
import type { Result } from '../../kit/result'
import { useTranslation } from 'react-i18next'
import { regionLevel } from '../../core/places/region'
import * as routes from '../../core/route-paths'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { homeApi } from './api'
import { PLACE_SECTIONS, type PlaceSectionKind, type PlaceSectionSpec } from './place-sections'
import { PlaceStrip } from './PlaceStrip'
import { Section, type SectionProps } from './Section'
import { useSection } from './use-section'
import { useNearViewport } from '../../platform/near-viewport'
import './home.scss'

export type HomeSectionKind = PlaceSectionKind | 'news' | 'weather' | 'regions'

/**
 * A section whose answer is asked for only when it comes near the screen (the home's lower
 * sections wait until the visitor scrolls; they keep their loading height meanwhile), in the
 * interface language; titled by its kind.
 */
function LazySection<T>({
  load,
  ...frame
}: Omit<SectionProps<T>, 'state' | 'retry' | 'sectionRef' | 'title'> & { load: () => Promise<Result<T>> }) {
  const { t, i18n } = useTranslation('home')
  const [sectionRef, near] = useNearViewport()
  const { state, retry } = useSection(load, i18n.language, near)
  return <Section {...frame} title={t(`section.${frame.kind}`)} state={state} retry={retry} sectionRef={sectionRef} />
}

interface KindProps {
  kind: HomeSectionKind
  accent: string
}

function PlaceSection({ kind, accent }: { kind: PlaceSectionKind; accent: string }) {
  const { t } = useTranslation('home')
  const spec: PlaceSectionSpec = PLACE_SECTIONS[kind]
  return (
    <LazySection kind={kind} accent={accent} load={spec.load} more={spec.more?.()} moreText={spec.moreKey && t(spec.moreKey)}>
      {(places) => <PlaceStrip kind={kind} places={places} ranked={spec.ranked} />}
    </LazySection>
  )
}

/** the home shows the three newest of every channel; "more" opens the rest of them (/recent-news, newest first) */
const loadNews = () => homeApi.news(3)

function NewsSection({ accent }: { accent: string }) {
  return (
    <LazySection kind="news" accent={accent} load={loadNews} more={routes.recentNews()}>
      {(news) => (
        <View className="home-news">
          {news.map((item) => (
            <View
              key={item.id}
              className="home-news__item"
              data-testid={`home-news-item-${item.id}`}
              {...pressable(() => navigate(routes.newsDetail(item.id)), item.title)}
            >
              {item.imgUrl && <Picture className="home-news__image" src={item.imgUrl} />}
              <Text className="home-news__title">{item.title}</Text>
            </View>
          ))}
        </View>
      )}
    </LazySection>
  )
}

function WeatherSection({ accent }: { accent: string }) {
  const { t } = useTranslation('home')
  return (
    <LazySection kind="weather" accent={accent} load={homeApi.weather} isEmpty={() => false}>
      {(w) => (
        <View className="home-weather" data-testid="home-weather">
          <Text className="home-weather__temp">{t('temperature', { temp: Math.round(w.now.temp) })}</Text>
          <View className="home-weather__text">
            <Text>{`${w.regionName} · ${w.now.text}`}</Text>
            {w.daily[0] && <Text>{t('range', { min: Math.round(w.daily[0].tempMin), max: Math.round(w.daily[0].tempMax) })}</Text>}
            <Text>{t('air', { aqi: w.air.aqi, category: w.air.category })}</Text>
          </View>
        </View>
      )}
    </LazySection>
  )
}

function RegionsSection({ accent }: { accent: string }) {
  const { t } = useTranslation('home')
  return (
    <LazySection kind="regions" accent={accent} load={homeApi.regions} more={routes.regionalRank()}>
      {(regions) => (
        <View className="home-regions">
          {regions.map((r) => (
            <View
              key={r.regionCode}
              className="home-regions__item"
              data-testid={`home-region-${r.regionCode}`}
              {...pressable(() => navigate(routes.rura(r.regionCode)), r.regionName)}
            >
              <Text className="home-regions__name">{r.regionName}</Text>
              <Text className="home-regions__meta">{t(`level.${regionLevel(r.regionCode) ?? 3}`, { count: r.placeCount })}</Text>
            </View>
          ))}
        </View>
      )}
    </LazySection>
  )
}

export function HomeSection({ kind, accent }: KindProps) {
  if (kind === 'news') return <NewsSection accent={accent} />
  if (kind === 'weather') return <WeatherSection accent={accent} />
  if (kind === 'regions') return <RegionsSection accent={accent} />
  return <PlaceSection kind={kind} accent={accent} />
}

/** the sections of a layout; nothing until the home strings are there (H5 fetches them after the first paint) */
export function HomeSections({ kinds, accent }: { kinds: readonly HomeSectionKind[]; accent: string }) {
  const { ready } = useTranslation('home')
  if (!ready) return null
  return (
    <>
      {kinds.map((kind) => (
        <HomeSection key={kind} kind={kind} accent={accent} />
      ))}
    </>
  )
}
