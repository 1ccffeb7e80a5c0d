/** Up to 9 photos through the app's uploader (src/features/upload: count limit, size rule, transfer). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { useImageUpload } from '@/features/upload'
import { COMMENT_MAX_IMAGES } from '../../../core/comments/rules'
import { Picture } from '../../../kit/picture'
import { toast } from '../../../kit/toast'
import { pressable } from '../../../kit/theme'

export function PhotoPicker({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation('comments')
  const { uploading, upload } = useImageUpload()
  const add = async () => {
    const outcome = await upload({ limit: COMMENT_MAX_IMAGES, already: value.length, folder: 'comment' })
    if (outcome.status === 'cancelled') return
    const urls = outcome.files.map((f) => f.url)
    if (urls.length) onChange([...value, ...urls].slice(0, COMMENT_MAX_IMAGES))
    if (outcome.status === 'refused') toast(outcome.message)
  }
  return (
    <View className="cm-photos" data-testid="comment-photos">
      {value.map((url, i) => (
        <View key={url} className="cm-photos__item">
          <Picture className="cm-photos__image" src={url} alt={t('item.photo', { n: i + 1 })} />
          <View
            className="cm-photos__remove"
            data-testid={`comment-photo-remove-${i}`}
            {...pressable(() => onChange(value.filter((u) => u !== url)), t('writer.removePhoto', { n: i + 1 }))}
          >
            <Text aria-hidden>×</Text>
          </View>
        </View>
      ))}
      {value.length < COMMENT_MAX_IMAGES && (
        <View className="cm-photos__add" data-testid="comment-photo-add" {...pressable(add, t('writer.addPhoto'))}>
          <Text aria-hidden>{uploading ? '…' : '+'}</Text>
        </View>
      )}
    </View>
  )
}
