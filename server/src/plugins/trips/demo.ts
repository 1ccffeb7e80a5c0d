/**
 * Demo trips, for sites without any: recommended trips (cd-city by hand: 成都三日游, 川西五日环线...;
 * other sites from their own scenic areas, each within a day's reach), and two trips of the demo user (the site's first test
 * account, 13800000001) when that user exists. Destinations are the site's demo scenic areas
 * (server/src/db/seed/places), found by name.
 */
import { and, eq, isNull } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { siteDayOf } from '../../../../src/core/booking/site-time'
import { haversineMetres } from '../../../../src/core/geo'
import { addDays } from '../../../../src/core/trips/rules'
import { findUserByPhone } from '../../auth/users'
import { places, trips } from '../../db/schema'
import type { Site } from '../../site/site-registry'
import { demoPicture } from '../demo-pictures'

interface DemoTrip {
  name: string
  intro: string
  days: number
  places: string[]
  preference: string
  companions: string
  mode: string
  scene: Parameters<typeof demoPicture>[0]
}

const CD: DemoTrip[] = [
  {
    name: '成都三日游 · 经典人文',
    intro: '宽窄巷子喝盖碗茶，武侯祠读三国，清晨去基地看大熊猫',
    days: 3,
    places: ['宽窄巷子', '人民公园', '成都武侯祠博物馆', '锦里古街', '成都大熊猫繁育研究基地', '文殊院', '杜甫草堂'],
    preference: 'culture',
    companions: 'friends',
    mode: 'publicTransport',
    scene: 'oldstreet',
  },
  {
    name: '川西五日环线',
    intro: '拜水都江堰、问道青城山、西岭看雪，再慢游三座古镇',
    days: 5,
    places: ['都江堰景区', '青城山', '街子古镇', '西岭雪山', '安仁古镇', '黄龙溪古镇'],
    preference: 'nature',
    companions: 'family',
    mode: 'selfDrive',
    scene: 'mountain',
  },
  {
    name: '熊猫亲子两日游',
    intro: '开园即入园看熊猫宝宝，下午去望江楼竹林里散步',
    days: 2,
    places: ['成都大熊猫繁育研究基地', '望江楼公园', '人民公园'],
    preference: 'family',
    companions: 'family',
    mode: 'publicTransport',
    scene: 'panda',
  },
  {
    name: '拜水都江堰 · 问道青城山',
    intro: '成灌快铁一小时直达，世界遗产双城记',
    days: 2,
    places: ['都江堰景区', '青城山'],
    preference: 'heritage',
    companions: 'couple',
    mode: 'publicTransport',
    scene: 'river',
  },
  {
    name: '三国文化一日游',
    intro: '君臣合祀的武侯祠，出门就是锦里夜市',
    days: 1,
    places: ['成都武侯祠博物馆', '锦里古街'],
    preference: 'culture',
    companions: 'friends',
    mode: 'publicTransport',
    scene: 'temple',
  },
  {
    name: '诗意成都一日',
    intro: '杜甫草堂寻诗圣，望江楼访薛涛，傍晚宽窄巷子',
    days: 1,
    places: ['杜甫草堂', '望江楼公园', '宽窄巷子'],
    preference: 'culture',
    companions: 'alone',
    mode: 'publicTransport',
    scene: 'garden',
  },
  {
    name: '古镇慢游三日',
    intro: '黄龙溪的水、安仁的公馆、街子的银杏',
    days: 3,
    places: ['黄龙溪古镇', '安仁古镇', '街子古镇'],
    preference: 'leisure',
    companions: 'elders',
    mode: 'charteredCar',
    scene: 'oldstreet',
  },
  {
    name: '西岭雪山避暑两日',
    intro: '“窗含西岭千秋雪”，夏天避暑冬天滑雪',
    days: 2,
    places: ['西岭雪山', '街子古镇'],
    preference: 'nature',
    companions: 'friends',
    mode: 'selfDrive',
    scene: 'snowpeak',
  },
  {
    name: '禅意成都半日闲',
    intro: '文殊院吃素斋，人民公园鹤鸣茶社喝茶',
    days: 1,
    places: ['文殊院', '人民公园'],
    preference: 'leisure',
    companions: 'elders',
    mode: 'publicTransport',
    scene: 'temple',
  },
  {
    name: '老成都烟火气一日',
    intro: '从宽窄巷子吃到锦里，一天逛遍老成都',
    days: 1,
    places: ['宽窄巷子', '人民公园', '锦里古街'],
    preference: 'food',
    companions: 'friends',
    mode: 'publicTransport',
    scene: 'oldstreet',
  },
  {
    name: '周末两日 · 城西人文',
    intro: '草堂、宽窄巷子、文殊院、武侯祠，地铁串起城西',
    days: 2,
    places: ['杜甫草堂', '宽窄巷子', '文殊院', '成都武侯祠博物馆'],
    preference: 'culture',
    companions: 'couple',
    mode: 'publicTransport',
    scene: 'garden',
  },
  {
    name: '成都四日深度游',
    intro: '城里的熊猫、寺院和老街，城外的都江堰与青城山',
    days: 4,
    places: [
      '成都大熊猫繁育研究基地',
      '文殊院',
      '宽窄巷子',
      '人民公园',
      '成都武侯祠博物馆',
      '锦里古街',
      '杜甫草堂',
      '都江堰景区',
      '青城山',
    ],
    preference: 'culture',
    companions: 'family',
    mode: 'publicTransport',
    scene: 'panda',
  },
]

