/**
 * The development weather: believable and the same all day for a region (a hash of region code
 * and date drives it), so pages, screenshots and tests are stable. Temperatures follow a yearly
 * curve per climate (Sichuan basin, its western plateau, Hebei, Xinjiang), conditions the region's
 * usual mix; rain turns to snow below 2 °C.
 */
import { aqiLevel, type Weather, type WeatherProvider, type WeatherQuery } from './weather'

interface Climate {
  /** yearly mean and half-range of the daily mean, °C */
  mean: number
  swing: number
  /** condition weights: sunny, cloudy, overcast, light rain, fog */
  mix: [number, number, number, number, number]
  /** typical AQI */
  air: number
}

const CLIMATES: Array<[prefix: string, climate: Climate]> = [
  ['5132', { mean: 9, swing: 9, mix: [4, 3, 2, 1, 0], air: 30 }],
  ['5133', { mean: 6, swing: 9, mix: [5, 3, 1, 1, 0], air: 25 }],
  ['51', { mean: 16.5, swing: 10, mix: [2, 3, 4, 2, 1], air: 75 }],
  ['13', { mean: 13, swing: 15, mix: [5, 3, 2, 1, 1], air: 95 }],
  ['65', { mean: 8, swing: 18, mix: [6, 3, 1, 1, 0], air: 60 }],
  ['', { mean: 15, swing: 12, mix: [3, 3, 2, 2, 0], air: 60 }],
]

const CONDITIONS = [
  { key: 'sunny', icon: '100', night: '150' },
  { key: 'cloudy', icon: '101', night: '151' },
  { key: 'overcast', icon: '104', night: '104' },
  { key: 'lightRain', icon: '305', night: '305' },
  { key: 'fog', icon: '501', night: '501' },
] as const
const SNOW = { key: 'lightSnow', icon: '400', night: '400' } as const
const WIND_DIRS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const

/** 32-bit FNV-1a: a stable pseudo-random number in [0, 1) per text */
function unit(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193)
  return (h >>> 0) / 2 ** 32
}

const climateOf = (code: string) => CLIMATES.find(([prefix]) => code.startsWith(prefix))![1]

function pick<T>(weights: readonly number[], items: readonly T[], r: number): T {
  const total = weights.reduce((a, b) => a + b, 0)
  let x = r * total
  for (let i = 0; i < items.length; i++) if ((x -= weights[i]) < 0) return items[i]
  return items[items.length - 1]
}

/** China-time calendar day, offset by `plus` days */
function dayOf(now: Date, plus: number): { date: string; dayOfYear: number } {
  const d = new Date(now.getTime() + 8 * 3600_000 + plus * 86_400_000)
  const date = d.toISOString().slice(0, 10)
  const dayOfYear = Math.floor((d.getTime() - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000)
  return { date, dayOfYear }
}

function day(code: string, now: Date, plus: number) {
  const c = climateOf(code)
  const { date, dayOfYear } = dayOf(now, plus)
  const seed = (what: string) => unit(`${code}|${date}|${what}`)
  // coldest mid-January, warmest mid-July
  const mean = c.mean - c.swing * Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365) + (seed('t') - 0.5) * 4
  const range = 6 + seed('range') * 5
  const tempMax = Math.round(mean + range / 2)
  const tempMin = Math.round(mean - range / 2)
  const wet = (x: (typeof CONDITIONS)[number]) => (x.key === 'lightRain' && tempMax < 2 ? SNOW : x)
  const dayCond = wet(pick(c.mix, CONDITIONS, seed('day')))
  const nightCond = wet(pick(c.mix, CONDITIONS, seed('night')))
  return { date, tempMax, tempMin, dayCond, nightCond, seed, climate: c }
}

export const devWeather: WeatherProvider = {
  name: 'dev',
  async weather({ regionCode, regionName, t, now }: WeatherQuery): Promise<Weather> {
    const days = [0, 1, 2].map((plus) => day(regionCode, now, plus))
    const today = days[0]
    const hour = (now.getUTCHours() + 8) % 24
    // warmest mid-afternoon, coldest before dawn
    const share = (1 - Math.cos((2 * Math.PI * (hour - 3)) / 24)) / 2
    const temp = Math.round(today.tempMin + (today.tempMax - today.tempMin) * share)
    const cond = hour >= 6 && hour < 19 ? today.dayCond : today.nightCond
    const humidity = Math.round(35 + today.seed('h') * 40 + (cond.key === 'lightRain' || cond.key === 'fog' ? 20 : 0))
    const aqi = Math.max(12, Math.round(today.climate.air * (0.5 + today.seed('aqi'))))
    const level = aqiLevel(aqi)
    return {
      regionCode,
      regionName,
      provider: 'dev',
      updateTime: new Date(Math.floor(now.getTime() / 3600_000) * 3600_000).toISOString(),
      now: {
        temp,
        feelsLike: temp - (today.seed('wind') > 0.6 ? 2 : 0),
        text: t(`places.weather.${cond.key}`),
        icon: hour >= 6 && hour < 19 ? cond.icon : cond.night,
        humidity: Math.min(humidity, 98),
        windDir: t(`places.wind.${WIND_DIRS[Math.floor(today.seed('dir') * 8)]}`),
        windScale: today.seed('wind') > 0.6 ? '3-4' : '1-2',
      },
      air: { aqi, level, category: t(`places.air.${level}`), primary: level === 1 ? '' : 'PM2.5', pm2p5: Math.round(aqi * 0.7) },
      daily: days.map((d) => ({
        date: d.date,
        tempMax: d.tempMax,
        tempMin: d.tempMin,
        textDay: t(`places.weather.${d.dayCond.key}`),
        iconDay: d.dayCond.icon,
        textNight: t(`places.weather.${d.nightCond.key}`),
        iconNight: d.nightCond.night,
      })),
    }
  },
}
