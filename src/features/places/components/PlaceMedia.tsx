/**
 * A place's media (product-spec 2.3 "Places": the media tabs image, video, audio, panorama, live):
 * the pictures are the gallery above; this bar offers what else the place has, each a tap away:
 * its film and its audio guide in the root video pop-up (over this page; the player page in the
 * mini-program), its panorama panned full screen, and for a scenic area its webcams
 * (/live-list/{id}). Nothing shows for a place without any.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { PlaceDetail } from '../../../core/places/contract'
import * as routes from '../../../core/route-paths'
import { pressable } from '../../../kit/theme'
import { navigate } from '../../../services/navigate'
import { PanoramaViewer } from '../../../kit/panorama-viewer'
import { openVideo } from '../../media/video-popup'
import type { PlaceTypeKey } from '../api'

export function PlaceMedia({ type, place }: { type: PlaceTypeKey; place: PlaceDetail }) {
  const { t } = useTranslation('places')
  const [panorama, setPanorama] = useState(false)
  const items: { key: string; open(): void }[] = []
  const poster = place.cover || undefined
  if (place.video) items.push({ key: 'video', open: () => openVideo({ url: place.video, title: place.name, poster }) })
  if (place.audio)
    items.push({ key: 'audio', open: () => openVideo({ url: place.audio, title: t('media.audioOf', { name: place.name }), poster }) })
  if (place.panorama) items.push({ key: 'panorama', open: () => setPanorama(true) })
  if (type === 'SCENERY') items.push({ key: 'live', open: () => navigate(routes.liveList(place.id)) })
  if (items.length === 0) return null
  return (
    <View className="place-section place-media" data-testid="place-media">
      <Text className="place-section__title">{t('media.title')}</Text>
      <View className="place-media__row">
        {items.map((item) => (
          <View key={item.key} className="place-media__item" data-testid={`place-media-${item.key}`} {...pressable(item.open)}>
            <Text>{t(`media.${item.key}`)}</Text>
          </View>
        ))}
      </View>
      {panorama && <PanoramaViewer name={place.name} panorama={place.panorama} onClose={() => setPanorama(false)} />}
    </View>
  )
}
