/**
 * Demo news for sites that have none yet (like the demo menus of db/seed.ts), so the NEWS menu
 * shows a real list out of the box. Each item is written from one of the site's own places
 * (demo-facts.ts), so a site's news is of its region and no two bodies read alike. Titles are
 * Chinese on every site (the demo is a Chinese operator's); channel names come translated from locales/<lang>/server.json `demoChannel`.
 * Publish times are relative to the seeding moment so both date forms (relative under 5 days,
 * plain date after) show. Covers and gallery images are drawn scenes of the demo-pictures
 * capability (site-relative /api/demo/pictures/... paths; the app gives them the API's origin in
 * the mini-program), so the demo needs no asset host and lists do not look like colour blocks.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { contentChannels, contents, sites, type ContentType } from '../../db/schema'
import { APP_LANGUAGES, DEFAULT_LANGUAGE, toAppLanguage, translator } from '../../http/i18n'
import type { DemoPlace, PlaceKind } from '../../db/seed/places'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import { demoAudio, demoVideo } from '../media/demo-files'
import { nearest, ownWords, pick, regionFactsOf, sceneOfCover, sentencesOf, shortAddress, visitFacts, type RegionFacts } from './demo-facts'

export const DEMO_CHANNELS = ['news', 'notice', 'culture'] as const

// the VIDEO and AUDIO demo items play the server's own demo files (plugins/media/demo-files.ts)
const DEMO_VIDEO = demoVideo(1)
const DEMO_AUDIO = demoAudio(0)

interface DemoItem {
  channel: (typeof DEMO_CHANNELS)[number]
  type: ContentType
  /** days before the seeding moment */
  ageDays: number
  tags?: string[]
  /** the kind of place the item is about, and which one of the site's (in table order) */
  kind: PlaceKind
  at: number
  /** a place whose name matches comes first (a reading week is a library's) */
  prefer?: RegExp
  /** its picture at this hour (n % 4: dawn, noon, dusk, night); else the place's own */
  hour?: number
  title: (p: DemoPlace, f: RegionFacts) => string
  /** the paragraphs after the lead, written from the place's facts */
  body: (p: DemoPlace, f: RegionFacts) => string[]
}

const names = (list: DemoPlace[]) => list.map((p) => p.name).join('、')
const sentence = (text: string) => (/[。！？]$/.test(text) ? text : `${text}。`)

/**
 * The news of a site: every item is about one of the site's own places and quotes its facts
 * (address, hours, price, its table line's words, its spots or exhibitions, what is near), so no
 * two items of a site, nor the same item on two sites, read alike.
 */
