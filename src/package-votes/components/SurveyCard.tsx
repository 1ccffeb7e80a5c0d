/** One survey in a list: cover, state, title, questions and answers; answered ones say so. A tap opens `to`. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { VoteState } from '@/core/votes/rules'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { StateBadge } from './StateBadge'
import './votes.scss'

export interface SurveyCardItem {
  id: number
  title: string
  cover: string
  state: VoteState
  questionNum?: number
  answerNum?: number
  answered?: boolean
  /** a line under the title instead of the counts (e.g. when it was answered) */
  line?: string
}

export function SurveyCard({ item, to }: { item: SurveyCardItem; to: string }) {
  const { t } = useTranslation('votes')
  return (
    <View className="votes-card" data-testid={`survey-${item.id}`} {...pressable(() => navigate(to))}>
      <View className="votes-card__cover">{item.cover && <Picture className="votes-img" src={item.cover} lazyLoad />}</View>
      <View className="votes-card__body">
        <Text className="votes-card__title">{item.title}</Text>
        <StateBadge state={item.state} />
        {item.line ? (
          <Text className="votes-line">{item.line}</Text>
        ) : (
          <Text className="votes-line">
            {t('survey.questions', { count: item.questionNum ?? 0 })} · {t('survey.answers', { count: item.answerNum ?? 0 })}
            {item.answered ? ` · ${t('survey.answered')}` : ''}
          </Text>
        )}
      </View>
    </View>
  )
}
