/**
 * The pictures of a place, big: the first one across the page with a "1/5" count, the others in a
 * row of thumbnails. Any picture opens the photo viewer on it.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaceImage } from '../../../core/places/contract'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'
import { PhotoViewer } from './PhotoViewer'
// its own styles, so another area's page embedding it (heritage details) gets them too
import '../places.scss'

export function Gallery({ images, name }: { images: PlaceImage[]; name: string }) {
  const { t } = useTranslation('places')
  const [open, setOpen] = useState<number | undefined>()
  if (images.length === 0) return <View className="place-gallery place-gallery--none" data-testid="place-gallery" />
  const [first, ...rest] = images
  return (
    <View className="place-gallery" data-testid="place-gallery">
      <View className="place-gallery__hero" {...pressable(() => setOpen(0), t('gallery.open', { index: 1, total: images.length }))}>
        <Picture className="place-gallery__image" src={first.url} alt={first.description || name} priority />
        <Text className="place-gallery__count">{`1/${images.length}`}</Text>
      </View>
      {rest.length > 0 && (
        <View className="place-gallery__thumbs">
          {rest.map((img, i) => (
            <View
              key={`${img.url}-${i}`}
              className="place-gallery__thumb"
              data-testid={`place-thumb-${i + 1}`}
              {...pressable(() => setOpen(i + 1), t('gallery.open', { index: i + 2, total: images.length }))}
            >
              <Picture className="place-gallery__thumb-image" src={img.url} lazyLoad alt={img.description || name} />
            </View>
          ))}
        </View>
      )}
      {open !== undefined && <PhotoViewer images={images} start={open} name={name} onClose={() => setOpen(undefined)} />}
    </View>
  )
}
