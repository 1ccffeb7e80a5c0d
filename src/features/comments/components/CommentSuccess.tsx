/** /scenic-comment-success's body: thanks, and a note when the comment waits for review. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import '../comments.scss'

export function CommentSuccess({ pending }: { pending: boolean }) {
  const { t } = useTranslation('comments')
  return (
    <View className="cm-success" data-testid="comment-success">
      <Text className="cm-success__mark" aria-hidden>
        ✓
      </Text>
      <Text className="cm-success__text">{t('success.text')}</Text>
      {pending && <Text className="cm-success__note">{t('success.pending')}</Text>}
    </View>
  )
}
