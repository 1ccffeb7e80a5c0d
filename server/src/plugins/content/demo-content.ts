/**
 * Demo news for sites that have none yet (like the demo menus of db/seed.ts), so the NEWS menu
 * shows a real list out of the box. Titles are Chinese on every site (the demo is a Chinese
 * operator's); channel names come translated from locales/<lang>/server.json `demoChannel`.
 * Publish times are relative to the seeding moment so both date forms (relative under 5 days,
 * plain date after) show. Covers and gallery images are drawn scenes of the demo-pictures
 * capability (site-relative /api/demo/pictures/... paths; the app gives them the API's origin in
 * the mini-program), so the demo needs no asset host and lists do not look like colour blocks.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { contentChannels, contents, sites, type ContentType } from '../../db/schema'
import { APP_LANGUAGES, DEFAULT_LANGUAGE, toAppLanguage, translator } from '../../http/i18n'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import { demoAudio, demoVideo } from '../media/demo-files'

export const DEMO_CHANNELS = ['news', 'notice', 'culture'] as const

// the VIDEO and AUDIO demo items play the server's own demo files (plugins/media/demo-files.ts)
const DEMO_VIDEO = demoVideo(1)
const DEMO_AUDIO = demoAudio(0)

interface DemoItem {
  channel: (typeof DEMO_CHANNELS)[number]
  type: ContentType
  title: string
  /** days before the seeding moment */
  ageDays: number
  tags?: string[]
  /** what its pictures show, and the first picture's n (n % 4: dawn, noon, dusk, night) */
  scene: DemoScene
  n: number
}

const ITEMS: DemoItem[] = [
  { channel: 'news', type: 'CONTENT', title: '春季文旅消费季正式启动', ageDays: 0.02, tags: ['1'], scene: 'oldstreet', n: 1 },
  { channel: 'culture', type: 'IMAGE', title: '古镇灯会精彩瞬间', ageDays: 0.3, tags: ['2'], scene: 'oldstreet', n: 3 },
  { channel: 'news', type: 'VIDEO', title: '航拍：山水之间的城市新貌', ageDays: 1.2, tags: ['1'], scene: 'skyline', n: 2 },
  { channel: 'notice', type: 'CONTENT', title: '关于博物馆闭馆维护的通知', ageDays: 2.5, scene: 'museum', n: 1 },
  { channel: 'culture', type: 'AUDIO', title: '非遗说唱：川剧名段赏析', ageDays: 3.6, tags: ['2'], scene: 'theatre', n: 2 },
  { channel: 'news', type: 'CONTENT', title: '乡村旅游精品线路发布', ageDays: 4.7, tags: ['1'], scene: 'terraces', n: 0 },
  { channel: 'culture', type: 'IMAGE', title: '城市图书馆阅读周掠影', ageDays: 6, scene: 'garden', n: 5 },
  { channel: 'notice', type: 'CONTENT', title: '文化场馆预约入场须知', ageDays: 9, scene: 'temple', n: 1 },
  { channel: 'news', type: 'VIDEO', title: '美食街开街首日人气火爆', ageDays: 13, tags: ['1'], scene: 'hotpot', n: 2 },
  { channel: 'culture', type: 'CONTENT', title: '传统手工艺进校园活动回顾', ageDays: 20, tags: ['2'], scene: 'tea', n: 1 },
  { channel: 'news', type: 'AUDIO', title: '文旅早知道：周末出游指南', ageDays: 31, scene: 'mountain', n: 4 },
  { channel: 'notice', type: 'CONTENT', title: '志愿者招募公告', ageDays: 45, scene: 'lake', n: 5 },
]

/** the cover and gallery of an item: its scene at its n, then the same scene at other hours and seasons */
export function demoImage(item: Pick<DemoItem, 'scene' | 'n'>, k = 0): string {
  return demoPicture(item.scene, item.n + k * 5)
}

function bodyOf(item: DemoItem): string {
  return [
    `${item.title}。本文为演示内容，展示资讯详情页的正文排版。`,
    '活动期间，各景区、场馆将推出惠民措施，欢迎市民游客提前预约、错峰出行。',
    '更多信息请关注本平台后续发布。',
  ].join('\n\n')
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
        ITEMS.map((item, i) => ({
          siteId: site.id,
          channelCode: item.channel,
          title: item.title,
          contentType: item.type,
          imgUrl: demoImage(item),
          description: `${item.title}，快来了解详情。`,
          body: bodyOf(item),
          publishTime: new Date(now.getTime() - item.ageDays * 86_400_000),
          audio: item.type === 'AUDIO' ? DEMO_AUDIO : '',
          video: item.type === 'VIDEO' ? DEMO_VIDEO : '',
          imageUrls:
            item.type === 'IMAGE' ? [0, 1, 2].map((k) => ({ url: demoImage(item, k), description: `${item.title}（${k + 1}）` })) : [],
          likeNum: (i * 37) % 200,
          collectionNum: (i * 13) % 80,
          commentNum: (i * 7) % 30,
          tags: item.tags ?? [],
        })),
      )
    })
  }
}
