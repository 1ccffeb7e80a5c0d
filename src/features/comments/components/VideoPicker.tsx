/**
 * One video instead of photos (rules: "up to 9 photos or one video"): picked with the platform's
 * video chooser and sent through the same upload transfer as photos (MP4, the server's 50 MB rule).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { uploadUrl } from '@/features/upload'
import { PictureVideo } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { toast } from '../../../kit/toast'
import { pickVideo } from '../../../platform/media-picker'
import { uploadFile } from '../../../platform/upload'

export function VideoPicker({ value, onChange }: { value: string; onChange: (url: string) => void }) {
  const { t } = useTranslation(['comments', 'common'])
  const [uploading, setUploading] = useState(false)
  const add = async () => {
    if (uploading) return
    const choice = await pickVideo({ sourceType: ['album', 'camera'], compressed: true })
    if (!choice.ok) return // closed, or not allowed (the picker told why): nothing to upload
    setUploading(true)
    const res = await uploadFile({
      url: uploadUrl(),
      filePath: choice.value.tempFilePath,
      fileName: 'comment.mp4',
      fields: { path: 'comment' },
    })
    setUploading(false)
    if (res.ok) onChange(res.url)
    else toast(res.message || t(res.messageKey))
  }
  if (value)
    return (
      <View className="cm-photos" data-testid="comment-video">
        <View className="cm-photos__item">
          <PictureVideo className="cm-video" src={value} controls />
          <View className="cm-photos__remove" {...pressable(() => onChange(''), t('writer.removeVideo'))}>
            <Text aria-hidden>×</Text>
          </View>
        </View>
      </View>
    )
  return (
    <View className="cm-button" data-testid="comment-video-add" {...pressable(add)}>
      <Text>{uploading ? t('writer.uploading') : t('writer.addVideo')}</Text>
    </View>
  )
}
