/**
 * Demo live rooms, videos, short videos and audio guides for sites that have none yet (like the
 * demo news of plugins/content). Titles are Chinese on every site (the demo is a Chinese
 * operator's). Covers are drawn scenes (plugins/demo-pictures); the media are the server's own
 * ffmpeg-made files (demo-files.ts), so the demo plays offline.
 */
import { and, eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { liveRooms, places, sites, streamMedia, type StreamMediaType } from '../../db/schema'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import type { DemoPlace, PlaceKind } from '../../db/seed/places'
import { regionFactsOf, sceneOfCover } from '../content/demo-facts'
import { demoAudio, demoLive, demoVideo } from './demo-files'

interface DemoLive {
  title: string
  category: 'scenic' | 'slow'
  place: string
  scene: DemoScene
  status: 'LIVE' | 'OFF'
  views: number
}

const LIVES: DemoLive[] = [
  { title: '山门广场实时画面', category: 'scenic', place: '景区入口', scene: 'mountain', status: 'LIVE', views: 12840 },
  { title: '湖心亭全景直播', category: 'scenic', place: '湖心亭', scene: 'lake', status: 'LIVE', views: 8621 },
  { title: '古街夜景慢直播', category: 'slow', place: '历史文化街区', scene: 'oldstreet', status: 'LIVE', views: 5310 },
  { title: '熊猫乐园慢直播', category: 'slow', place: '熊猫基地', scene: 'panda', status: 'LIVE', views: 23077 },
  { title: '云海观景台', category: 'scenic', place: '观景台', scene: 'snowpeak', status: 'OFF', views: 1904 },
]

interface DemoMediaItem {
  type: StreamMediaType
  category: string
  title: string
  author: string
  scene: DemoScene
  duration: number
  likes: number
  ageDays: number
  description: string
  /** written from the site's own place of this kind (its name, words and picture), not the stock words */
  about?: { kind: PlaceKind; words: (p: DemoPlace) => { title: string; description: string } }
}

const MEDIA: DemoMediaItem[] = [
  {
    type: 'VIDEO',
    category: 'scenic',
    title: '四季山水：一分钟看遍美景',
    author: '文旅宣传中心',
    scene: 'mountain',
    duration: 10,
    likes: 326,
    ageDays: 1,
    description: '春花、夏瀑、秋叶、冬雪，一段视频带你看遍四季。',
  },
  {
    type: 'VIDEO',
    category: 'beauty',
    title: '航拍古镇晨雾',
    author: '航拍爱好者',
    scene: 'oldstreet',
    duration: 10,
    likes: 512,
    ageDays: 2,
    description: '清晨薄雾中的古镇街巷与屋檐。',
  },
  {
    type: 'VIDEO',
    category: 'beauty',
    title: '梯田日落延时摄影',
    author: '摄影师小林',
    scene: 'terraces',
    duration: 10,
    likes: 208,
    ageDays: 4,
    description: '从午后到日落，梯田光影的变化。',
  },
  {
    type: 'VIDEO',
    category: 'culture',
    title: '非遗技艺展示',
    author: '非遗保护中心',
    scene: 'bamboo',
    about: { kind: 'SPECIALITY', words: (p) => ({ title: `${p.name}技艺展示`, description: `${p.summary}，从选料到成品的全过程。` }) },
    duration: 10,
    likes: 97,
    ageDays: 6,
    description: '传承人演示竹编从破篾到成器的全过程。',
  },
  {
    type: 'SHORT',
    category: 'scenic',
    title: '打卡网红观景台',
    author: '旅行达人',
    scene: 'snowpeak',
    duration: 10,
    likes: 1203,
    ageDays: 0.5,
    description: '站在观景台上，云海就在脚下。',
  },
  {
    type: 'SHORT',
    category: 'scenic',
    title: '美食街的烟火气',
    author: '吃货日记',
    scene: 'hotpot',
    about: { kind: 'FOOD', words: (p) => ({ title: `${p.name}的烟火气`, description: `${p.summary}，热闹到深夜。` }) },
    duration: 10,
    likes: 884,
    ageDays: 1.5,
    description: '一条街，几十家老店，热闹到深夜。',
  },
  {
    type: 'SHORT',
    category: 'culture',
    title: '老街里的慢时光',
    author: '城市漫游',
    scene: 'tea',
    about: { kind: 'ENTERTAINMENT', words: (p) => ({ title: `在${p.name}慢下来`, description: `${p.summary}。` }) },
    duration: 10,
    likes: 430,
    ageDays: 3,
    description: '慢下来，在老茶馆里听一段评书。',
  },
  {
    type: 'SHORT',
    category: 'scenic',
    title: '景区一角',
    author: '自然观察员',
    scene: 'panda',
    about: { kind: 'SCENERY', words: (p) => ({ title: `${p.name}特写`, description: `${p.summary}。` }) },
    duration: 10,
    likes: 2310,
    ageDays: 5,
    description: '圆滚滚的国宝专心吃竹子。',
  },
  {
    type: 'AUDIO',
    category: 'guide',
    title: '语音导览：景区概况',
    author: '讲解员 王老师',
    scene: 'temple',
    duration: 20,
    likes: 64,
    ageDays: 2,
    description: '五分钟了解景区的历史与看点。',
  },
  {
    type: 'AUDIO',
    category: 'guide',
    title: '语音导览：古建筑的故事',
    author: '讲解员 李老师',
    scene: 'pagoda',
    duration: 20,
    likes: 41,
    ageDays: 7,
    description: '斗拱、飞檐与匠人的故事。',
  },
  {
    type: 'AUDIO',
    category: 'guide',
    title: '方言小课堂：地道问候语',
    author: '文化馆',
    scene: 'theatre',
    duration: 20,
    likes: 28,
    ageDays: 9,
    description: '跟着老师学几句地道方言。',
  },
  {
    type: 'AUDIO',
    category: 'guide',
    title: '博物馆镇馆之宝讲解',
    author: '博物馆讲解团',
    scene: 'museum',
    duration: 20,
    likes: 77,
    ageDays: 12,
    description: '三件国宝级文物背后的故事。',
  },
]

const DAY = 24 * 60 * 60 * 1000

/** the site's media items: the ones about a place take the site's own (a Xinjiang site films 天池, not pandas) */
function mediaOf(siteCode: string): DemoMediaItem[] {
  const facts = regionFactsOf(siteCode)
  if (!facts) return MEDIA
  return MEDIA.map((m, i) => {
    const p = m.about && facts.of(m.about.kind)[i % 3]
    return p && m.about ? { ...m, ...m.about.words(p), scene: sceneOfCover(p.cover, m.scene).scene } : m
  })
}

export async function seedDemoMedia(db: Database, now: Date): Promise<void> {
  for (const site of await db.select().from(sites)) {
    const n = await db.$count(liveRooms, eq(liveRooms.siteId, site.id))
    if (n > 0) continue
    // scenic webcams belong to the site's first scenic areas, taken in turn (their tour bar's /live-list/{id})
    const areas = await db
      .select({ id: places.id })
      .from(places)
      .where(and(eq(places.siteId, site.id), eq(places.type, 'SCENERY')))
      .orderBy(places.id)
      .limit(2)
    let webcam = 0
    const areaOf = (category: string) => (category === 'scenic' && areas.length ? areas[webcam++ % areas.length].id : null)
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      await t.insert(liveRooms).values(
        LIVES.map((l, i) => ({
          scenicId: areaOf(l.category),
          siteId: site.id,
          title: l.title,
          category: l.category,
          cover: demoPicture(l.scene, i + 2),
          streamUrl: demoLive(i),
          placeName: l.place,
          description: `${l.place}实时画面，24 小时不间断直播。`,
          status: l.status,
          viewNum: l.views,
          sort: i,
        })),
      )
      await t.insert(streamMedia).values(
        mediaOf(site.siteCode).map((m, i) => ({
          siteId: site.id,
          mediaType: m.type,
          category: m.category,
          title: m.title,
          cover: demoPicture(m.scene, i + 1),
          url: m.type === 'AUDIO' ? demoAudio(i) : demoVideo(i),
          description: m.description,
          author: m.author,
          duration: m.duration,
          likeNum: m.likes,
          viewNum: m.likes * 7 + 13,
          publishTime: new Date(now.getTime() - m.ageDays * DAY),
        })),
      )
    })
  }
}
