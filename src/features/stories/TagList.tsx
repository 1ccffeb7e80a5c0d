/** /tag-list: the site's story tags as picture tiles; a tile opens the stories of that tag (/story-list/{id}). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import * as routes from '../../core/route-paths'
import { Picture } from '../../kit/picture'
import { pressable } from '../../kit/theme'
import { useCallback, useEffect, useState } from 'react'
import type { StoryTag } from '../../core/stories/contract'
import { navigate } from '../../services/navigate'
import { storyTags } from './api'
import './stories-hub.scss'

export function TagList() {
  const { t } = useTranslation(['stories', 'common'])
  // undefined while loading, null when it failed (tap to retry)
  const [tags, setTags] = useState<StoryTag[] | null | undefined>()
  const load = useCallback(() => {
    setTags(undefined)
    storyTags().then((r) => setTags(r.ok ? r.data : null))
  }, [])
  useEffect(load, [load])
  if (tags === undefined) return <View className="wl-paged-list__footer">{t('common:loading')}</View>
  if (tags === null)
    return (
      <View className="wl-paged-list__footer" {...pressable(load)}>
        {t('common:loadFailed')}
      </View>
    )
  if (tags.length === 0) return <View className="wl-paged-list__footer">{t('common:noData')}</View>
  return (
    <View className="tag-grid" data-testid="tag-list">
      {tags.map((tag) => (
        <View key={tag.id} className="tag-tile" data-testid="tag-tile" {...pressable(() => navigate(routes.storyList(tag.id)))}>
          <Picture className="tag-tile__image" src={tag.cover} lazyLoad />
          <Text className="tag-tile__name">{`#${tag.name}`}</Text>
        </View>
      ))}
    </View>
  )
}

/**
 * /time: moments and stories of the site, with the ways to write and browse them: write, topics,
 * strategies, the photo wall, then the story hubs (the most liked strategies by tag, the topic works,
 * the tags, the moments alone).
 */
export function TimeHome() {
  const { t } = useTranslation('stories')
  const links: Array<[string, string]> = [
    ['title.addStory', routes.addStory()],
    ['title.topicList', routes.topicList()],
    ['title.strategyList', routes.strategyList()],
    ['title.photoWall', routes.photoWall()],
    ['title.findStrategy', routes.findStrategy()],
    ['title.showList', routes.showList()],
    ['title.tagList', routes.tagList()],
    ['title.timeList', routes.timeList()],
  ]
  return (
    <View data-testid="time-home">
      <View className="time-links">
        {links.map(([key, url]) => (
          <Text key={key} className="time-links__item" {...pressable(() => navigate(url))}>
            {t(key)}
          </Text>
        ))}
      </View>
    </View>
  )
}
