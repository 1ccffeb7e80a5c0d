/**
 * The H5 map: Leaflet with clustered markers on the site's tiles (tiles.ts), fetched with a dynamic
 * import the first time a map shows. When no tile loads (offline, a blocked provider), the markers
 * stay on a plain background with a note saying the map could not be loaded.
 */
import { Text, View } from '@tarojs/components'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { LeafletMapHandle, MapContent } from './leaflet-map'
import { openPoint } from './open-point'
import type { PlaceMapProps } from './place-map-props'
import { tileSource, type TileStatus } from './tiles'
import './place-map.scss'

type LoadState = 'loading' | 'ready' | 'failed'

export default function PlaceMap({
  points,
  centre,
  showCentre = false,
  single = false,
  onOpen = openPoint,
  testId = 'place-map',
}: PlaceMapProps) {
  const { t } = useTranslation('maps')
  const element = useRef<HTMLDivElement>(null)
  const handle = useRef<LeafletMapHandle>()
  const [load, setLoad] = useState<LoadState>('loading')
  const [tiles, setTiles] = useState<TileStatus>('loading')
  const content: MapContent = { points, centre, showCentre, single, onOpen }
  const latest = useRef(content)
  latest.current = content

  useEffect(() => {
    let gone = false
    import('./leaflet-map').then(
      ({ createLeafletMap }) => {
        if (gone || !element.current) return
        handle.current = createLeafletMap(element.current, {
          tiles: tileSource(__SITE__.mapTiles),
          texts: { here: t('here') },
          onTiles: setTiles,
        })
        handle.current.show(latest.current)
        setLoad('ready')
      },
      () => !gone && setLoad('failed'),
    )
    return () => {
      gone = true
      handle.current?.destroy()
      handle.current = undefined
    }
    // the map is made once; its content follows below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  useEffect(() => {
    handle.current?.show(latest.current)
  }, [points, centre.longitude, centre.latitude, showCentre, single])

  const offline = tiles === 'offline' || load === 'failed'
  return (
    <View
      className={`place-map${offline ? ' place-map--offline' : ''}`}
      data-testid={testId}
      data-markers={points.length}
      data-state={load}
      data-tiles={tiles}
    >
      <div ref={element} className="place-map__canvas" role="region" aria-label={t('mapLabel', { count: points.length })} />
      {load === 'loading' && <Text className="place-map__note">{t('loading')}</Text>}
      {offline && (
        <Text className="place-map__note" data-testid={`${testId}-offline`}>
          {load === 'failed' ? t('mapFailed') : t('offline')}
        </Text>
      )}
    </View>
  )
}
