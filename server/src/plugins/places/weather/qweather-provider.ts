/**
 * QWeather (和风天气, https://dev.qweather.com): the region's six-digit code finds its location
 * through GeoAPI city lookup (adcodes accepted for Chinese cities), remembered per code; then
 * weather now, 3-day forecast and air now, in the caller's language (QWeather speaks zh, en, fr,
 * ja, ko). The key travels in the X-QW-Api-Key header, never in a logged URL. Any failure
 * (network, 5 s timeout, a QWeather code other than "200") is thrown; the route answers it as
 * weather unavailable.
 */
import { aqiLevel, type Weather, type WeatherProvider, type WeatherQuery } from './weather'

export interface QWeatherOptions {
  key: string
  apiHost?: string
  geoHost?: string
  fetch?: typeof fetch
}

type Json = Record<string, unknown>

export function qweatherProvider(options: QWeatherOptions): WeatherProvider {
  const apiHost = (options.apiHost || 'https://devapi.qweather.com').replace(/\/$/, '')
  const geoHost = (options.geoHost || 'https://geoapi.qweather.com').replace(/\/$/, '')
  const fetchFn = options.fetch ?? fetch
  const locations = new Map<string, string>()

  async function call(url: string): Promise<Json> {
    const res = await fetchFn(url, { headers: { 'X-QW-Api-Key': options.key }, signal: AbortSignal.timeout(5000) })
    if (!res.ok) throw new Error(`QWeather HTTP ${res.status}`)
    const body = (await res.json()) as Json
    if (body.code !== '200') throw new Error(`QWeather code ${String(body.code)}`)
    return body
  }

  async function locationOf(regionCode: string): Promise<string> {
    const known = locations.get(regionCode)
    if (known) return known
    const body = await call(`${geoHost}/v2/city/lookup?location=${encodeURIComponent(regionCode)}&number=1`)
    const id = (body.location as Json[] | undefined)?.[0]?.id
    if (typeof id !== 'string') throw new Error(`QWeather knows no location ${regionCode}`)
    locations.set(regionCode, id)
    return id
  }

  return {
    name: 'qweather',
    async weather({ regionCode, regionName, lang }: WeatherQuery): Promise<Weather> {
      const location = await locationOf(regionCode)
      const q = `location=${location}&lang=${lang}`
      const [now, days, air] = await Promise.all([
        call(`${apiHost}/v7/weather/now?${q}`),
        call(`${apiHost}/v7/weather/3d?${q}`),
        call(`${apiHost}/v7/air/now?${q}`),
      ])
      const n = now.now as Record<string, string>
      const a = air.now as Record<string, string>
      const aqi = Number(a.aqi)
      return {
        regionCode,
        regionName,
        provider: 'qweather',
        updateTime: new Date(String(now.updateTime)).toISOString(),
        now: {
          temp: Number(n.temp),
          feelsLike: Number(n.feelsLike),
          text: n.text,
          icon: n.icon,
          humidity: Number(n.humidity),
          windDir: n.windDir,
          windScale: n.windScale,
        },
        air: { aqi, level: aqiLevel(aqi), category: a.category, primary: a.primary === 'NA' ? '' : a.primary, pm2p5: Number(a.pm2p5) },
        daily: (days.daily as Array<Record<string, string>>).map((d) => ({
          date: d.fxDate,
          tempMax: Number(d.tempMax),
          tempMin: Number(d.tempMin),
          textDay: d.textDay,
          iconDay: d.iconDay,
          textNight: d.textNight,
          iconNight: d.iconNight,
        })),
      }
    },
  }
}
