/**
 * Cards of live rooms and stream media: the cover is what people look at, the title and a badge
 * (on air / off air, video length, likes) under it. A card is a button named by its visible title.
 */
import { Text, View } from '@tarojs/components'
import { useTranslation } from 'react-i18next'
import { Picture } from '../../kit/picture'
import type { LiveRoom, StreamMedia } from './api'
import './media.scss'
import { pressable } from '../../kit/theme'

const clock = (s: number) => `${Math.floor(s / 60)}:${String(Math.floor(s % 60)).padStart(2, '0')}`

export function LiveCard({ room, onOpen, wide = false }: { room: LiveRoom; onOpen: () => void; wide?: boolean }) {
  const { t } = useTranslation('media')
  const onAir = room.status === 'LIVE'
  return (
    <View className={`wl-media-card ${wide ? 'wl-media-card--wide' : ''}`} data-testid={`live-card-${room.id}`} {...pressable(onOpen)}>
      <View className="wl-media-card__figure">
        <Picture className="wl-media-card__cover" src={room.cover} lazyLoad />
        <Text className={`wl-media-card__badge ${onAir ? 'wl-media-card__badge--live' : ''}`}>
          {onAir ? t('live.onAir') : t('live.off')}
        </Text>
      </View>
      <Text className="wl-media-card__title">{room.title}</Text>
      <Text className="wl-media-card__meta">{`${room.placeName} · ${t('live.viewers', { count: room.viewNum })}`}</Text>
    </View>
  )
}

export function MediaCard({ item, onOpen, wide = false }: { item: StreamMedia; onOpen: () => void; wide?: boolean }) {
  const { t } = useTranslation('media')
  return (
    <View className={`wl-media-card ${wide ? 'wl-media-card--wide' : ''}`} data-testid={`media-card-${item.id}`} {...pressable(onOpen)}>
      <View className="wl-media-card__figure">
        <Picture className="wl-media-card__cover" src={item.cover} lazyLoad />
        {item.duration > 0 && <Text className="wl-media-card__badge">{clock(item.duration)}</Text>}
      </View>
      <Text className="wl-media-card__title">{item.title}</Text>
      <Text className="wl-media-card__meta">{`${item.author} · ${t('likes', { count: item.likeNum })}`}</Text>
    </View>
  )
}
