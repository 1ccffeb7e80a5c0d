/**
 * A message of remembrance: who, when, and the words as text only (React text, never markup:
 * stored as written, shown as written). A held one is marked "under review"; a moderator of the
 * site sees every held one with "publish" and "do not publish" (`canReview`), then `onReviewed`.
 */
import { Text, View } from '@tarojs/components'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { MemorialMessage, ReviewDecision } from '@/core/memorial/contract'
import { siteDateTimeText } from '@/core/booking/site-time'
import { memorialCalls } from '@/features/memorial'
import { pressable } from '@/kit/theme'
import { toast, toastFailure } from '@/kit/toast'

/** site time (UTC+8), whatever the device's zone */

function ReviewButtons({ id, onReviewed }: { id: number; onReviewed: () => void }) {
  const { t } = useTranslation(['memorial', 'common'])
  const sending = useRef(false)
  const review = async (decision: ReviewDecision) => {
    if (sending.current) return
    sending.current = true
    const res = await memorialCalls.review(id, decision)
    sending.current = false
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t(decision === 'publish' ? 'done.published' : 'done.rejected'))
    onReviewed()
  }
  return (
    <View className="memorial-message__review">
      {(['publish', 'reject'] as const).map((decision) => (
        <View
          key={decision}
          className={`memorial-message__decide memorial-message__decide--${decision}`}
          data-testid={`memorial-review-${decision}-${id}`}
          {...pressable(() => void review(decision))}
        >
          <Text>{t(`messages.${decision}`)}</Text>
        </View>
      ))}
    </View>
  )
}

export function MessageRow({ message, onReviewed = () => {} }: { message: MemorialMessage; onReviewed?: () => void }) {
  const { t } = useTranslation('memorial')
  return (
    <View className="memorial-message" data-testid={`memorial-message-${message.id}`}>
      <View className="memorial-message__head">
        <Text className="memorial-message__who">{message.nickName}</Text>
        <Text className="memorial-message__when">{siteDateTimeText(message.createTime)}</Text>
      </View>
      <Text className="memorial-message__text">{message.content}</Text>
      {message.state === 'pending' && (
        <Text className="memorial-message__pending" data-testid="memorial-message-pending">
          {t(message.canReview ? 'messages.held' : 'messages.pending')}
        </Text>
      )}
      {message.canReview && <ReviewButtons id={message.id} onReviewed={onReviewed} />}
    </View>
  )
}
