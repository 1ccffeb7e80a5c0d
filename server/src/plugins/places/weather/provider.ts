/**
 * Weather behind one adapter (config/api/forward/weather, weatherAllcity): a region's weather now,
 * its air quality and three days ahead, texts in the caller's language. Providers:
 *   qweather  QWeather (和风天气) by its API key: QWEATHER_KEY, optional QWEATHER_API_HOST (your
 *             account's API host, default https://devapi.qweather.com) and QWEATHER_GEO_HOST
 *             (default https://geoapi.qweather.com); chosen whenever QWEATHER_KEY is set
 *   dev       believable, deterministic weather per region and day, no network (development,
 *             tests, demos); answers say `provider: 'dev'` so no one takes it for a forecast
 * WEATHER_PROVIDER=dev|qweather forces one; `off` answers "not available" (production without
 * QWeather: the dev weather is never a production answer, providers/production.ts).
 */
import { ConfigError } from '../../../config'
import { chooseProvider, OFF, PROVIDER_KINDS, serviceOff, type Env } from '../../../providers/production'
import { devWeather } from './dev-provider'
import { qweatherProvider } from './qweather-provider'
import type { WeatherProvider } from './weather'

export const offWeather: WeatherProvider = {
  name: OFF,
  async weather() {
    throw serviceOff(PROVIDER_KINDS.weather)
  },
}

export function weatherProviderFrom(env: Env, fetchFn: typeof fetch = fetch): WeatherProvider {
  // a QWeather key alone chooses QWeather
  const chosen = chooseProvider(
    { ...env, WEATHER_PROVIDER: env.WEATHER_PROVIDER || (env.QWEATHER_KEY ? 'qweather' : '') },
    PROVIDER_KINDS.weather,
  )
  if (chosen === 'dev') return devWeather
  if (chosen === OFF) return offWeather
  if (chosen !== 'qweather') throw new ConfigError(`WEATHER_PROVIDER must be dev or qweather (or off), not ${chosen}`)
  if (!env.QWEATHER_KEY) throw new ConfigError('WEATHER_PROVIDER=qweather needs QWEATHER_KEY')
  return qweatherProvider({ key: env.QWEATHER_KEY, apiHost: env.QWEATHER_API_HOST, geoHost: env.QWEATHER_GEO_HOST, fetch: fetchFn })
}
