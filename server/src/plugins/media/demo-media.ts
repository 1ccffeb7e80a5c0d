/**
 * Demo live rooms, videos, short videos and audio guides for sites that have none yet (like the
 * demo news of plugins/content). Titles are Chinese on every site (the demo is a Chinese
 * operator's). Covers are drawn scenes (plugins/demo-pictures); the media are the server's own
 * ffmpeg-made files (demo-files.ts), so the demo plays offline.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { liveRooms, places, sites, streamMedia, type StreamMediaType } from '../../db/schema'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import type { DemoPlace, PlaceKind } from '../../db/seed/places'
import { regionFactsOf, sceneOfCover } from '../content/demo-facts'
import { regionalScene } from '../demo-pictures/subjects'
import { demoAudio, demoLive, demoVideo } from './demo-files'

/**
 * A site's live rooms: webcams of its first scenic areas (each its own place, scenicId set) and
 * slow-live streams of the next places worth watching all day; every stream shows its own place
 * (demoLive(place id): its picture, name and the clock). The views are made up.
 */
const WEBCAMS = 4
const SLOW = 2
const WEBCAM_TITLES = ['实时画面', '全景直播', '观景台直播', '入口实时画面']
const VIEWS = [12840, 8621, 1904, 6233, 5310, 23077]
const SLOW_TYPES = ['SCENERY', 'SPOTS', 'RURAL', 'VENUE']

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
    const candidates = await db
      .select({ id: places.id, name: places.name, type: places.type, cover: places.cover })
      .from(places)
      .where(and(eq(places.siteId, site.id), inArray(places.type, SLOW_TYPES), isNull(places.parentId)))
      .orderBy(places.id)
    const areas = candidates.filter((p) => p.type === 'SCENERY').slice(0, WEBCAMS)
    const slow = candidates.filter((p) => !areas.includes(p)).slice(0, SLOW)
    const rooms = [
      ...areas.map((p, i) => ({
        scenicId: p.id,
        title: `${p.name}${WEBCAM_TITLES[i % WEBCAM_TITLES.length]}`,
        category: 'scenic',
        place: p,
        // one webcam off the air, as a real network has
        status: i === 2 ? 'OFF' : 'LIVE',
        description: `${p.name}实时画面，开放时间内持续直播。`,
      })),
      ...slow.map((p) => ({
        scenicId: null,
        title: `${p.name}慢直播`,
        category: 'slow',
        place: p,
        status: 'LIVE',
        description: `慢直播：镜头一直对着${p.name}，看光影和云慢慢变化。`,
      })),
    ]
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      if (rooms.length > 0)
        await t.insert(liveRooms).values(
          rooms.map((r, i) => ({
            scenicId: r.scenicId,
            siteId: site.id,
            title: r.title,
            category: r.category,
            cover: r.place.cover || demoPicture('mountain', i + 2),
            streamUrl: demoLive(r.place.id),
            placeName: r.place.name,
            description: r.description,
            status: r.status,
            viewNum: VIEWS[i % VIEWS.length],
            sort: i,
          })),
        )
      await t.insert(streamMedia).values(
        mediaOf(site.siteCode).map((m, i) => ({
          siteId: site.id,
          mediaType: m.type,
          category: m.category,
          title: m.title,
          cover: demoPicture(regionalScene(site.siteCode, m.scene), i + 1),
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
