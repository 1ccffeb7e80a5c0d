/**
 * Demo data of the guides capability for every demo site, written at start for each table that has
 * no row of the site yet (a second start adds and changes nothing): guides and agencies from
 * demo-people.ts, destinations and city cards from the site's regions and places, guided tours
 * from its scenic areas (demo-tours.ts), and panoramas on the spots of a site without any.
 */
import { and, eq, type SQL } from 'drizzle-orm'
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core'
import { childRegionOf, regionPrefix } from '../../../../src/core/places/region'
import type { Database } from '../../db/database'
import { cityCards, destinations, guides, guideTours, places, sites, travelAgencies } from '../../db/schema'
import type { SiteTable } from '../../db/seed/places'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import { KNOWN_REGION_CODES, regionName } from '../places/region-names'
import { linesOf, peopleOf, type PeopleTable } from './demo-people'
import { sceneOfPicture, toursOf } from './demo-tours'

type Place = typeof places.$inferSelect

/** FNV-1a: stable numbers from a name */
function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}
const digits = (seed: number, n: number) => String(seed % 10 ** n).padStart(n, '0')
const mobile = (seed: number) => `${['138', '139', '158', '180', '189', '177'][seed % 6]}${digits(seed >>> 3, 8)}`

function guideRows(siteId: number, region: string, people: PeopleTable) {
  return linesOf(people.guides).map(([name, sex, languages, years, rating, specialities], i) => {
    const h = hashOf(name)
    const y = Number(years)
    const level = y >= 15 ? '高级导游' : y >= 8 ? '中级导游' : '初级导游'
    const licenceNo = `D-${region.slice(0, 4)}-${digits(h, 6)}`
    const langs = languages.split(',')
    const tags = specialities.split('、')
    return {
      siteId,
      name,
      sex,
      languages: langs,
      years: y,
      rating: Number(rating),
      licenceNo,
      level,
      regionCode: region,
      phone: mobile(h),
      // a guide is a person: her or his portrait, not a scenic area's cover
      cover: demoPicture(sex === '2' ? 'woman' : 'man', h % 48),
      intro: [
        `${name}，持证${level}（导游证号 ${licenceNo}），从事导游工作 ${y} 年，讲解语言：${langs.join('、')}。`,
        `擅长${tags.join('、')}主题讲解，带团细致耐心，游客评分 ${rating} 分。`,
        '可提供一日游、多日游、研学团与商务接待讲解服务，旺季请提前三天预约。',
      ].join('\n\n'),
      tags,
      sort: 100 - i,
    }
  })
}

function agencyRows(siteId: number, region: string, table: SiteTable, people: PeopleTable, all: Place[]) {
  const [west, south, east, north] = table.box
  return linesOf(people.agencies).map(([name, district, street], i) => {
    const h = hashOf(name)
    const code = table.districts[district]?.[0] ?? region
    const near = all.find((p) => p.regionCode.startsWith(regionPrefix(code)) && p.longitude !== null)
    const offset = ((h % 100) - 50) / 8000
    const licenceNo = `L-${people.province}-${i % 3 === 0 ? 'CJ' : ''}${digits(h, 5)}`
    return {
      siteId,
      name,
      licenceNo,
      regionCode: code,
      regionName: district,
      address: `${table.regionName}${table.regionName.endsWith(district) ? '' : district}${street}`,
      phone: `${table.area}-${String(2 + (h % 7))}${digits(h >>> 4, table.area === '028' || table.area === '0991' ? 7 : 6)}`,
      cover: demoPicture(i % 2 === 0 ? 'skyline' : 'oldstreet', h % 48),
      intro: [
        `${name}成立于 ${2000 + (h % 20)} 年，持有旅行社业务经营许可证（${licenceNo}）。`,
        `主营${district}及周边跟团游、定制游、研学旅行与会奖服务，${i % 3 === 0 ? '兼营出境旅游业务，' : ''}所有线路均由持证导游带团。`,
      ].join('\n\n'),
      longitude: near?.longitude != null ? near.longitude + offset : (west + east) / 2 + offset,
      latitude: near?.latitude != null ? near.latitude - offset : (south + north) / 2 - offset,
      rating: 4.3 + (h % 7) / 10,
      sort: 100 - i,
    }
  })
}

const THEMES: Array<{ title: string; types: string[]; scenes: DemoScene[]; night?: boolean }> = [
  { title: '自然风光', types: ['SCENERY', 'SPOTS'], scenes: ['mountain', 'lake'] },
  { title: '人文历史', types: ['VENUE', 'EXHIBITION', 'COLLECTION', 'RESEARCH_BASE'], scenes: ['museum', 'temple'] },
  { title: '美食之旅', types: ['FOOD', 'SPECIALITY'], scenes: ['hotpot', 'noodles', 'tea'] },
  { title: '夜游休闲', types: ['ENTERTAINMENT', 'SCENIC_SHOW', 'HOTEL'], scenes: ['oldstreet', 'skyline'], night: true },
]

