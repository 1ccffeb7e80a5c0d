/**
 * /air-quality (AIR_QUALITY menu): the air of the site's region as the page's figure (AQI, its
 * category coloured by level), then every city (or county) of the region from the weather
 * adapter's weatherAllcity, worst air first.
 */
import { Text, View } from '@tarojs/components'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import PageShell from '../../components/PageShell'
import { HeadFigure } from '../../kit/head-figure'
import { pressable } from '../../kit/theme'
import { useLoad } from '../../kit/use-load'
import { weatherApi, type Weather } from './api'
import './guides.scss'
import './guides-hub.scss'

function AirRow({ weather }: { weather: Weather }) {
  const { t } = useTranslation('guides')
  return (
    <View className="guides-air" data-testid={`air-${weather.regionCode}`}>
      <Text className="guides-air__name">{weather.regionName}</Text>
      <Text className="guides-air__pm">{t('air.pm25', { value: weather.air.pm2p5 })}</Text>
      <Text className={`guides-air__level guides-air__level--${weather.air.level}`}>
        {weather.air.aqi} {weather.air.category}
      </Text>
    </View>
  )
}

export function AirQualityView() {
  const { t } = useTranslation('guides')
  const [failed, setFailed] = useState(false)
  const site = useLoad(async () => {
    const res = await weatherApi.site()
    setFailed(!res.ok)
    return res
  })
  const cities = useLoad(weatherApi.allCities)
  const here = site.data
  const list = [...(cities.data ?? [])].sort((a, b) => b.air.aqi - a.air.aqi)
  return (
    <PageShell title={t('title.airQuality')}>
      <View className="guides-page" data-testid="air-quality" data-state={here ? 'ready' : failed ? 'failed' : 'loading'}>
        {here ? (
          <View className={`guides-air-head guides-air-head--${here.air.level}`}>
            <HeadFigure label={t('air.aqiOf', { region: here.regionName })} value={here.air.aqi} testId="air-aqi" />
            <Text className="guides-air-head__category">{here.air.category}</Text>
            {here.air.primary && <Text className="guides-air-head__line">{t('air.primary', { value: here.air.primary })}</Text>}
            <Text className="guides-air-head__line">{t('air.pm25', { value: here.air.pm2p5 })}</Text>
          </View>
        ) : (
          <View className="guides-state" {...(failed ? pressable(() => void Promise.all([site.reload(), cities.reload()])) : {})}>
            {failed ? t('air.failed') : t('loading')}
          </View>
        )}
        {list.length > 0 && <Text className="guides-heading">{t('air.cities')}</Text>}
        {list.map((w) => (
          <AirRow key={w.regionCode} weather={w} />
        ))}
      </View>
    </PageShell>
  )
}