const ITEMS: DemoItem[] = [
  {
    channel: 'news',
    type: 'CONTENT',
    ageDays: 0.02,
    tags: ['1'],
    kind: 'ENTERTAINMENT',
    at: 0,
    title: (_p, f) => `${f.short}文旅消费季正式启动`,
    body: (p, f) => [
      `本次消费季由${f.short}文化和旅游部门牵头，联合景区、酒店、餐饮与文创商户推出门票优惠、夜间消费券和惠民演出。首场活动在${p.name}举行，${sentence(p.summary)}`,
      `参与活动的景区包括${names(f.of('SCENERY').slice(0, 4))}，其中部分景区对本地居民实行预约优惠，游客可在本平台“预约”栏目查看剩余名额。`,
      `消费券分批在本平台发放，每人每批限领一张，可在${names(f.of('FOOD').slice(0, 3))}等商户使用。`,
    ],
  },
  {
    channel: 'culture',
    type: 'IMAGE',
    ageDays: 0.3,
    tags: ['2'],
    kind: 'ENTERTAINMENT',
    at: 1,
    hour: 3,
    title: (p) => `${p.name}夜色掠影`,
    body: (p, f) => [
      `华灯初上，${p.name}迎来一天中最热闹的时候。${sentence(p.summary)}`,
      `${p.name}位于${shortAddress(p, f)}，${p.openHours ? `开放时间 ${p.openHours}，` : ''}周末夜间人流较大，建议乘公共交通前往。`,
    ],
  },
  {
    channel: 'news',
    type: 'VIDEO',
    ageDays: 1.2,
    tags: ['1'],
    kind: 'SCENERY',
    at: 1,
    title: (p) => `航拍：在空中看${p.name}`,
    body: (p, f) => {
      const spots = f.childrenOf(p)
      return [
        ownWords(p),
        spots.length > 0 ? `镜头依次掠过${names(spots)}，${p.name}的全貌尽收眼底。` : `镜头从${shortAddress(p, f)}上空掠过，${p.summary}。`,
        `${p.name}${p.level ? `为国家 ${p.level} 级旅游景区，` : ''}门票 ${p.price || '免费'}，开放时间 ${p.openHours}。`,
      ]
    },
  },
  {
    channel: 'notice',
    type: 'CONTENT',
    ageDays: 2.5,
    kind: 'VENUE',
    at: 0,
    title: (p) => `关于${p.name}部分展厅闭馆维护的通知`,
    body: (p, f) => {
      const shows = f.childrenOf(p).filter((c) => c.type === 'EXHIBITION')
      return [
        `为提升展陈与观众服务，${p.name}将于下周一至周三对${shows.length > 0 ? `“${shows[0].name}”展厅` : '部分展厅'}进行闭馆维护，其余展厅正常开放。`,
        `维护期间已预约的观众可正常入馆，${shows.length > 1 ? `“${shows[1].name}”等展览不受影响。` : '其余展览不受影响。'}`,
        `${p.name}地址：${p.address}；咨询电话 ${p.phone}。给您带来的不便，敬请谅解。`,
      ]
    },
  },
  {
    channel: 'culture',
    type: 'AUDIO',
    ageDays: 3.6,
    tags: ['2'],
    kind: 'SCENIC_SHOW',
    at: 0,
    title: (p) => `听见${p.name}：演出幕后故事`,
    body: (p, f) => [
      `${sentence(p.summary)}本期节目邀请${p.name}的演职人员，讲述排练与演出背后的故事。`,
      `演出地点：${shortAddress(p, f)}；场次：${p.openHours}；票价 ${p.price || '以现场为准'}。`,
    ],
  },
  {
    channel: 'news',
    type: 'CONTENT',
    ageDays: 4.7,
    tags: ['1'],
    kind: 'RURAL',
    at: 0,
    title: (_p, f) => `${f.short}乡村旅游精品线路发布`,
    body: (p, f) => {
      const rural = f.of('RURAL').slice(0, 4)
      const stay = nearest(p, f.of('HOMESTAY'))
      return [
        `${f.short}发布乡村旅游精品线路，串联${names(rural)}等村落，适合周末自驾或两日游。`,
        `线路从${p.name}出发：${ownWords(p)}`,
        stay ? `住宿可选${stay.name}，${sentence(stay.summary)}` : `沿线民宿与农家乐可在本平台查看。`,
      ]
    },
  },
  {
    channel: 'culture',
    type: 'IMAGE',
    ageDays: 6,
    kind: 'VENUE',
    at: 2,
    prefer: /图书馆|文化馆/,
    title: (p) => `${p.name}阅读周掠影`,
    body: (p, f) => {
      const rooms = f.childrenOf(p)
      return [
        `阅读周期间，${p.name}举办讲座、读书会和亲子共读活动，${rooms.length > 0 ? `${names(rooms.slice(0, 2))}座无虚席。` : '吸引了不少家庭参与。'}`,
        `${p.name}（${shortAddress(p, f)}）${p.openHours ? `开放时间 ${p.openHours}` : '每日开放'}，活动信息请关注本平台“活动”栏目。`,
      ]
    },
  },
  {
    channel: 'notice',
    type: 'CONTENT',
    ageDays: 9,
    kind: 'VENUE',
    at: 1,
    title: (p) => `${p.name}预约入场须知`,
    body: (p) => [
      `${p.name}实行实名预约、分时段入场。请在本平台提前 1 至 7 天预约，入场时出示预约码和本人身份证件。`,
      `开放时间：${p.openHours}；${p.price ? `门票 ${p.price}。` : '免费参观。'}每个时段名额有限，未能按时到达的可在当天改约一次。`,
      `${sentence(p.summary)}馆内禁止携带易燃易爆物品，参观时请勿触摸展品、勿使用闪光灯。`,
    ],
  },
  {
    channel: 'news',
    type: 'VIDEO',
    ageDays: 13,
    tags: ['1'],
    kind: 'FOOD',
    at: 0,
    title: (p) => `${p.name}上榜本地“必吃榜”`,
    body: (p, f) => {
      const others = f.of('FOOD').filter((x) => x !== p)
      return [
        `${f.short}本年度“必吃榜”揭晓，${p.name}榜上有名：${sentence(p.summary)}`,
        `同批上榜的还有${names(others.slice(0, 3))}。`,
        `${p.name}地址：${shortAddress(p, f)}；营业时间 ${p.openHours}；${/^人均/.test(p.price) ? p.price : `人均 ${p.price || '约 60 元'}`}。`,
      ]
    },
  },
  {
    channel: 'culture',
    type: 'CONTENT',
    ageDays: 20,
    tags: ['2'],
    kind: 'SPECIALITY',
    at: 2,
    title: (p) => `家乡好物进校园：认识${p.name}`,
    body: (p, f) => [
      `日前，${f.short}特产推介活动走进多所中小学，第一站介绍的是${p.name}：${sentence(p.summary)}`,
      `活动还带来了${names(
        f
          .of('SPECIALITY')
          .filter((x) => x !== p)
          .slice(0, 2),
      )}，学生们听讲解、看制作、现场品尝。`,
      `${p.name}的产地在${shortAddress(p, f)}，游客可在当地门店和本平台商城选购。`,
    ],
  },
  {
    channel: 'news',
    type: 'AUDIO',
    ageDays: 31,
    kind: 'SCENERY',
    at: 2,
    title: (p) => `文旅早知道：周末去${p.name}怎么玩`,
    body: (p, f) => {
      const { hours, season } = visitFacts(p)
      const food = nearest(p, f.of('FOOD'))
      return [
        ownWords(p),
        `${hours ? `建议游览 ${hours} 小时` : '建议预留半天'}${season ? `，适游季节：${season}` : ''}；门票 ${p.price || '免费'}。`,
        food ? `玩累了可以去${food.name}歇脚：${sentence(food.summary)}` : '',
      ].filter(Boolean)
    },
  },
  {
    channel: 'notice',
    type: 'CONTENT',
    ageDays: 45,
    kind: 'SCENERY',
    at: 0,
    title: (_p, f) => `${f.short}文旅志愿者招募公告`,
    body: (p, f) => [
      `为做好游客服务，${f.short}文旅志愿服务队面向社会招募志愿者，服务岗位设在${names(f.of('SCENERY').slice(0, 3))}和${names(f.of('VENUE').slice(0, 2))}。`,
      `岗位包括游客咨询、文明引导和讲解，年满 18 周岁、身体健康即可报名；每月服务不少于 8 小时，提供培训与服务证明。`,
      `报名请在本平台“志愿服务”栏目提交，首批志愿者将在${p.name}集中培训。`,
    ],
  },
]

