/**
 * Weather calls (rules-and-contract 7: config/api/forward/weather, weatherAllcity; payload chosen
 * here, docs/contract-places.md):
 *   GET config/api/forward/weather         region? (six-digit code inside the site's region,
 *                                          default the site's) → data Weather (provider.ts)
 *   GET config/api/forward/weatherAllcity  → datas Weather[]: the site's child regions (the cities
 *                                          of a province site, the counties of a city site), or the
 *                                          site's own region when it has none
 * Cached 10 minutes under the `weather` tag; a provider failure answers code 500 "weather unavailable".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { childRegionOf, isWithinRegion, regionLevel } from '../../../../../src/core/places/region'
import { AppError, ok, okList } from '../../../http/envelope'
import { badInput, fieldsOf, notFound, single } from '../../../http/fields'
import { DataEnvelope, Item, ListEnvelope, routeSchema, Text, Type } from '../../../http/schema'
import { ResultCode } from '../../../../../types/contract'
import { KNOWN_REGION_CODES, regionName } from '../region-names'
import type { Weather, WeatherProvider } from './weather'

const WEATHER_TTL_MS = 10 * 60_000
/** at most this many regions in weatherAllcity (Sichuan has 21 cities) */
const MAX_CITIES = 30

const Num = Type.Number()
const Str = Type.String()
const WeatherItem = Item({
  regionCode: Str,
  regionName: Str,
  provider: Str,
  updateTime: Str,
  now: Item({ temp: Num, feelsLike: Num, text: Str, icon: Str, humidity: Num, windDir: Str, windScale: Str }),
  air: Item({ aqi: Num, category: Str, level: Type.Integer(), primary: Str, pm2p5: Num }),
  daily: Type.Array(Item({ date: Str, tempMax: Num, tempMin: Num, textDay: Str, iconDay: Str, textNight: Str, iconNight: Str })),
})

export async function weatherRoutes(app: FastifyInstance, { provider }: { provider: WeatherProvider }): Promise<void> {
  const config = { cache: { tags: ['weather'], ttlMs: WEATHER_TTL_MS } }

  async function weatherOf(request: FastifyRequest, regionCode: string): Promise<Weather> {
    try {
      return await provider.weather({
        regionCode,
        regionName: regionName(regionCode, request.lang),
        lang: request.lang,
        t: request.t,
        now: app.clock(),
      })
    } catch (e) {
      if (e instanceof AppError) throw e // the weather is switched off: its own answer
      request.log.warn({ err: e, regionCode, provider: provider.name }, 'weather provider failed')
      throw new AppError(ResultCode.SERVER_ERROR, 'places.weatherUnavailable')
    }
  }

  app.get(
    '/api/config/api/forward/weather',
    { schema: routeSchema({ query: { region: Text({ maxLength: 20 }) }, response: DataEnvelope(WeatherItem) }), config },
    async (request) => {
      const site = request.site.config.regionCode
      const region = single(fieldsOf(request), 'region') || site
      if (!regionLevel(region)) throw badInput('places.badRegion', { value: region.slice(0, 20) })
      if (!isWithinRegion(region, site)) throw notFound('places.regionOutside', { value: region })
      return ok(request, await weatherOf(request, region))
    },
  )

  app.get(
    '/api/config/api/forward/weatherAllcity',
    { schema: routeSchema({ response: ListEnvelope(WeatherItem) }), config },
    async (request) => {
      const site = request.site.config.regionCode
      const children = KNOWN_REGION_CODES.filter((code) => childRegionOf(code, site) === code).slice(0, MAX_CITIES)
      const regions = children.length > 0 ? children : [site]
      return okList(request, await Promise.all(regions.map((code) => weatherOf(request, code))))
    },
  )
}
