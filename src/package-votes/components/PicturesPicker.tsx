/** The pictures of an entry, 1 to 9, through the app's uploader (src/features/upload). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { ENTRY_PICTURES_MAX } from '@/core/votes/rules'
import { useImageUpload } from '@/features/upload'
import { Picture } from '@/kit/picture'
import { pressable } from '@/kit/theme'
import { toast } from '@/kit/toast'
import './votes.scss'

export function PicturesPicker({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation('votes')
  const { uploading, upload } = useImageUpload()
  const add = async () => {
    const outcome = await upload({ limit: ENTRY_PICTURES_MAX, already: value.length, folder: 'vote' })
    if (outcome.status === 'cancelled') return
    const urls = outcome.files.map((f) => f.url)
    if (urls.length) onChange([...value, ...urls].slice(0, ENTRY_PICTURES_MAX))
    if (outcome.status === 'refused') toast(outcome.message)
  }
  return (
    <View className="votes-pictures" data-testid="vote-join-pictures">
      {value.map((url, i) => (
        <View key={url} className="votes-pictures__item">
          <Picture className="votes-img" src={url} alt={t('join.pictureAlt', { n: i + 1 })} />
          <View
            className="votes-pictures__remove"
            data-testid={`vote-join-picture-remove-${i}`}
            {...pressable(() => onChange(value.filter((u) => u !== url)), t('join.removePicture', { n: i + 1 }))}
          >
            <Text aria-hidden>×</Text>
          </View>
        </View>
      ))}
      {value.length < ENTRY_PICTURES_MAX && (
        <View className="votes-pictures__add" data-testid="vote-join-picture-add" {...pressable(add, t('join.addPicture'))}>
          <Text aria-hidden>{uploading ? '…' : '+'}</Text>
        </View>
      )}
    </View>
  )
}
