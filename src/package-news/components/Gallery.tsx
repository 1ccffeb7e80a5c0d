/**
 * Pictures with captions, one at a time (galleries of IMAGE news, magazine pages): the picture,
 * its caption, "2 / 4", previous / next buttons and a horizontal swipe. The picture's alt text is
 * its caption (or the gallery's title).
 */
import { Text, View, type ITouchEvent } from '@tarojs/components'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Picture } from '@/kit'
import { pressable } from '@/kit/theme'
import { galleryStep } from './gallery-step'
import './gallery.scss'

export interface GalleryImage {
  url: string
  description: string
}

export function Gallery({ images, title, testId = 'gallery' }: { images: GalleryImage[]; title: string; testId?: string }) {
  const { t } = useTranslation('news')
  const [index, setIndex] = useState(0)
  const startX = useRef<number | null>(null)
  if (images.length === 0) return <Text className="page-state">{t('gallery.empty')}</Text>
  const image = images[Math.min(index, images.length - 1)]
  const go = (step: 1 | -1) => setIndex((i) => galleryStep(i, step, images.length))
  return (
    <View
      className="gallery"
      data-testid={testId}
      data-index={index}
      onTouchStart={(e) => (startX.current = (e as unknown as ITouchEvent).touches[0]?.clientX ?? null)}
      onTouchEnd={(e) => {
        const from = startX.current
        const to = (e as unknown as ITouchEvent).changedTouches[0]?.clientX
        startX.current = null
        if (from != null && to != null && Math.abs(to - from) >= 50) go(to < from ? 1 : -1)
      }}
    >
      <Picture className="gallery__image" src={image.url} mode="aspectFit" alt={image.description || title} />
      <View className="gallery__bar">
        <View className="gallery__button" data-testid={`${testId}-prev`} {...pressable(() => go(-1), t('gallery.prev'))}>
          <Text aria-hidden>‹</Text>
        </View>
        <Text className="gallery__count" data-testid={`${testId}-count`}>
          {t('gallery.position', { n: index + 1, total: images.length })}
        </Text>
        <View className="gallery__button" data-testid={`${testId}-next`} {...pressable(() => go(1), t('gallery.next'))}>
          <Text aria-hidden>›</Text>
        </View>
      </View>
      {image.description && (
        <Text className="gallery__caption" data-testid={`${testId}-caption`}>
          {image.description}
        </Text>
      )}
    </View>
  )
}
