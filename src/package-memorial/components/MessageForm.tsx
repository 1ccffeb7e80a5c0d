/**
 * Leaving a message of remembrance (login): at most MESSAGE_MAX characters, the shared rule checked
 * before the call; the server stores it as written and holds it for review on a sensitive word,
 * which its answer's words say. `onSent` reloads the list (the author sees a held one, marked).
 */
import { Text, Textarea, View } from '@tarojs/components'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { checkMessage, MESSAGE_MAX } from '@/core/memorial/rules'
import { useAccountGate } from '@/features/account'
import { memorialCalls } from '@/features/memorial'
import { pressable } from '@/kit/theme'
import { toast, toastFailure } from '@/kit/toast'
import { typedValue } from '@/kit/typed-value'

export function MessageForm({ hallId, onSent }: { hallId: number; onSent: () => void }) {
  const { t } = useTranslation(['memorial', 'common'])
  const gate = useAccountGate()
  const [content, setContent] = useState('')
  const sending = useRef(false)

  const send = async () => {
    if (sending.current || !gate.requirePhone()) return
    const broken = checkMessage(content)
    if (broken) return toast(t(broken, { max: MESSAGE_MAX }))
    sending.current = true
    const res = await memorialCalls.leaveMessage(hallId, content)
    sending.current = false
    if (!res.ok) return toastFailure(res, t('common:requestFailed'))
    toast(res.message || t(res.data.state === 'pending' ? 'done.messageHeld' : 'done.message'))
    setContent('')
    onSent()
  }

  return (
    <View className="memorial-form">
      <Textarea
        className="memorial-form__text"
        value={content}
        maxlength={MESSAGE_MAX}
        placeholder={t('messages.placeholder')}
        aria-label={t('messages.label')}
        onInput={(e) => setContent(typedValue(e))}
        data-testid="memorial-message-text"
      />
      <View className="memorial-form__submit" data-testid="memorial-message-submit" {...pressable(() => void send())}>
        <Text>{t('messages.submit')}</Text>
      </View>
      {gate.element}
    </View>
  )
}
