/**
 * The detail of a story, strategy, moment or work (/story-detail, /strategy-detail, /work-detail)
 * on the kit's DetailPage: pictures, title, author, date and place, its tag and topic, the text
 * exactly as written and always shown as text (a stored <img onerror> or <script> shows as
 * characters: no HTML is ever injected), then like and collect.
 */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { CommentBlock } from '@/features/comments'
import type { StoryDetail } from '../../core/stories/contract'
import * as routes from '../../core/route-paths'
import { DetailPage } from '../../kit/detail-page'
import { dateText } from '../../kit/format'
import { Picture } from '../../kit/picture'
import { usePageParams } from '../../kit/page-params'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { storyApi } from './api'
import { StoryBar } from './components/StoryBar'
import './stories.scss'
import './stories-hub.scss'

export function StoryText({ text }: { text: string }) {
  return (
    <View className="story-text" data-testid="story-text">
      {text.split(/\n{2,}/).map((para, i) => (
        <Text key={i} className="story-text__para" userSelect>
          {para}
        </Text>
      ))}
    </View>
  )
}

function StoryBody({ story }: { story: StoryDetail }) {
  const { t } = useTranslation('stories')
  const pictures = story.images.length ? story.images : story.cover ? [story.cover] : []
  return (
    <View className="story-detail" data-testid="story-body" data-type={story.storyType}>
      {pictures.map((url, i) => (
        <Picture
          key={`${url}-${i}`}
          className="story-detail__picture"
          src={url}
          mode="widthFix"
          lazyLoad={i > 0}
          alt={t('picture', { index: i + 1 })}
        />
      ))}
      <View className="story-detail__head">
        <Text className="story-detail__title" data-testid="story-title">
          {story.title}
        </Text>
        {story.status === 'HELD' && <Text className="story-card__held">{t('held')}</Text>}
        <View className="story-detail__meta">
          <Text>{story.vipNickName || t('visitor')}</Text>
          <Text>{dateText(story.createTime)}</Text>
          {story.resourceRegionName && <Text>{story.resourceRegionName}</Text>}
        </View>
        <View className="story-detail__links">
          {story.tagId && story.tagName && (
            <Text className="story-chip" {...pressable(() => navigate(routes.storyList(story.tagId!)))}>{`#${story.tagName}`}</Text>
          )}
          {story.topicId && story.topicTitle && (
            <Text className="story-chip" {...pressable(() => navigate(routes.topicDetail(story.topicId!)))}>
              {t('inTopic', { title: story.topicTitle })}
            </Text>
          )}
        </View>
      </View>
      {story.content && <StoryText text={story.content} />}
      <StoryBar story={story} />
      <CommentBlock type={story.resourceType} id={story.id} title={story.title} />
    </View>
  )
}

/** `frame`: what the loaded body sits in (the Great Wall's skin and footer around /cc-art-detail) */
export function StoryDetailView({ titleKey, frame = (body) => body }: { titleKey: string; frame?: (body: ReactNode) => ReactNode }) {
  const { t } = useTranslation('stories')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={storyApi.detail} title={t(titleKey)} titleOf={(s) => s.title} testId="story-detail">
      {(story) => frame(<StoryBody story={story} />)}
    </DetailPage>
  )
}
