/** Weather: the dev provider (believable, deterministic per region and day), the routes, and the QWeather adapter on a fake fetch. */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import i18next from 'i18next'
import { useTestApp } from '../../../testing/test-app'
import { get } from '../test-fixtures'
import { devWeather } from './dev-provider'
import { weatherProviderFrom } from './provider'
import { qweatherProvider } from './qweather-provider'
import { aqiLevel } from './weather'

const t = ((key: string) => key) as unknown as typeof i18next.t
const at = (iso: string) => ({ regionCode: '510100', regionName: '成都市', lang: 'zh', t, now: new Date(iso) })

describe('dev weather provider', () => {
  it('is the same all day for a region and differs between regions or days', async () => {
    const morning = await devWeather.weather(at('2026-07-15T01:00:00Z'))
    const evening = await devWeather.weather(at('2026-07-15T12:00:00Z'))
    assert.deepEqual(morning.daily, evening.daily)
    assert.deepEqual(morning.air, evening.air)
    const nextDay = await devWeather.weather(at('2026-07-16T01:00:00Z'))
    assert.notDeepEqual(nextDay.daily[0], morning.daily[0])
    assert.deepEqual(nextDay.daily[0], morning.daily[1], "tomorrow's forecast is tomorrow's weather")
    assert.equal(morning.provider, 'dev')
  })

  it('is believable: Chengdu warm in July and cool in January, Urumqi freezing in January, days ordered', async () => {
    const july = await devWeather.weather(at('2026-07-15T04:00:00Z'))
    const january = await devWeather.weather(at('2026-01-15T04:00:00Z'))
    assert.ok(july.daily[0].tempMax >= 26 && july.daily[0].tempMax <= 36, String(july.daily[0].tempMax))
    assert.ok(january.daily[0].tempMax >= 5 && january.daily[0].tempMax <= 16, String(january.daily[0].tempMax))
    const urumqi = await devWeather.weather({ ...at('2026-01-15T04:00:00Z'), regionCode: '650100' })
    assert.ok(urumqi.daily[0].tempMax < 0, String(urumqi.daily[0].tempMax))
    for (const w of [july, january, urumqi]) {
      assert.deepEqual(
        w.daily.map((d) => d.date),
        [0, 1, 2].map((n) => new Date(Date.parse(w.daily[0].date) + n * 86_400_000).toISOString().slice(0, 10)),
      )
      for (const d of w.daily) assert.ok(d.tempMin < d.tempMax)
      assert.ok(w.now.temp >= w.daily[0].tempMin && w.now.temp <= w.daily[0].tempMax)
      assert.ok(w.now.humidity > 0 && w.now.humidity < 100)
      assert.equal(w.air.level, aqiLevel(w.air.aqi))
    }
  })

  it('AQI levels follow the HJ 633-2012 bands', () => {
    assert.deepEqual([0, 50, 51, 100, 101, 150, 151, 200, 201, 300, 301, 500].map(aqiLevel), [1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6])
  })

  it('is chosen without a QWeather key; a key chooses QWeather; a bad choice stops the start', () => {
    assert.equal(weatherProviderFrom({}).name, 'dev')
    assert.equal(weatherProviderFrom({ QWEATHER_KEY: 'k' }).name, 'qweather')
    assert.equal(weatherProviderFrom({ QWEATHER_KEY: 'k', WEATHER_PROVIDER: 'dev' }).name, 'dev')
    assert.throws(() => weatherProviderFrom({ WEATHER_PROVIDER: 'qweather' }), /QWEATHER_KEY/)
    assert.throws(() => weatherProviderFrom({ WEATHER_PROVIDER: 'sunny' }), /dev or qweather/)
  })
})

