/**
 * /intangible-index: the section's front page: a picture of a national project, the section's
 * entries as picture tiles (the bases only where the site version shows them), then national
 * projects, successors and the latest news, each loading on its own.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { showsHeritageBases } from '../../core/heritage/rules'
import * as routes from '../../core/route-paths'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { useLoad } from '../../kit/use-load'
import { navigate } from '../../services/navigate'
import { entryApis, projectApi, successorApi } from './api'
import { ProjectCard, SuccessorCard } from './components/Cards'
import { EntryCard } from './components/EntryCard'
import { Related } from './components/Related'
import './heritage.scss'

/** the section's tiles: key (title.<key>), where it goes, and whether it is one of the hideable bases */
export const HERITAGE_TILES = [
  { key: 'intangibleProject', to: routes.intangibleProject },
  { key: 'projectList', to: routes.projectList },
  { key: 'successorList', to: routes.successorList },
  { key: 'experienceList', to: routes.experienceList, base: true },
  { key: 'inheritanceList', to: routes.inheritanceList, base: true },
  { key: 'entries.FOOD', to: routes.intangibleFood },
  { key: 'entries.NEWS', to: routes.intangibleNews },
  { key: 'entries.VIDEO', to: routes.intangibleVideo },
  { key: 'entries.AUDIO', to: routes.intangibleAudio },
  { key: 'userIntangible', to: routes.userIntangible },
] as const

/** the tiles a site shows (the bases hidden on SCENERY sites) */
export const tilesFor = (site: { siteVersion?: string }) => HERITAGE_TILES.filter((tile) => !('base' in tile) || showsHeritageBases(site))

function Hero() {
  const { t } = useTranslation('heritage')
  const { data } = useLoad(() => projectApi.list({ level: 'NATIONAL' }, { page: 1, pageSize: 1 }))
  const top = data?.items[0]
  return (
    <View className="heritage-hero" data-testid="heritage-hero">
      {top?.cover && <Picture className="heritage-hero__image" src={top.cover} />}
      <View className="heritage-hero__text">
        <Text className="heritage-hero__title">{t('hero.title')}</Text>
        <Text className="heritage-hero__subtitle">{t('hero.subtitle')}</Text>
      </View>
    </View>
  )
}

export function IndexView() {
  const { t } = useTranslation('heritage')
  return (
    <PageShell title={t('title.intangibleIndex')}>
      <View className="heritage-page" data-testid="heritage-index">
        <Hero />
        <View className="heritage-tiles">
          {tilesFor(__SITE__).map((tile) => (
            <View
              key={tile.key}
              className="heritage-tiles__tile"
              data-testid={`heritage-tile-${tile.key}`}
              {...pressable(() => navigate(tile.to()))}
            >
              <Text>{t(`title.${tile.key}`)}</Text>
            </View>
          ))}
        </View>
        <Related
          title={t('section.national')}
          source={projectApi}
          params={{ level: 'NATIONAL' as const }}
          render={(p) => <ProjectCard item={p} />}
          testId="heritage-index-projects"
          size={3}
        />
        <Related
          title={t('section.successorsAll')}
          source={successorApi}
          params={{}}
          render={(s) => <SuccessorCard item={s} />}
          testId="heritage-index-successors"
          size={3}
        />
        <Related
          title={t('title.entries.NEWS')}
          source={entryApis.NEWS}
          params={{}}
          render={(e) => <EntryCard item={e} />}
          testId="heritage-index-news"
          size={3}
        />
      </View>
    </PageShell>
  )
}
