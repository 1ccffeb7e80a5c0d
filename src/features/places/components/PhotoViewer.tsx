/**
 * The photo viewer: one picture at a time on black, previous / next, and a zoom that toggles between
 * 1 and the spec's max zoom (rules-and-contract 9: "Image viewer max zoom 2"; a tap on the picture
 * zooms, another tap returns). The same on H5 and the mini-program, so the cap holds on both.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaceImage } from '../../../core/places/contract'
import { IMAGE_VIEWER_MAX_ZOOM } from '../../../core/places/rules'
import { Picture } from '../../../kit/picture'
import { pressable } from '../../../kit/theme'

export interface PhotoViewerProps {
  images: PlaceImage[]
  start: number
  name: string
  onClose: () => void
}

/** the next zoom after a tap: 1 ↔ max, never above max */
export const nextZoom = (zoom: number): number => (zoom >= IMAGE_VIEWER_MAX_ZOOM ? 1 : Math.min(IMAGE_VIEWER_MAX_ZOOM, zoom * 2))

export function PhotoViewer({ images, start, name, onClose }: PhotoViewerProps) {
  const { t } = useTranslation('places')
  const [index, setIndex] = useState(start)
  const [zoom, setZoom] = useState(1)
  const go = (to: number) => {
    setIndex((to + images.length) % images.length)
    setZoom(1)
  }
  const image = images[index]
  return (
    <View className="photo-viewer" data-testid="photo-viewer" data-index={index} data-zoom={zoom} catchMove>
      <View className="photo-viewer__stage" {...pressable(() => setZoom(nextZoom), t('gallery.zoom'))}>
        <Picture
          className="photo-viewer__image"
          src={image.url}
          mode="aspectFit"
          style={{ transform: `scale(${zoom})` }}
          alt={image.description || name}
        />
      </View>
      {image.description && <Text className="photo-viewer__caption">{image.description}</Text>}
      <View className="photo-viewer__bar">
        {images.length > 1 && (
          <View className="photo-viewer__button" data-testid="photo-viewer-prev" {...pressable(() => go(index - 1), t('gallery.previous'))}>
            <Text aria-hidden>‹</Text>
          </View>
        )}
        <Text className="photo-viewer__count">{`${index + 1}/${images.length}`}</Text>
        {images.length > 1 && (
          <View className="photo-viewer__button" data-testid="photo-viewer-next" {...pressable(() => go(index + 1), t('gallery.next'))}>
            <Text aria-hidden>›</Text>
          </View>
        )}
        <View
          className="photo-viewer__button photo-viewer__close"
          data-testid="photo-viewer-close"
          {...pressable(onClose, t('gallery.close'))}
        >
          <Text aria-hidden>✕</Text>
        </View>
      </View>
    </View>
  )
}
