/**
 * Topics (/topic-list, /topic-detail/{id}, /topic-rule/{id}): each shows its state from its dates
 * (not started, under way, over: src/core/stories/topic-state.ts). A topic under way invites an
 * entry (a story, a work or a PK entry by its kind); its entries follow in the waterfall.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { TopicDetail, TopicItem } from '../../core/stories/contract'
import * as routes from '../../core/route-paths'
import { topicState } from '../../core/stories/topic-state'
import { buildQuery } from '../../core/routes'
import { DetailPage } from '../../kit/detail-page'
import { dateText } from '../../kit/format'
import { Picture } from '../../kit/picture'
import { PageAction } from '../../kit/page-actions'
import { usePageParams } from '../../kit/page-params'
import { pressable } from '../../kit/theme'
import { navigate } from '../../services/navigate'
import { topicApi } from './api'
import { StoryText } from './StoryDetailView'
import { StoryWaterfall } from './StoryWaterfall'
import './stories.scss'

export function TopicStateLabel({ topic }: { topic: Pick<TopicItem, 'startTime' | 'endTime'> }) {
  const { t } = useTranslation('stories')
  const state = topicState(topic)
  return (
    <Text className={`topic-state topic-state--${state.toLowerCase()}`} data-testid="topic-state" data-state={state}>
      {t(`topicState.${state}`)}
    </Text>
  )
}

/** the publishing page of a topic's kind, with the topic chosen */
const joinRoute = (topic: TopicItem) =>
  `${topic.kind === 'WORK' ? routes.addWork() : topic.kind === 'PK' ? routes.addPk() : routes.addStory()}${buildQuery({ topicId: topic.id })}`

function TopicBody({ topic }: { topic: TopicDetail }) {
  const { t } = useTranslation('stories')
  const open = topicState(topic) === 'UNDER_WAY'
  return (
    <View className="topic-detail" data-testid="topic-body">
      <Picture className="topic-detail__cover" src={topic.cover} />
      <View className="story-detail__head">
        <Text className="story-detail__title" data-testid="topic-title">
          {topic.title}
        </Text>
        <View className="story-detail__meta">
          <TopicStateLabel topic={topic} />
          <Text>{`${dateText(topic.startTime)} ~ ${dateText(topic.endTime)}`}</Text>
        </View>
        <Text className="topic-card__summary">{topic.summary}</Text>
        <Text className="story-chip" data-testid="topic-rule-link" {...pressable(() => navigate(routes.topicRule(topic.id)))}>
          {t('rule')}
        </Text>
      </View>
      {open && (
        <PageAction testId="topic-join" onClick={() => navigate(joinRoute(topic))}>
          {t(`join.${topic.kind}`)}
        </PageAction>
      )}
      <Text className="story-section-title">{t('entries')}</Text>
      <StoryWaterfall params={{ topicId: topic.id }} hot={topic.kind !== 'STORY'} />
    </View>
  )
}

export function TopicDetailView() {
  const { t } = useTranslation('stories')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={topicApi.detail} title={t('title.topicDetail')} titleOf={(x) => x.title} testId="topic-detail">
      {(topic) => <TopicBody topic={topic} />}
    </DetailPage>
  )
}

export function TopicRuleView() {
  const { t } = useTranslation('stories')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={topicApi.detail} title={t('title.topicRule')} testId="topic-rule">
      {(topic) => (
        <View className="topic-detail">
          <View className="story-detail__head">
            <Text className="story-detail__title">{topic.title}</Text>
            <View className="story-detail__meta">
              <TopicStateLabel topic={topic} />
              <Text>{`${dateText(topic.startTime)} ~ ${dateText(topic.endTime)}`}</Text>
            </View>
          </View>
          <StoryText text={topic.rule} />
        </View>
      )}
    </DetailPage>
  )
}
