/**
 * One question's results as a bar chart built from Views (no chart library: the same markup on H5
 * and in the mini-program, nothing to load, and readable by a screen reader): per option its label,
 * count and percent as text beside a bar whose width is the percent. Text questions list their
 * latest answers.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import type { QuestionResult } from '@/features/votes'
import './votes.scss'

export function ResultChart({ question, index }: { question: QuestionResult; index: number }) {
  const { t } = useTranslation('votes')
  const kind = question.type === 'text' ? t('survey.text') : question.type === 'single' ? t('survey.single') : t('survey.multiple')
  return (
    <View className="votes-question" data-testid={`result-${question.id}`}>
      <Text className="votes-question__title">
        {index + 1}. {question.title}
        <Text className="votes-question__kind">
          {kind} · {t('survey.respondents', { count: question.respondents })}
        </Text>
      </Text>
      {question.type !== 'text' &&
        question.options.map((o) => (
          <View
            key={o.id}
            className="votes-chart__row"
            data-testid={`result-${question.id}-${o.id}`}
            data-count={o.count}
            data-percent={o.percent}
            role="img"
            aria-label={t('survey.bar', { label: o.label, count: o.count, percent: o.percent })}
          >
            <View className="votes-chart__label" aria-hidden>
              <Text>{o.label}</Text>
              <Text>
                {o.count} · {o.percent}%
              </Text>
            </View>
            <View className="votes-chart__track" aria-hidden>
              <View className="votes-chart__bar" style={{ width: `${Math.min(100, o.percent)}%` }} />
            </View>
          </View>
        ))}
      {question.type === 'text' &&
        (question.texts.length > 0 ? (
          question.texts.map((text, i) => (
            <Text key={i} className="votes-chart__text">
              {text}
            </Text>
          ))
        ) : (
          <Text className="votes-line">{t('survey.noText')}</Text>
        ))}
    </View>
  )
}
