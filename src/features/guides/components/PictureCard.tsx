/** A big picture with a title and a line or two under it (destinations, city cards, tours, panoramas); a tap does `onOpen`. */
import { Text, View } from '@tarojs/components'
import type { ReactNode } from 'react'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import '../guides-hub.scss'

export interface PictureCardProps {
  testId: string
  cover: string
  title: string
  lines?: ReactNode[]
  onOpen: () => void
  badge?: string
}

export function PictureCard({ testId, cover, title, lines = [], onOpen, badge }: PictureCardProps) {
  return (
    <View className="guides-picture" data-testid={testId} {...pressable(onOpen, title)}>
      <View className="guides-picture__figure">
        <Picture className="guides-picture__cover" src={cover} lazyLoad />
        {badge && <Text className="guides-picture__badge">{badge}</Text>}
      </View>
      <View className="guides-picture__body">
        <Text className="guides-picture__title">{title}</Text>
        {lines.filter(Boolean).map((line, i) => (
          <Text key={i} className="guides-picture__line">
            {line}
          </Text>
        ))}
      </View>
    </View>
  )
}