/** the place an item is about on a site: its kind's `at`-th, else the first scenic area */
function placeOf(item: DemoItem, f: RegionFacts): DemoPlace {
  const own = f.of(item.kind)
  const preferred = item.prefer ? own.find((p) => item.prefer!.test(p.name)) : undefined
  return preferred ?? pick(own, item.at) ?? pick(f.of('SCENERY'), item.at) ?? f.all[0]
}

/** the cover and gallery of an item: its place's scene (at its hour), then the same scene at other hours and seasons */
export function demoImage(item: { scene: DemoScene; n: number }, k = 0): string {
  return demoPicture(item.scene, item.n + k * 5)
}

function pictureOf(item: DemoItem, p: DemoPlace): { scene: DemoScene; n: number } {
  const own = sceneOfCover(p.cover)
  return item.hour === undefined ? own : { scene: own.scene, n: own.n - (own.n % 4) + item.hour }
}

/** the written news of a site: title, description, body and picture of each item */
export function demoNewsOf(siteCode: string) {
  const f = regionFactsOf(siteCode) ?? regionFactsOf('cd-city')!
  return ITEMS.map((item) => {
    const p = placeOf(item, f)
    const title = item.title(p, f)
    const body = item.body(p, f)
    return { item, title, description: sentencesOf(body[0])[0], body: body.join('\n\n'), picture: pictureOf(item, p) }
  })
}

function channelNames(code: string): Record<string, string> {
  return Object.fromEntries(APP_LANGUAGES.map((lng) => [lng, translator(lng)(`demoChannel.${code}`)]))
}

export async function seedDemoContent(db: Database, now: Date): Promise<void> {
  for (const site of await db.select().from(sites)) {
    const n = await db.$count(contents, eq(contents.siteId, site.id))
    if (n > 0) continue
    const lang = toAppLanguage(site.config.defaultLanguage) ?? DEFAULT_LANGUAGE
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      for (const [sort, code] of DEMO_CHANNELS.entries()) {
        const names = channelNames(code)
        await t.insert(contentChannels).values({ siteId: site.id, code, name: names[lang], names, sort }).onConflictDoNothing()
      }
      await t.insert(contents).values(
        demoNewsOf(site.siteCode).map(({ item, title, description, body, picture }, i) => ({
          siteId: site.id,
          channelCode: item.channel,
          title,
          contentType: item.type,
          imgUrl: demoImage(picture),
          description,
          body,
          publishTime: new Date(now.getTime() - item.ageDays * 86_400_000),
          audio: item.type === 'AUDIO' ? DEMO_AUDIO : '',
          video: item.type === 'VIDEO' ? DEMO_VIDEO : '',
          imageUrls:
            item.type === 'IMAGE' ? [0, 1, 2].map((k) => ({ url: demoImage(picture, k), description: `${title}（${k + 1}）` })) : [],
          likeNum: (i * 37) % 200,
          collectionNum: (i * 13) % 80,
          commentNum: (i * 7) % 30,
          tags: item.tags ?? [],
        })),
      )
    })
  }
}
