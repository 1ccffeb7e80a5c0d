/** A waterfall card: the picture in the 323-wide box at the story's height, its title, author and likes. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { StoryItem } from '../../../core/stories/contract'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { storyRoute } from '../routes'
import '../stories-hub.scss'

/** `routeOf`: where a tap opens instead of the story's own detail (the Great Wall's /cc-art-detail/{id}) */
export function StoryCard({ story, routeOf = storyRoute }: { story: StoryItem; routeOf?: (story: StoryItem) => string }) {
  const { t } = useTranslation('stories')
  return (
    <View className="story-card" data-testid="story-card" data-id={story.id} {...pressable(() => navigate(routeOf(story)))}>
      {story.imgCover ? (
        <Picture className="story-card__image" style={{ height: `${story.imgHeight}px` }} src={story.imgCover} lazyLoad />
      ) : null}
      <Text className="story-card__title">{story.title}</Text>
      {story.status === 'HELD' && <Text className="story-card__held">{t('held')}</Text>}
      <View className="story-card__foot">
        <Text className="story-card__author">{story.vipNickName || t('visitor')}</Text>
        <Text className="story-card__likes">{t('likes', { count: story.likeNum })}</Text>
      </View>
    </View>
  )
}
