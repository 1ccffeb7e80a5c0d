/** Review tags to choose (at most 5: the rule's message when a sixth is tapped). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { canAddTag } from '../../../core/comments/rules'
import { REVIEW_TAG_IDS } from '../../../core/comments/tags'
import { toast } from '../../../kit/toast'
import { pressable } from '../../../kit/theme'

export function TagPicker({ value, onChange }: { value: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('comments')
  const toggle = (tag: string) => {
    if (value.includes(tag)) return onChange(value.filter((x) => x !== tag))
    const room = canAddTag(value)
    if (!room.ok) return toast(t(room.messageKey, room.params))
    onChange([...value, tag])
  }
  return (
    <View className="cm-tags" role="group" aria-label={t('writer.tags')} data-testid="comment-tags">
      {REVIEW_TAG_IDS.map((tag) => (
        <View
          key={tag}
          className={`cm-tag${value.includes(tag) ? ' is-on' : ''}`}
          aria-pressed={value.includes(tag)}
          data-testid={`comment-tag-${tag}`}
          {...pressable(() => toggle(tag))}
        >
          <Text>{t(`tag.${tag}`)}</Text>
        </View>
      ))}
    </View>
  )
}
