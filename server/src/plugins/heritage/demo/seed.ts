/**
 * Demo heritage of every demo site, written at start for a site without any heritage project yet
 * (a second start adds and changes nothing): the region's table (sichuan.ts, qiang.ts, xinjiang.ts,
 * hebei.ts) turned into rows with texts, covers from the demo pictures and stable numbers. Sites
 * whose version hides the bases (src/core/heritage/rules.ts) get no bases.
 */
import { eq } from 'drizzle-orm'
import type { HeritageBaseKind, HeritageCategory, HeritageLevel } from '../../../../../src/core/heritage/contract'
import { showsHeritageBases } from '../../../../../src/core/heritage/rules'
import type { Database } from '../../../db/database'
import { heritageBases, heritageEntries, heritageProjects, heritageSuccessors, sites } from '../../../db/schema'
import { demoPicture, isDemoScene, type DemoScene } from '../../demo-pictures/pictures'
import { galleryScenes, heritageKind, KIND_SCENES, regionalDish, sceneOfSubject } from '../../demo-pictures/subjects'
import { demoAudio, demoVideo } from '../../media/demo-files'
import { hebeiHeritage } from './hebei'
import { qiangHeritage } from './qiang'
import { sichuanHeritage } from './sichuan'
import { linesOf, type HeritageTable } from './table'
import { xinjiangHeritage } from './xinjiang'

/** the table of each demo site; the Chengdu-based sites share Sichuan's */
export const HERITAGE_TABLES: Record<string, HeritageTable> = {
  'cd-city': sichuanHeritage,
  'intl-expo': sichuanHeritage,
  'ya-paused': sichuanHeritage,
  'beta-preview': sichuanHeritage,
  'sc-province': sichuanHeritage,
  'djy-scenic': sichuanHeritage,
  'mx-county': qiangHeritage,
  'xj-region': xinjiangHeritage,
  'cc-greatwall': hebeiHeritage,
}