/** The site's child regions with places first (at most 8), else the site's own region. */
function destinationRegions(region: string, all: Place[]): string[] {
  const children = KNOWN_REGION_CODES.filter((code) => childRegionOf(code, region) === code)
  const placesIn = (code: string) => all.filter((p) => p.regionCode.startsWith(regionPrefix(code))).length
  const ranked = children.filter((c) => placesIn(c) > 0).sort((a, b) => placesIn(b) - placesIn(a))
  return ranked.length > 0 ? ranked.slice(0, 8) : [region]
}

async function seedDestinations(db: Database, siteId: number, region: string, all: Place[]) {
  for (const [i, code] of destinationRegions(region, all).entries()) {
    const name = regionName(code, 'zh')
    const inRegion = all.filter((p) => p.regionCode.startsWith(regionPrefix(code)))
    const pick = (types: string[]) => {
      const own = inRegion.filter((p) => types.includes(p.type))
      return (own.length > 0 ? own : all.filter((p) => types.includes(p.type))).slice(0, 3)
    }
    const scenic = pick(['SCENERY'])
    const food = pick(['FOOD', 'SPECIALITY'])
    const names = (list: Place[]) => list.map((p) => p.name).join('、')
    const [destination] = await db
      .insert(destinations)
      .values({
        siteId,
        regionCode: code,
        name,
        summary: scenic.length > 0 ? `必游：${names(scenic)}` : `${name}欢迎您`,
        intro: [
          `${name}共有景区 ${inRegion.filter((p) => p.type === 'SCENERY').length} 处、特色美食与特产 ${inRegion.filter((p) => p.type === 'FOOD' || p.type === 'SPECIALITY').length} 家，四季皆宜出游。`,
          scenic.length > 0 ? `推荐景区：${names(scenic)}。` : '',
          food.length > 0 ? `推荐美食：${names(food)}。` : '',
        ]
          .filter(Boolean)
          .join('\n\n'),
        cover: scenic[0]?.cover ?? demoPicture('skyline', hashOf(code) % 48),
        tags: [...new Set(scenic.flatMap((p) => p.tags))].slice(0, 4),
        sort: 100 - i,
      })
      .returning()
    await db.insert(cityCards).values(
      THEMES.map((theme, k) => {
        const list = pick(theme.types)
        const h = hashOf(`${code}${theme.title}`)
        const n = theme.night ? 3 + 4 * (h % 12) : h % 48
        return {
          siteId,
          destinationId: destination.id,
          regionCode: code,
          title: `${name}·${theme.title}`,
          summary: list.length > 0 ? names(list) : theme.title,
          intro: list.map((p) => `${p.name}：${p.summary || firstLine(p.intro)}`).join('\n\n') || `${name}${theme.title}，等您来发现。`,
          cover: theme.night
            ? demoPicture(theme.scenes[h % theme.scenes.length], n)
            : (list[0]?.cover ?? demoPicture(theme.scenes[h % theme.scenes.length], n)),
          sort: 10 - k,
        }
      }),
    )
  }
}

const firstLine = (text: string) => text.split('\n')[0] ?? ''

/** Panoramas for the scenic areas and spots of a site that has none (a picture of the same scene). */
async function seedPanoramas(db: Database, siteId: number, all: Place[]) {
  if (all.some((p) => p.panorama)) return
  for (const p of all.filter((x) => x.type === 'SPOTS' || (x.type === 'SCENERY' && all.some((c) => c.parentId === x.id)))) {
    const { scene, n } = sceneOfPicture(p.cover)
    await db
      .update(places)
      .set({ panorama: demoPicture(scene, n + 1) })
      .where(and(eq(places.id, p.id), eq(places.panorama, '')))
  }
}

async function isEmpty(db: Database, table: PgTable & { siteId: AnyPgColumn }, siteId: number, extra?: SQL) {
  const n = await db.$count(table as PgTable, and(eq(table.siteId, siteId), extra))
  return n === 0
}

export async function seedDemoGuides(db: Database): Promise<void> {
  for (const site of await db.select({ id: sites.id, siteCode: sites.siteCode, config: sites.config }).from(sites)) {
    const found = peopleOf(site.siteCode)
    if (!found) continue
    const region = site.config.regionCode
    const all = await db.select().from(places).where(eq(places.siteId, site.id)).orderBy(places.id)
    const scenery = all.filter((p) => p.type === 'SCENERY')
    await db.transaction(async (t) => {
      const tx = t as unknown as Database
      if (await isEmpty(tx, guides, site.id)) await tx.insert(guides).values(guideRows(site.id, region, found.people))
      if (await isEmpty(tx, travelAgencies, site.id))
        await tx.insert(travelAgencies).values(agencyRows(site.id, region, found.table, found.people, all))
      if (await isEmpty(tx, destinations, site.id)) await seedDestinations(tx, site.id, region, all)
      const tours = toursOf(site.id, scenery, (id) => all.filter((p) => p.parentId === id && p.type === 'SPOTS'))
      if (tours.length > 0 && (await isEmpty(tx, guideTours, site.id))) await tx.insert(guideTours).values(tours)
      await seedPanoramas(tx, site.id, all)
    })
  }
}
