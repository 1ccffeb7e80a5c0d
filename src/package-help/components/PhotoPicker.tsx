/** The report's photos: up to EMERGENCY_MAX_PHOTOS through the app's uploader (src/features/upload: count limit, size rule, transfer). */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { EMERGENCY_MAX_PHOTOS } from '@/core/help/emergency'
import { useImageUpload } from '@/features/upload'
import { toast, Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import './help-pages.scss'

export function PhotoPicker({ value, onChange }: { value: string[]; onChange: (urls: string[]) => void }) {
  const { t } = useTranslation('help')
  const { uploading, upload } = useImageUpload()
  const add = async () => {
    const outcome = await upload({ limit: EMERGENCY_MAX_PHOTOS, already: value.length, folder: 'emergency' })
    if (outcome.status === 'cancelled') return
    const urls = outcome.files.map((f) => f.url)
    if (urls.length) onChange([...value, ...urls].slice(0, EMERGENCY_MAX_PHOTOS))
    if (outcome.status === 'refused') toast(outcome.message)
  }
  return (
    <View className="help-photos" data-testid="help-photos">
      {value.map((url, i) => (
        <View key={url} className="help-photos__item">
          <Picture className="help-photos__image" src={url} alt={t('upload.photo', { n: i + 1 })} />
          <View
            className="help-photos__remove"
            data-testid={`help-photo-remove-${i}`}
            {...pressable(() => onChange(value.filter((u) => u !== url)), t('upload.removePhoto', { n: i + 1 }))}
          >
            <Text aria-hidden>×</Text>
          </View>
        </View>
      ))}
      {value.length < EMERGENCY_MAX_PHOTOS && (
        <View className="help-photos__add" data-testid="help-photo-add" {...pressable(add, t('upload.addPhoto'))}>
          <Text aria-hidden>{uploading ? '…' : '+'}</Text>
        </View>
      )}
    </View>
  )
}
