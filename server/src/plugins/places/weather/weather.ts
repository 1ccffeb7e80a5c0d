/** What a weather provider answers (provider.ts chooses one): the shapes and the AQI bands. */
import type { TFunction } from 'i18next'

export interface Weather {
  regionCode: string
  regionName: string
  provider: string
  /** ISO time of the observation */
  updateTime: string
  now: {
    /** °C */
    temp: number
    feelsLike: number
    /** condition in the caller's language ("多云", "Cloudy") */
    text: string
    /** QWeather icon code (https://icons.qweather.com): 100 sunny, 101 cloudy, 104 overcast, 305 light rain... */
    icon: string
    /** % */
    humidity: number
    windDir: string
    /** Beaufort scale, as text ("1-3") */
    windScale: string
  }
  air: {
    /** China AQI (HJ 633-2012) */
    aqi: number
    /** its category in the caller's language ("优", "Good") */
    category: string
    /** 1 excellent ... 6 severe */
    level: number
    /** main pollutant ('' when the air is excellent) */
    primary: string
    pm2p5: number
  }
  /** today and the two days after */
  daily: Array<{ date: string; tempMax: number; tempMin: number; textDay: string; iconDay: string; textNight: string; iconNight: string }>
}

export interface WeatherQuery {
  regionCode: string
  regionName: string
  lang: string
  t: TFunction
  now: Date
}

export interface WeatherProvider {
  name: string
  weather(query: WeatherQuery): Promise<Weather>
}

/** AQI level (HJ 633-2012 bands: 0-50, 51-100, 101-150, 151-200, 201-300, above) */
export function aqiLevel(aqi: number): number {
  const bands = [50, 100, 150, 200, 300]
  const i = bands.findIndex((top) => aqi <= top)
  return i === -1 ? 6 : i + 1
}
