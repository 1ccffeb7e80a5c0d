/**
 * Star rating: shown (read-only, the average or one comment's) or chosen (five buttons, each
 * named "n of 5 stars" and pressed when chosen, so the rating works with a keyboard and a reader).
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { COMMENT_MAX_STAR } from '../../../core/comments/rules'
import { pressable } from '../../../kit/theme'

const STARS = Array.from({ length: COMMENT_MAX_STAR }, (_, i) => i + 1)

export function StarsShown({ value, testId }: { value: number; testId?: string }) {
  const { t } = useTranslation('comments')
  const full = Math.round(value)
  return (
    <View className="cm-stars" role="img" aria-label={t('item.stars', { count: value })} data-testid={testId} data-value={value}>
      {STARS.map((n) => (
        <Text key={n} className={`cm-stars__star${n <= full ? ' is-on' : ''}`} aria-hidden>
          ★
        </Text>
      ))}
    </View>
  )
}

export function StarsChooser({ value, onChange }: { value: number; onChange: (n: number) => void }) {
  const { t } = useTranslation('comments')
  return (
    <View className="cm-stars cm-stars--chooser" role="group" aria-label={t('writer.star')} data-testid="comment-star">
      {STARS.map((n) => (
        <View
          key={n}
          className={`cm-stars__button${n <= value ? ' is-on' : ''}`}
          aria-pressed={n === value}
          data-testid={`comment-star-${n}`}
          {...pressable(() => onChange(n === value ? 0 : n), t('writer.starLabel', { n }))}
        >
          <Text aria-hidden>★</Text>
        </View>
      ))}
    </View>
  )
}