describe('weather routes', () => {
  const app = useTestApp({ clock: () => new Date('2026-11-20T04:00:00Z') })

  it("weather: the site's region by default, texts in the caller's language, deterministic", async () => {
    const { body } = await get(app(), 'config/api/forward/weather', { siteCode: 'intl-expo', lang: 'en' })
    assert.equal(body.code, 0)
    assert.equal(body.data.regionCode, '510100')
    assert.equal(body.data.regionName, 'Chengdu')
    assert.ok(['Sunny', 'Cloudy', 'Overcast', 'Light rain', 'Fog', 'Light snow'].includes(body.data.now.text), body.data.now.text)
    assert.ok(
      ['Excellent', 'Good', 'Lightly polluted', 'Moderately polluted', 'Heavily polluted', 'Severely polluted'].includes(
        body.data.air.category,
      ),
    )
    assert.equal(body.data.daily.length, 3)
    const district = (await get(app(), 'config/api/forward/weather', { siteCode: 'intl-expo', region: '510181', lang: 'zh' })).body
    assert.equal(district.data.regionName, '都江堰市')
  })

  it('a region outside the site is not found, a bad code refused', async () => {
    assert.equal((await get(app(), 'config/api/forward/weather', { siteCode: 'intl-expo', region: '650100' })).body.code, 404)
    assert.equal((await get(app(), 'config/api/forward/weather', { siteCode: 'intl-expo', region: 'abc' })).body.code, 400)
  })

  it("weatherAllcity: the province site's cities, a county site its own region", async () => {
    const province = (await get(app(), 'config/api/forward/weatherAllcity', { siteCode: 'sc-province' })).body
    assert.equal(province.code, 0)
    assert.equal(province.datas.length, 21)
    assert.ok(province.datas.some((w: { regionName: string }) => w.regionName === '成都市'))
    const county = (await get(app(), 'config/api/forward/weatherAllcity', { siteCode: 'mx-county' })).body
    assert.deepEqual(
      county.datas.map((w: { regionCode: string }) => w.regionCode),
      ['513223'],
    )
  })
})

describe('QWeather adapter', () => {
  const answers: Record<string, unknown> = {
    '/v2/city/lookup': { code: '200', location: [{ id: '101270101', name: '成都' }] },
    '/v7/weather/now': {
      code: '200',
      updateTime: '2026-11-20T12:00+08:00',
      now: { temp: '14', feelsLike: '13', icon: '101', text: 'Cloudy', windDir: 'N', windScale: '1-2', humidity: '72' },
    },
    '/v7/weather/3d': {
      code: '200',
      daily: [
        { fxDate: '2026-11-20', tempMax: '16', tempMin: '9', iconDay: '101', textDay: 'Cloudy', iconNight: '151', textNight: 'Cloudy' },
      ],
    },
    '/v7/air/now': { code: '200', now: { aqi: '78', category: 'Good', primary: 'PM2.5', pm2p5: '55' } },
  }

  it('looks the adcode up once, sends the key in the header and maps the answers', async () => {
    const calls: Array<{ url: string; key: string | null }> = []
    const fakeFetch = (async (url: string, init: RequestInit) => {
      calls.push({ url, key: new Headers(init.headers).get('X-QW-Api-Key') })
      return new Response(JSON.stringify(answers[new URL(url).pathname]))
    }) as typeof fetch
    const provider = qweatherProvider({ key: 'secret', fetch: fakeFetch })
    const w = await provider.weather({ ...at('2026-11-20T04:00:00Z'), lang: 'en' })
    assert.equal(w.now.temp, 14)
    assert.equal(w.now.text, 'Cloudy')
    assert.deepEqual(w.air, { aqi: 78, level: 2, category: 'Good', primary: 'PM2.5', pm2p5: 55 })
    assert.equal(w.daily[0].tempMin, 9)
    assert.equal(w.updateTime, '2026-11-20T04:00:00.000Z')
    await provider.weather(at('2026-11-20T05:00:00Z'))
    assert.equal(calls.filter((c) => c.url.includes('/city/lookup')).length, 1, 'location remembered')
    assert.ok(calls.every((c) => c.key === 'secret' && !c.url.includes('secret')))
    assert.ok(calls.some((c) => c.url.includes('location=101270101&lang=en')))
  })

  it('a QWeather refusal is an error (the route answers weather unavailable)', async () => {
    const refusing = (async () => new Response(JSON.stringify({ code: '401' }))) as unknown as typeof fetch
    await assert.rejects(qweatherProvider({ key: 'bad', fetch: refusing }).weather(at('2026-11-20T04:00:00Z')), /401/)
  })
})
