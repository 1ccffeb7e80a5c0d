/**
 * One heritage food, news, video or audio entry: cover and title; a tap unfolds it in place (its
 * text loaded by detail; a video plays in the page, an audio with a play / pause button).
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { HeritageEntry, HeritageEntryDetail } from '../../../core/heritage/contract'
import { dateText } from '../../../kit/format'
import { mediaUrl } from '../../../kit/media-url'
import { Picture, PictureVideo } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { toastFailure } from '../../../kit/toast'
import { paragraphsOf } from '../text'
import { entryApis } from '../api'
import { AudioButton } from './AudioButton'

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

export function EntryCard({ item }: { item: HeritageEntry }) {
  const { t } = useTranslation(['heritage', 'common'])
  const [detail, setDetail] = useState<HeritageEntryDetail | undefined>()
  const [open, setOpen] = useState(false)

  const toggle = async () => {
    if (open) return setOpen(false)
    setOpen(true)
    if (detail) return
    const res = await entryApis[item.kind].detail(item.id)
    if (res.ok) setDetail(res.data)
    else toastFailure(res, t('common:loadFailed'))
  }

  return (
    <View className={`heritage-entry${open ? ' is-open' : ''}`} data-testid={`heritage-entry-${item.id}`}>
      <View className="heritage-entry__head" aria-expanded={open} {...pressable(toggle)}>
        {item.cover && <Picture className="heritage-entry__cover" src={item.cover} lazyLoad />}
        <View className="heritage-entry__body">
          <Text className="heritage-card__name">{item.title}</Text>
          <Text className="heritage-card__meta">
            {[item.projectName, item.duration > 0 ? minutes(item.duration) : '', dateText(item.publishTime)].filter(Boolean).join(' · ')}
          </Text>
          {item.address && <Text className="heritage-card__meta">{item.address}</Text>}
        </View>
      </View>
      {open && (
        <View className="heritage-entry__more" data-testid="heritage-entry-more">
          {item.kind === 'VIDEO' && item.mediaUrl && (
            <PictureVideo className="heritage-entry__video" src={item.mediaUrl} poster={item.cover} controls autoplay={false} />
          )}
          {item.kind === 'AUDIO' && item.mediaUrl && <AudioButton src={mediaUrl(item.mediaUrl)} />}
          {detail ? (
            paragraphsOf(detail.content).map((p, i) => (
              <Text key={i} className="heritage-paragraph">
                {p}
              </Text>
            ))
          ) : (
            <Text className="heritage-card__meta">{t('common:loading')}</Text>
          )}
        </View>
      )}
    </View>
  )
}
