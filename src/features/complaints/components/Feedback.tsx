/** The visitor's rating of a processed complaint (satisfiedFeedback): 1-5 stars and a word, once; then what they said. */
import { Text, Textarea, View } from '@tarojs/components'
import { Rate } from '@nutui/nutui-react-taro'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ComplaintDetail } from '../../../core/complaints/contract'
import { COMPLAINT_LIMITS, validateFeedback } from '../../../core/complaints/rules'
import { PageAction } from '../../../kit/page-actions'
import { toast, toastFailure } from '../../../kit/toast'
import { complaintCalls } from '../api'
import '../complaints.scss'
import { typedValue } from '@/kit/typed-value'

export function Feedback({ complaint, onRated }: { complaint: ComplaintDetail; onRated: () => void }) {
  const { t } = useTranslation(['complaints', 'common'])
  const [score, setScore] = useState(0)
  const [text, setText] = useState('')
  const [sending, setSending] = useState(false)
  if (complaint.status !== 'processed') return null
  if (complaint.satisfaction !== null) {
    return (
      <View className="cp-card cp-feedback" data-testid="complaint-rated" data-score={complaint.satisfaction}>
        <Text className="cp-card__title">{t('feedback.rated')}</Text>
        <Rate value={complaint.satisfaction} readOnly />
        <Text className="cp-feedback__level">{t(`feedback.levels.${complaint.satisfaction}`)}</Text>
        {complaint.feedback && <Text className="cp-feedback__text">{complaint.feedback}</Text>}
      </View>
    )
  }
  const submit = async () => {
    const problem = validateFeedback('processed', false, score, text)
    if (problem) return toast(t(problem))
    if (sending) return
    setSending(true)
    const res = await complaintCalls.satisfiedFeedback(complaint.id, score, text.trim())
    setSending(false)
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t('feedback.thanks'))
    onRated()
  }
  return (
    <View className="cp-card cp-feedback" data-testid="complaint-feedback">
      <Text className="cp-card__title">{t('feedback.title')}</Text>
      <View data-testid="feedback-stars">
        <Rate value={score} onChange={setScore} />
      </View>
      {score > 0 && <Text className="cp-feedback__level">{t(`feedback.levels.${score}`)}</Text>}
      <Textarea
        className="cp-input cp-input--area"
        value={text}
        maxlength={COMPLAINT_LIMITS.feedback}
        placeholder={t('feedback.placeholder')}
        aria-label={t('feedback.placeholder')}
        data-testid="feedback-text"
        onInput={(e) => setText(typedValue(e))}
      />
      <PageAction testId="feedback-submit" onClick={submit}>
        {t('feedback.submit')}
      </PageAction>
    </View>
  )
}
