/**
 * /guide-map/{tourId}: the tour's stops on the map (PlaceMap, numbered in walking order) with the
 * tour bar: the current stop, previous / next, and its commentary read aloud where the device can.
 * A tap on a marker or on a stop of the list makes it the current stop.
 */
import { Text, View } from '@tarojs/components'
import { Button } from '@nutui/nutui-react-taro'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { hasNext, hasPrevious, stepStop } from '../../core/guides/tour'
import { DetailPage } from '../../kit/detail-page'
import { usePageParams } from '../../kit/page-params'
import { pressable } from '../../kit/theme'
import { toast } from '../../kit/toast'
import { PlaceMap, type MapPoint } from '../maps'
import { tourApi, type TourDetail } from './api'
import { canSpeak, speak, stopSpeaking } from './speech'
import './guides.scss'

const pointsOf = (tour: TourDetail): MapPoint[] =>
  tour.stops.map((stop, i) => ({
    id: i,
    name: `${i + 1}. ${stop.name}`,
    address: tour.scenicName,
    resourceType: '',
    longitude: stop.longitude,
    latitude: stop.latitude,
  }))

function TourMap({ tour }: { tour: TourDetail }) {
  const { t } = useTranslation('guides')
  const [current, setCurrent] = useState(0)
  const [playing, setPlaying] = useState(false)
  const total = tour.stops.length
  const stop = tour.stops[current]
  // leaving the stop or the page ends its commentary
  useEffect(() => () => stopSpeaking(), [current])
  const go = (index: number) => {
    setPlaying(false)
    setCurrent(index)
  }
  const play = () => {
    if (playing) {
      stopSpeaking()
      return setPlaying(false)
    }
    if (!speak(stop.commentary, 'zh', () => setPlaying(false))) return toast(t('tour.noSpeech'))
    setPlaying(true)
  }
  return (
    <View className="guides-tour" data-testid="guide-map" data-current={current}>
      <PlaceMap points={pointsOf(tour)} centre={stop} showCentre={false} onOpen={(p) => go(p.id)} testId="guide-map-map" />
      <View className="guides-tour__bar" data-testid="tour-bar">
        <Text className="guides-tour__step">{t('tour.stopNo', { n: current + 1, total })}</Text>
        <Text className="guides-tour__name" data-testid="tour-current">
          {stop.name}
        </Text>
        <View className="guides-tour__actions">
          <Button size="small" disabled={!hasPrevious(current)} data-testid="tour-prev" onClick={() => go(stepStop(current, -1, total))}>
            {t('tour.prev')}
          </Button>
          <Button size="small" type="primary" data-testid="tour-play" onClick={play}>
            {playing ? t('tour.stop') : t('tour.play')}
          </Button>
          <Button size="small" disabled={!hasNext(current, total)} data-testid="tour-next" onClick={() => go(stepStop(current, 1, total))}>
            {t('tour.next')}
          </Button>
        </View>
        <Text className="guides-tour__commentary" data-testid="tour-commentary">
          {stop.commentary}
        </Text>
        {!canSpeak() && <Text className="guides-tour__hint">{t('tour.textOnly')}</Text>}
      </View>
      <View className="guides-tour__stops">
        {tour.stops.map((s, i) => (
          <View
            key={`${i}-${s.name}`}
            className={`guides-tour__stop${i === current ? ' is-current' : ''}`}
            data-testid={`tour-stop-${i}`}
            aria-current={i === current ? 'step' : undefined}
            {...pressable(() => go(i), s.name)}
          >
            <Text className="guides-tour__no">{i + 1}</Text>
            <Text className="guides-tour__stop-name">{s.name}</Text>
          </View>
        ))}
      </View>
    </View>
  )
}

export function TourMapView() {
  const { t } = useTranslation('guides')
  const { tourId } = usePageParams()
  return (
    <DetailPage id={tourId} load={tourApi.detail} title={t('title.tour')} titleOf={(tour) => tour.name} testId="guide-map-page">
      {(tour) => (tour.stops.length > 0 ? <TourMap tour={tour} /> : <View className="guides-state">{t('tour.noStops')}</View>)}
    </DetailPage>
  )
}