const SITE_TRIPS: Record<string, DemoTrip[]> = { 'cd-city': CD }
const DEPARTURE: Record<string, string> = { 'xj-region': '乌鲁木齐', 'cc-greatwall': '北京' }

interface Spot {
  name: string
  longitude: number
  latitude: number
}

/** straight-line km between two places (the great circle of src/core/geo.ts) */
const kmBetween = (a: Spot, b: Spot) => haversineMetres(a, b) / 1000

/** how far from a trip's first place its others may lie, per day: a day's outing, not a province (Tianchi to Kanas is 550 km) */
const DAY_RADIUS_KM = 45

/**
 * Other sites: one, two and three days over their own scenic areas, each trip around the place with
 * the most neighbours within its reach (DAY_RADIUS_KM a day, up to the shape's count; the table
 * lists its best-known places first and breaks ties), its nearest first. A shape is left out when
 * no two places are in reach (a trip of one place is a visit) or it adds no place to the shorter one.
 */
function genericTrips(spots: Spot[]): DemoTrip[] {
  const out: DemoTrip[] = []
  const shapes: Array<[number, number, string, string, string]> = [
    [1, 2, '精华一日游', 'culture', 'friends'],
    [2, 4, '深度两日游', 'nature', 'family'],
    [3, 6, '慢游三日', 'leisure', 'couple'],
  ]
  for (const [days, n, label, preference, companions] of shapes) {
    const around = (first: Spot) =>
      [
        first,
        ...spots
          .filter((s) => s !== first && kmBetween(first, s) <= DAY_RADIUS_KM * days)
          .sort((a, b) => kmBetween(first, a) - kmBetween(first, b)),
      ].slice(0, n)
    let picked: Spot[] = []
    for (const first of spots) {
      const near = around(first)
      if (near.length > picked.length) picked = near
    }
    const names = picked.map((s) => s.name)
    const shorter = out.at(-1)?.places ?? []
    if (picked.length < 2 || names.every((name) => shorter.includes(name))) continue
    out.push({
      name: `${names[0]}${label}`,
      intro: names.join(' · '),
      days,
      places: names,
      preference,
      companions,
      mode: 'publicTransport',
      scene: 'mountain',
    })
  }
  return out
}

export async function seedDemoTrips(app: FastifyInstance, site: Site, seedUser: boolean): Promise<void> {
  const db = app.db
  const [already] = await db.select({ id: trips.id }).from(trips).where(eq(trips.siteId, site.id)).limit(1)
  if (already) return
  const scenic = await db
    .select({ id: places.id, name: places.name, longitude: places.longitude, latitude: places.latitude })
    .from(places)
    .where(and(eq(places.siteId, site.id), eq(places.type, 'SCENERY'), isNull(places.parentId)))
    .orderBy(places.id)
  if (scenic.length === 0) return
  const byName = new Map(scenic.map((p) => [p.name, p.id]))
  const demos =
    SITE_TRIPS[site.siteCode] ?? genericTrips(scenic.filter((p): p is typeof p & Spot => p.longitude !== null && p.latitude !== null))
  const now = app.clock()
  const departureCity = DEPARTURE[site.siteCode] ?? '成都'
  const inserted: Array<{ id: number; demo: DemoTrip; placeIds: number[] }> = []
  for (const [i, demo] of demos.entries()) {
    const placeIds = demo.places.map((n) => byName.get(n)).filter((id): id is number => id !== undefined)
    if (placeIds.length === 0) continue
    const [row] = await db
      .insert(trips)
      .values({
        siteId: site.id,
        userId: null,
        name: demo.name,
        intro: demo.intro,
        cover: demoPicture(demo.scene, site.id * 31 + i * 7),
        departureCity,
        days: demo.days,
        placeIds,
        preference: demo.preference,
        companions: demo.companions,
        mode: demo.mode,
        sort: demos.length - i,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: trips.id })
    inserted.push({ id: row.id, demo, placeIds })
  }
  if (!seedUser) return
  const user = await findUserByPhone(db, app.fieldCrypto, site.id, site.config.testAccounts?.[0] ?? '13800000001')
  if (!user || inserted.length === 0) return
  const today = siteDayOf(now.getTime())
  // one planned by hand, one copied from a recommended trip
  const first = inserted[0]
  const own = first.placeIds.slice(0, 3)
  const start = addDays(today, 7)
  await db.insert(trips).values({
    siteId: site.id,
    userId: user.id,
    name: site.siteCode === 'cd-city' ? '五一成都亲子游' : `${first.demo.places[0]}之行`,
    departureCity,
    startDate: start,
    endDate: addDays(start, 2),
    days: 3,
    placeIds: own,
    preference: 'family',
    companions: 'family',
    mode: 'publicTransport',
    createdAt: now,
    updatedAt: now,
  })
  const copied = inserted.find((t) => t.demo.days === 2) ?? inserted[inserted.length - 1]
  const copyStart = addDays(today, 14)
  await db.insert(trips).values({
    siteId: site.id,
    userId: user.id,
    name: copied.demo.name,
    intro: copied.demo.intro,
    departureCity,
    startDate: copyStart,
    endDate: addDays(copyStart, copied.demo.days - 1),
    days: copied.demo.days,
    placeIds: copied.placeIds,
    preference: copied.demo.preference,
    companions: copied.demo.companions,
    mode: copied.demo.mode,
    copiedFrom: copied.id,
    createdAt: new Date(now.getTime() + 1),
    updatedAt: new Date(now.getTime() + 1),
  })
}