/** FNV-1a: stable numbers from a name */
function hashOf(text: string): number {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

const LEVEL_ZH: Record<HeritageLevel, string> = { NATIONAL: '国家级', PROVINCIAL: '省级', CITY: '市级', COUNTY: '县级' }
/** three pictures of different scenes (galleryScenes): the subject, then the same subject seen otherwise */
const pictures = (scenes: DemoScene[], seed: number, name: string) =>
  scenes.slice(0, 3).map((scene, i) => ({ url: demoPicture(scene, seed + i * 7), description: `${name}（${i + 1}）` }))
const DAY = 86_400_000
/** entries are dated back from here, newest first (stable demo dates) */
const NEWEST = Date.UTC(2026, 9, 30, 2)

interface ProjectRef {
  id: number
  name: string
  /** what the project's pictures show: its object or performance (heritageKind), else the table's place */
  scene: DemoScene
  /** the people of the project at their work: a craftsperson, or a performer on stage */
  atWork: DemoScene
  regionCode: string
}

/** a project's own scene by the subject rule; the table's scene for customs and legends (a place) */
function projectScenes(name: string, category: string, tableScene: string, seed: number): Pick<ProjectRef, 'scene' | 'atWork'> {
  const kind = heritageKind(category, name)
  const scene = sceneOfSubject(kind, seed, isDemoScene(tableScene) ? tableScene : 'museum')
  return { scene, atWork: kind === 'performer' || kind === null ? 'performer' : 'artisan' }
}

async function seedProjects(db: Database, siteId: number, table: HeritageTable): Promise<ProjectRef[]> {
  const lines = linesOf(table.projects)
  const rows = lines.map(([name, category, level, listCode, year, regionCode, unit, scene, summary], i) => {
    const h = hashOf(name)
    const own = projectScenes(name, category, scene, h)
    const lv = level as HeritageLevel
    return {
      siteId,
      name,
      category: category as HeritageCategory,
      level: lv,
      listCode,
      listedYear: Number(year),
      regionCode,
      protectionUnit: unit,
      summary,
      intro: [
        summary,
        `${year} 年列入${LEVEL_ZH[lv]}非物质文化遗产代表性项目名录${listCode ? `（编号 ${listCode}）` : ''}，保护单位为${unit}。`,
        `如今${name}在${table.city}由传承人带徒授艺，走进学校、社区与景区，游客可在体验基地亲手一试。`,
      ].join('\n\n'),
      cover: demoPicture(own.scene, h % 48),
      images: pictures(galleryScenes(own.scene, 3, [own.atWork]), h % 48, name),
      likeNum: 20 + (h % 180),
      collectionNum: 5 + (h % 60),
      browseNum: 300 + (h % 3000),
      sort: 100 - i,
    }
  })
  const inserted = await db.insert(heritageProjects).values(rows).returning({ id: heritageProjects.id, name: heritageProjects.name })
  const idOf = new Map(inserted.map((r) => [r.name, r.id]))
  return lines.map(([name, category, , , , regionCode, , scene]) => ({
    id: idOf.get(name)!,
    name,
    ...projectScenes(name, category, scene, hashOf(name)),
    regionCode,
  }))
}

const portraitOf = (sex: string): DemoScene => (sex === '2' ? 'woman' : 'man')

const GENERATION_ZH = ['', '一', '二', '三', '四', '五', '六', '七', '八', '九']

function successorRows(siteId: number, table: HeritageTable, projects: ProjectRef[]) {
  return linesOf(table.successors).map(([name, sex, birth, generation, level, project, works], i) => {
    const p = projects[Number(project)]
    const h = hashOf(name)
    const lv = level as HeritageLevel
    const gen = GENERATION_ZH[Number(generation)] ?? generation
    const workList = works.split('、')
    return {
      siteId,
      projectId: p.id,
      name,
      sex,
      birthYear: Number(birth),
      generation: Number(generation),
      level: lv,
      summary: `${LEVEL_ZH[lv]}代表性传承人，${p.name}第${gen}代传人。`,
      intro: [
        `${name}，${birth} 年生，${sex === '2' ? '她' : '他'}自幼随师学习${p.name}，是这门技艺的第${gen}代传人，现为${LEVEL_ZH[lv]}代表性传承人。`,
        `代表作品与成就：${workList.join('；')}。`,
        `${sex === '2' ? '她' : '他'}常年在传习所带徒授艺，每年开展公开课与展演，让${p.name}被更多年轻人看见。`,
      ].join('\n\n'),
      works: workList,
      // an inheritor is a person: a portrait of her or him, then at work, then the work
      cover: demoPicture(portraitOf(sex), (h % 48) + 100),
      images: pictures(galleryScenes(portraitOf(sex), 3, [p.atWork, p.scene]), (h % 48) + 100, name),
      fansNum: 10 + (h % 400),
      likeNum: 10 + (h % 90),
      collectionNum: 3 + (h % 30),
      browseNum: 200 + (h % 2000),
      sort: 100 - i,
    }
  })
}

function baseRows(siteId: number, table: HeritageTable, projects: ProjectRef[]) {
  return linesOf(table.bases).map(([kind, name, project, level, address, lng, lat, regionCode, hours], i) => {
    const p = projects[Number(project)]
    const h = hashOf(name)
    const experience = kind === 'EXPERIENCE'
    return {
      siteId,
      kind: kind as HeritageBaseKind,
      projectId: p.id,
      name,
      level: level as HeritageLevel,
      address,
      regionCode,
      longitude: Number(lng),
      latitude: Number(lat),
      openHours: hours,
      phone: `${table.centre[0] > 100 && table.centre[0] < 110 ? '028' : '0' + String(300 + (h % 600))}-${String(8000000 + (h % 1999999))}`,
      summary: experience ? `${p.name}体验：看匠人现场制作，跟着学做一件带回家。` : `${p.name}传承与保护基地：传习授徒、资料整理与展示。`,
      intro: [
        experience
          ? `${name}由${p.name}传承人常驻，开放期间可观看技艺演示，并在指导下亲手体验，约需 1 至 2 小时。`
          : `${name}承担${p.name}的传承、研究与保护，设有传习教室、作品陈列与口述史资料室。`,
        `地址：${address}。开放时间：${hours}。团队参观与研学请提前一天电话预约。`,
      ].join('\n\n'),
      // a base is where the work is done: people at work first, then the work
      cover: demoPicture(p.atWork, (h % 48) + 200),
      images: pictures(galleryScenes(p.atWork, 3, [p.scene]), (h % 48) + 200, name),
      likeNum: 5 + (h % 80),
      collectionNum: 2 + (h % 40),
      browseNum: 100 + (h % 1500),
      sort: 100 - i,
    }
  })
}

const FOOD_SCENES = KIND_SCENES.dish

/** a heritage food's picture: a dish as the site's region cooks it (regionalDish: Xinjiang's in xj-region) */
function entryRows(site: { id: number; siteCode: string }, table: HeritageTable, projects: ProjectRef[]) {
  const siteId = site.id
  const rows: Array<typeof heritageEntries.$inferInsert> = []
  const add = (kind: 'FOOD' | 'NEWS' | 'VIDEO' | 'AUDIO', lines: string[][], make: (f: string[], p: ProjectRef, i: number) => object) =>
    lines.forEach((f, i) => {
      const p = projects[Number(f[1])]
      rows.push({
        siteId,
        kind,
        projectId: p.id,
        title: f[0],
        publishTime: new Date(NEWEST - (i * 3 + rows.length) * DAY),
        sort: 100 - i,
        ...make(f, p, i),
      })
    })
  add('FOOD', linesOf(table.food), ([title, , address, summary], _p, i) => ({
    summary,
    address,
    content: `${summary}\n\n${title}是${table.city}的非遗美食，老字号与街坊小店都能吃到。\n\n推荐去处：${address}。`,
    cover: demoPicture(regionalDish(site.siteCode, FOOD_SCENES[i % FOOD_SCENES.length]), hashOf(title) % 48),
  }))
  add('NEWS', linesOf(table.news), ([title], p, i) => ({
    summary: `${p.name}：${title}。`,
    content: `${title}。\n\n${p.name}的传承人与爱好者参加了这次活动，现场展示了技艺的精髓。\n\n主办方表示，将继续推动${p.name}的保护与传播，让非遗走进更多人的生活。`,
    cover: demoPicture(i % 2 ? p.scene : p.atWork, (hashOf(title) % 48) + 300),
  }))
  const media = (kind: 'VIDEO' | 'AUDIO') => (f: string[], p: ProjectRef, i: number) => ({
    summary: `${p.name}${kind === 'VIDEO' ? '影像' : '声音'}档案：${f[0]}。`,
    content: `${f[0]}。\n\n本条目收录于${table.city}非遗数字档案，时长约 ${Math.round(Number(f[2]) / 60)} 分钟。`,
    cover: demoPicture(p.scene, (hashOf(f[0]) % 48) + 400),
    // the media capability's demo files (made by the server with ffmpeg), so the demo plays offline
    mediaUrl: kind === 'VIDEO' ? demoVideo(i) : demoAudio(i),
    duration: Number(f[2]),
  })
  add('VIDEO', linesOf(table.videos), media('VIDEO'))
  add('AUDIO', linesOf(table.audio), media('AUDIO'))
  return rows
}

/** Seeds one site's heritage; answers false when it had some already or has no table. */
export async function seedSiteHeritage(db: Database, site: { id: number; siteCode: string; siteVersion?: string }): Promise<boolean> {
  const table = HERITAGE_TABLES[site.siteCode]
  if (!table) return false
  const n = await db.$count(heritageProjects, eq(heritageProjects.siteId, site.id))
  if (n > 0) return false
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database
    const projects = await seedProjects(t, site.id, table)
    await t.insert(heritageSuccessors).values(successorRows(site.id, table, projects))
    if (showsHeritageBases(site)) await t.insert(heritageBases).values(baseRows(site.id, table, projects))
    await t.insert(heritageEntries).values(entryRows(site, table, projects))
  })
  return true
}

export async function seedDemoHeritage(db: Database): Promise<void> {
  for (const s of await db.select({ id: sites.id, siteCode: sites.siteCode, config: sites.config }).from(sites)) {
    await seedSiteHeritage(db, { id: s.id, siteCode: s.siteCode, siteVersion: s.config.siteVersion })
  }
}
