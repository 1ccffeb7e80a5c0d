/** A comment's replies (first 20, oldest first) and the box to add one ("Please enter a reply." when empty). */
import { Input, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { CommentReplyItem } from '../../../core/comments/contract'
import { checkReply } from '../../../core/comments/rules'
import { pressable } from '../../../kit/theme'
import { toast, toastFailure } from '../../../kit/toast'
import { replyApi } from '../api'
import { inputText } from '../target'
import { useWriteGate } from '../write-gate'

export function Replies({ commentId }: { commentId: number }) {
  const { t } = useTranslation('comments')
  const [replies, setReplies] = useState<CommentReplyItem[] | null>(null)
  const [text, setText] = useState('')
  const gate = useWriteGate()
  const load = async () => {
    const res = await replyApi.list(commentId)
    setReplies(res.ok ? res.data : [])
  }
  useEffect(() => {
    void load()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per comment
  }, [commentId])

  const send = async () => {
    const checked = checkReply(text)
    if (!checked.ok) return toast(t(checked.messageKey))
    if (!gate.mayWrite()) return
    const res = await replyApi.reply(commentId, checked.value)
    if (!res.ok) return toastFailure(res, t('block.failed'))
    toast(res.message || t('server.replied'))
    setText('')
    void load()
  }

  return (
    <View className="cm-replies" data-testid={`comment-replies-${commentId}`}>
      {(replies ?? []).map((r) => (
        <View key={r.id} className="cm-replies__item">
          <Text className="cm-row__name">{r.nickName || t('item.anonymous')}</Text>
          <Text className="cm-replies__text">{r.content}</Text>
        </View>
      ))}
      <View className="cm-replies__box">
        <Input
          className="cm-input"
          value={text}
          placeholder={t('reply.placeholder')}
          aria-label={t('reply.placeholder')}
          onInput={(e) => setText(inputText(e))}
          data-testid="reply-input"
        />
        <View className="cm-button" data-testid="reply-send" {...pressable(send)}>
          <Text>{t('reply.send')}</Text>
        </View>
      </View>
      {gate.element}
    </View>
  )
}
