/**
 * /question-info/{id}: answer a survey: single choice, multiple choice (with its maximum) and text
 * questions, required ones marked. The shared rule (src/core/votes/survey.ts checkAnswers) runs before
 * the call; one submission per person (already answered, not started or over: said, with the results).
 * After sending, the results chart (/naire-list/{id}).
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import * as routes from '@/core/route-paths'
import { checkAnswers, TEXT_ANSWER_MAX, type Question, type SurveyAnswers } from '@/core/votes/survey'
import { useAccountGate, useUserStore } from '@/features/account'
import { surveyApi, voteCalls, type SurveyDetail } from '@/features/votes'
import { DetailPage, PageAction, toast, toastFailure, usePageParams } from '@/kit'
import { pressable } from '@/kit/theme'
import { navigate } from '@/services/navigate'
import { StateBadge } from '../../components/StateBadge'
import '../../components/votes.scss'
import { typedValue } from '@/kit/typed-value'

function QuestionBlock({
  question,
  index,
  value,
  onChange,
}: {
  question: Question
  index: number
  value: string[] | string | undefined
  onChange: (v: string[] | string) => void
}) {
  const { t } = useTranslation('votes')
  const kind =
    question.type === 'single'
      ? t('survey.single')
      : question.type === 'multiple'
        ? question.maxChoices > 0
          ? t('survey.multipleMax', { max: question.maxChoices })
          : t('survey.multiple')
        : t('survey.text')
  const chosen = Array.isArray(value) ? value : []
  const toggle = (id: string) => {
    if (question.type === 'single') return onChange([id])
    onChange(chosen.includes(id) ? chosen.filter((c) => c !== id) : [...chosen, id])
  }
  return (
    <View className="votes-question" data-testid={`question-${question.id}`}>
      <Text className="votes-question__title" id={`question-title-${question.id}`}>
        {question.required && (
          <Text className="votes-required" aria-label={t('survey.required')}>
            *
          </Text>
        )}
        {index + 1}. {question.title}
        <Text className="votes-question__kind">{kind}</Text>
      </Text>
      {question.type === 'text' ? (
        <Textarea
          className="votes-field__textarea"
          value={typeof value === 'string' ? value : ''}
          maxlength={TEXT_ANSWER_MAX}
          placeholder={t('survey.placeholder')}
          aria-label={question.title}
          data-testid={`question-${question.id}-text`}
          onInput={(e) => onChange(typedValue(e))}
        />
      ) : (
        <View role={question.type === 'single' ? 'radiogroup' : 'group'} aria-labelledby={`question-title-${question.id}`}>
          {question.options.map((o) => {
            const on = chosen.includes(o.id)
            return (
              <View
                key={o.id}
                className={`votes-choice${on ? ' is-on' : ''}`}
                data-testid={`question-${question.id}-${o.id}`}
                {...pressable(() => toggle(o.id))}
                role={question.type === 'single' ? 'radio' : 'checkbox'}
                aria-checked={on}
              >
                <View className={`votes-choice__mark${question.type === 'multiple' ? ' votes-choice__mark--box' : ''}`} aria-hidden />
                <Text>{o.label}</Text>
              </View>
            )
          })}
        </View>
      )}
    </View>
  )
}

function SurveyForm({ survey }: { survey: SurveyDetail }) {
  const { t } = useTranslation(['votes', 'common'])
  const user = useUserStore((s) => s.user)
  const gate = useAccountGate()
  const [answers, setAnswers] = useState<SurveyAnswers>({})
  const [sending, setSending] = useState(false)
  const results = (
    <PageAction testId="question-results" plain onClick={() => navigate(routes.naireList(survey.id))}>
      {t('votes:survey.results')}
    </PageAction>
  )
  const head = (
    <View className="votes-head">
      <Text className="votes-head__title" data-testid="question-title">
        {survey.title}
      </Text>
      <StateBadge state={survey.state} />
      {survey.intro && <Text className="votes-text">{survey.intro}</Text>}
      <Text className="votes-line">
        {t('votes:survey.questions', { count: survey.questionNum })} · {t('votes:survey.answers', { count: survey.answerNum })}
      </Text>
    </View>
  )
  const closed = survey.answered ? 'alreadyDone' : survey.state === 'notStarted' ? 'notOpen' : survey.state === 'over' ? 'closed' : null
  if (closed) {
    return (
      <View className="votes-page">
        {head}
        <Text className="votes-empty" data-testid="question-closed" data-reason={closed}>
          {t(`votes:survey.${closed}`)}
        </Text>
        {survey.state !== 'notStarted' && results}
      </View>
    )
  }

  const submit = async () => {
    const broken = checkAnswers(survey.questions, answers)
    if (broken) {
      const q = survey.questions.find((x) => x.id === broken.questionId)
      return toast(t(`votes:${broken.key}`, { ...broken.params, title: q?.title ?? '' }))
    }
    if (!user) return void gate.requirePhone()
    if (sending) return
    setSending(true)
    const res = await voteCalls.submitSurvey(survey.id, answers)
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('votes:survey.saved'))
    void navigate(routes.naireList(survey.id), 'replace')
  }

  return (
    <View className="votes-page" data-testid="question-form">
      {head}
      {survey.questions.map((q, i) => (
        <QuestionBlock key={q.id} question={q} index={i} value={answers[q.id]} onChange={(v) => setAnswers((a) => ({ ...a, [q.id]: v }))} />
      ))}
      <PageAction testId="question-submit" onClick={submit}>
        {t('votes:survey.submit')}
      </PageAction>
      {gate.element}
    </View>
  )
}

export default function QuestionInfoPage() {
  const { t } = useTranslation('votes')
  const { id } = usePageParams()
  return (
    <DetailPage id={id} load={surveyApi.detail} title={t('title.questionInfo')} titleOf={(s) => s.title} testId="question-info">
      {(survey) => <SurveyForm survey={survey} />}
    </DetailPage>
  )
}
