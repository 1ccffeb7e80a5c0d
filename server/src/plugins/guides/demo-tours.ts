/**
 * Demo guided map tours: the scenic areas of a site that have spots get two walking tours (the
 * first scenic area three), each 5 to 8 ordered stops: the spots in the table's order, filled with
 * the usual stops of a scenic walk (visitor centre, viewing platform...) placed around the area.
 * Commentary is the spot's own text. Deterministic: the same places give the same tours.
 */
import type { TourStop } from '../../db/schema'
import { places } from '../../db/schema'
import { demoPicture, isDemoScene, type DemoScene } from '../demo-pictures/pictures'
import { haversineMetres } from '../places/geo'

type Place = typeof places.$inferSelect

const FILL = ['游客中心', '观景台', '古树广场', '文化长廊', '休憩驿站', '摄影点', '山门', '出口广场']
/** a route's summary says how long it takes from the route's own computed minutes (never a written "two hours") */
const ROUTES: Array<{ name: string; stops: number; summary: (time: string) => string }> = [
  { name: '经典全景线', stops: 7, summary: (time) => `串起全部主要景点的完整线路，全程${time}` },
  { name: '精华速览线', stops: 5, summary: (time) => `${time}看遍精华，适合时间紧张的游客` },
  { name: '深度文化线', stops: 8, summary: (time) => `慢慢走、细细听，讲解最详尽的线路，全程${time}` },
]

/** 约 45 分钟, 约 1 小时 30 分钟 */
export function durationText(minutes: number): string {
  if (minutes < 60) return `约 ${minutes} 分钟`
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m === 0 ? `约 ${h} 小时` : `约 ${h} 小时 ${m} 分钟`
}
/** metres walked a minute, and minutes spent listening at each stop */
const WALK_M_PER_MIN = 60
const MIN_PER_STOP = 8

/** the scene of a demo picture URL (…/pictures/<scene>-<n>.svg), mountain when not one */
export function sceneOfPicture(url: string): { scene: DemoScene; n: number } {
  const m = /\/([a-z]+)-(\d+)\.svg$/.exec(url)
  return m && isDemoScene(m[1]) ? { scene: m[1], n: Number(m[2]) } : { scene: 'mountain', n: 0 }
}

const firstSentence = (text: string) => (text.split(/(?<=[。！？])/)[0] ?? '').trim()

function spotStop(spot: Place): TourStop {
  const said = [`欢迎来到${spot.name}。`, spot.summary ? `${spot.summary}。` : '', firstSentence(spot.intro)].join('')
  return {
    name: spot.name,
    longitude: spot.longitude ?? 0,
    latitude: spot.latitude ?? 0,
    commentary: said,
    picture: spot.cover,
    placeId: spot.id,
  }
}

function fillStop(scenic: Place, name: string, k: number): TourStop {
  const angle = (k * 2 * Math.PI) / 7
  const { scene, n } = sceneOfPicture(scenic.cover)
  return {
    name,
    longitude: Math.round(((scenic.longitude ?? 0) + 0.0035 * Math.cos(angle)) * 1e6) / 1e6,
    latitude: Math.round(((scenic.latitude ?? 0) + 0.0028 * Math.sin(angle)) * 1e6) / 1e6,
    commentary: `这里是${scenic.name}的${name}。${k === 0 ? '讲解从这里开始，请戴好耳机，跟随地图上的路线前行。' : '可在此稍作停留，沿指示牌继续前行约两百米即到下一站。'}`,
    picture: demoPicture(scene, n + 3 * (k + 1)),
    placeId: null,
  }
}

/** the stops of route `r` through `scenic` and its spots */
function stopsOf(scenic: Place, spots: Place[], count: number): TourStop[] {
  const main = spots.slice(0, count - 2).map(spotStop)
  const fills = FILL.slice(0, count - main.length).map((name, k) => fillStop(scenic, name, k))
  // the visitor centre opens the walk, the other filling stops close it
  return [fills[0], ...main, ...fills.slice(1)]
}

export function toursOf(siteId: number, scenicAreas: Place[], spotsOf: (id: number) => Place[]) {
  const withSpots = scenicAreas.filter((s) => s.longitude !== null && spotsOf(s.id).length > 0)
  return withSpots.flatMap((scenic, i) =>
    ROUTES.slice(0, i === 0 ? 3 : 2).map((route, r) => {
      const stops = stopsOf(scenic, spotsOf(scenic.id), route.stops)
      const distance = stops.slice(1).reduce((sum, stop, k) => sum + haversineMetres(stops[k], stop), 0)
      const minutes = Math.round(distance / WALK_M_PER_MIN + stops.length * MIN_PER_STOP)
      return {
        siteId,
        scenicId: scenic.id,
        scenicName: scenic.name,
        name: `${scenic.name}·${route.name}`,
        summary: `${route.summary(durationText(minutes))}，共 ${stops.length} 站`,
        cover: r === 0 ? scenic.cover : (stops[1]?.picture ?? scenic.cover),
        minutes,
        distance: Math.round(distance),
        stops,
        sort: 100 - i * 3 - r,
      }
    }),
  )
}
