/**
 * The heritage rows: a big picture first (people would rather look than read), the level as a
 * badge, then the name and a line of facts. A tap opens the row's detail page.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { HeritageBase, HeritageProject, HeritageSuccessor } from '../../../core/heritage/contract'
import * as routes from '../../../core/route-paths'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'

function Cover({ src, className }: { src: string; className: string }) {
  // the name beside it says what the picture shows: empty alt, not read twice
  return src ? <Picture className={className} src={src} lazyLoad /> : <View className={`${className} heritage-cover--none`} />
}

export function LevelBadge({ level }: { level: string }) {
  const { t } = useTranslation('heritage')
  return <Text className={`heritage-level heritage-level--${level.toLowerCase()}`}>{t(`level.${level}`)}</Text>
}

export function ProjectCard({ item }: { item: HeritageProject }) {
  const { t } = useTranslation('heritage')
  return (
    <View className="heritage-card" data-testid={`heritage-project-${item.id}`} {...pressable(() => navigate(routes.projectDesc(item.id)))}>
      <View className="heritage-card__figure">
        <Cover src={item.cover} className="heritage-card__cover" />
        <LevelBadge level={item.level} />
      </View>
      <View className="heritage-card__body">
        <Text className="heritage-card__name">{item.name}</Text>
        <Text className="heritage-card__meta">
          {[t(`category.${item.category}`), item.regionName, item.listCode].filter(Boolean).join(' · ')}
        </Text>
        {item.summary && <Text className="heritage-card__summary">{item.summary}</Text>}
      </View>
    </View>
  )
}

export function SuccessorCard({ item }: { item: HeritageSuccessor }) {
  const { t } = useTranslation('heritage')
  return (
    <View
      className="heritage-person"
      data-testid={`heritage-successor-${item.id}`}
      {...pressable(() => navigate(routes.successorDesc(item.id)))}
    >
      <Cover src={item.cover} className="heritage-person__photo" />
      <View className="heritage-person__body">
        <View className="heritage-person__head">
          <Text className="heritage-card__name">{item.name}</Text>
          <LevelBadge level={item.level} />
        </View>
        <Text className="heritage-card__meta">{item.projectName}</Text>
        <Text className="heritage-card__meta">
          {[t('generation', { n: item.generation }), t('fans', { count: item.fansNum })].join(' · ')}
        </Text>
      </View>
    </View>
  )
}

export function BaseCard({ item }: { item: HeritageBase }) {
  const open = () => navigate(item.kind === 'EXPERIENCE' ? routes.experienceDesc(item.id) : routes.inheritanceDesc(item.id))
  return (
    <View className="heritage-card" data-testid={`heritage-base-${item.id}`} {...pressable(open)}>
      <View className="heritage-card__figure">
        <Cover src={item.cover} className="heritage-card__cover" />
        <LevelBadge level={item.level} />
      </View>
      <View className="heritage-card__body">
        <Text className="heritage-card__name">{item.name}</Text>
        {item.projectName && <Text className="heritage-card__meta">{item.projectName}</Text>}
        <Text className="heritage-card__summary">{item.address}</Text>
      </View>
    </View>
  )
}
