/** /topic-list: the topics, newest first, each with its picture, state from its dates and dates. */
import { Text, View } from '@tarojs/components'
import type { TopicItem } from '../../core/stories/contract'
import * as routes from '../../core/route-paths'
import { dateText } from '../../kit/format'
import { Picture } from '../../kit/picture'
import { PagedList } from '../../kit/paged-list'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { topicApi } from './api'
import { TopicStateLabel } from './TopicViews'
import './stories.scss'

function TopicCard({ topic }: { topic: TopicItem }) {
  return (
    <View className="topic-card" data-testid="topic-card" data-id={topic.id} {...pressable(() => navigate(routes.topicDetail(topic.id)))}>
      <Picture className="topic-card__image" src={topic.cover} lazyLoad />
      <View className="topic-card__body">
        <Text className="topic-card__title">{topic.title}</Text>
        <Text className="topic-card__summary">{topic.summary}</Text>
        <View className="topic-card__foot">
          <TopicStateLabel topic={topic} />
          <Text className="topic-card__dates">{`${dateText(topic.startTime)} ~ ${dateText(topic.endTime)}`}</Text>
        </View>
      </View>
    </View>
  )
}

export function TopicListView() {
  return <PagedList source={topicApi} testId="topic-list" className="topic-list" renderItem={(topic) => <TopicCard topic={topic} />} />
}
