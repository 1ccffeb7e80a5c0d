/** The emoticon set as buttons named by their translated names; the parent decides whether one more fits. */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { EMOTICONS, type Emoticon } from '../../../core/comments/emoticons'
import { pressable } from '../../../kit/theme'

export function EmoticonPicker({ onPick }: { onPick: (emoticon: Emoticon) => void }) {
  const { t } = useTranslation('comments')
  return (
    <View className="cm-emoticons" role="group" aria-label={t('writer.emoticons')} data-testid="comment-emoticons">
      {EMOTICONS.map((e) => (
        <View
          key={e.id}
          className="cm-emoticons__item"
          data-testid={`comment-emoticon-${e.id}`}
          {...pressable(() => onPick(e), t(`emoticon.${e.id}`))}
        >
          <Text aria-hidden>{e.glyph}</Text>
        </View>
      ))}
    </View>
  )
}
