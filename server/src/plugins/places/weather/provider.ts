/**
 * Weather behind one adapter (config/api/forward/weather, weatherAllcity): a region's weather now,
 * its air quality and three days ahead, texts in the caller's language. Providers:
 *   qweather  QWeather (和风天气) by its API key: QWEATHER_KEY, optional QWEATHER_API_HOST (your
 *             account's API host, default https://devapi.qweather.com) and QWEATHER_GEO_HOST
 *             (default https://geoapi.qweather.com); chosen whenever QWEATHER_KEY is set
 *   dev       believable, deterministic weather per region and day, no network (development,
 *             tests, demos); answers say `provider: 'dev'` so no one takes it for a forecast
 * WEATHER_PROVIDER=dev|qweather forces one.
 */
import { devWeather } from './dev-provider'
import { qweatherProvider } from './qweather-provider'
import type { WeatherProvider } from './weather'

export function weatherProviderFrom(env: NodeJS.ProcessEnv, fetchFn: typeof fetch = fetch): WeatherProvider {
  const chosen = env.WEATHER_PROVIDER || (env.QWEATHER_KEY ? 'qweather' : 'dev')
  if (chosen === 'dev') return devWeather
  if (chosen !== 'qweather') throw new Error(`WEATHER_PROVIDER must be dev or qweather, not ${chosen}`)
  if (!env.QWEATHER_KEY) throw new Error('WEATHER_PROVIDER=qweather needs QWEATHER_KEY')
  return qweatherProvider({ key: env.QWEATHER_KEY, apiHost: env.QWEATHER_API_HOST, geoHost: env.QWEATHER_GEO_HOST, fetch: fetchFn })
}
