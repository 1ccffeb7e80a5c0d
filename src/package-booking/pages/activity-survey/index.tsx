/**
 * /activity-survey?activityId=: the short satisfaction survey after an activity (fields and rules in
 * src/core/activities/survey.ts): satisfaction, content and organisation from 1 to 5 stars, whether
 * one would recommend it, a suggestion of at most 200 characters. The rules run before the call; the
 * server keeps one answer per person and activity, and only once it has begun.
 */
import { Text, Textarea, View } from '@tarojs/components'
import { Rate } from '@nutui/nutui-react-taro'
import Taro from '@tarojs/taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '@/components/PageShell'
import { checkSurvey, EMPTY_SURVEY, SURVEY_SCORES, SURVEY_SUGGESTION_MAX, type SurveyAnswer } from '@/core/activities/survey'
import { activityApi, activityCalls } from '@/features/activities'
import { PageAction, toast, toastFailure, useLoad, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { typedValue } from '@/kit/typed-value'
import '@/features/activities/activities.scss'

export default function ActivitySurveyPage() {
  const { t } = useTranslation(['activity', 'common'])
  const { activityId } = usePageParams()
  const activity = useLoad(() => activityApi.detail(activityId), { key: activityId })
  const [answer, setAnswer] = useState<SurveyAnswer>(EMPTY_SURVEY)
  const [sending, setSending] = useState(false)
  const change = (part: Partial<SurveyAnswer>) => setAnswer((a) => ({ ...a, ...part }))

  const submit = async () => {
    const broken = checkSurvey(answer)
    if (broken) return toast(t(`activity:${broken.key}`))
    if (sending) return
    setSending(true)
    const res = await activityCalls.survey(activityId, answer)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('activity:survey.saved'))
    setTimeout(() => void Taro.navigateBack().catch(() => undefined), 1000)
  }

  if (!activityId) {
    return (
      <PageShell title={t('activity:survey.title')}>
        <Text className="activity-done__line" data-testid="activity-survey-none">
          {t('activity:survey.none')}
        </Text>
      </PageShell>
    )
  }
  return (
    <PageShell title={t('activity:survey.title')}>
      <View className="activity-survey" data-testid="activity-survey">
        {activity.data && <Text className="activity-done__title">{activity.data.name}</Text>}
        {SURVEY_SCORES.map((field) => (
          <View key={field} className="activity-survey__item" data-testid={`survey-${field}`}>
            <Text>{t(`activity:survey.${field}`)}</Text>
            <Rate value={answer[field]} onChange={(v) => change({ [field]: v } as Partial<SurveyAnswer>)} />
          </View>
        ))}
        <View className="activity-survey__item">
          <Text>{t('activity:survey.recommend')}</Text>
          <View className="activity-survey__choices" role="radiogroup">
            {[true, false].map((v) => (
              <View
                key={String(v)}
                className={`activity-survey__choice${answer.recommend === v ? ' is-on' : ''}`}
                data-testid={`survey-recommend-${v ? 'yes' : 'no'}`}
                {...pressable(() => change({ recommend: v }))}
                role="radio"
                aria-checked={answer.recommend === v}
              >
                <Text>{t(v ? 'activity:survey.yes' : 'activity:survey.no')}</Text>
              </View>
            ))}
          </View>
        </View>
        <View className="activity-survey__item">
          <Text>{t('activity:survey.suggestion', { limit: SURVEY_SUGGESTION_MAX })}</Text>
          <Textarea
            className="activity-survey__text"
            value={answer.suggestion}
            maxlength={SURVEY_SUGGESTION_MAX}
            placeholder={t('activity:survey.placeholder')}
            data-testid="survey-suggestion"
            onInput={(e) => change({ suggestion: typedValue(e) })}
          />
        </View>
      </View>
      <PageAction testId="survey-submit" onClick={submit}>
        {t('activity:survey.submit')}
      </PageAction>
    </PageShell>
  )
}
