/**
 * /spot-panorama: the places with a panorama (a scenic area's spots); a tap opens the picture in a
 * viewer the visitor pans sideways (a horizontal scroll over the picture three screens wide).
 */
import { View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { PagedList } from '../../kit/paged-list'
import { PanoramaViewer } from '../../kit/panorama-viewer'
import { panoramaApi, type Panorama } from './api'
import { PictureCard } from './components/PictureCard'
import './guides.scss'
import './guides-hub.scss'

export function PanoramaView() {
  const { t } = useTranslation('guides')
  const [open, setOpen] = useState<Panorama | null>(null)
  return (
    <PageShell title={t('title.panorama')}>
      <View className="guides-page" data-testid="spot-panorama">
        <PagedList
          source={panoramaApi}
          className="guides-list"
          testId="panorama-list"
          renderItem={(item) => (
            <PictureCard
              testId={`panorama-${item.id}`}
              cover={item.cover}
              title={item.name}
              lines={[item.summary]}
              badge={t('panorama.badge')}
              onOpen={() => setOpen(item)}
            />
          )}
        />
        {open && <PanoramaViewer name={open.name} panorama={open.panorama} onClose={() => setOpen(null)} />}
      </View>
    </PageShell>
  )
}
