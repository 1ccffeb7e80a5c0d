/**
 * News columns and magazines (product-spec 2.3 "News and columns"; under res/api/content, payloads
 * "not shown", decided here):
 *   GET res/api/content/columnList    parentCode? and/or code? → datas Column[] in sort order
 *        (/column-list/{code}: the children of {code}; the column itself: code={code})
 *   GET res/api/content/magazineList  currPage, pageSize → variant (a) Magazine[] newest first
 *   GET res/api/content/magazineDetail id → data Magazine (cover and page pictures)
 * A column's news are the content list of its channelCode. Demo columns and magazines are seeded
 * for sites without any: the art fund column (ART_FUND menu: /column-list/scysjj) with three
 * children, a culture column, and four magazine issues.
 */
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../../db/database'
import { magazines, newsColumns, sites } from '../../db/schema'
import { siteResource } from '../../http/resource'
import { Item, Type } from '../../http/schema'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'

const Column = Item({
  id: Type.Integer(),
  code: Type.String(),
  parentCode: Type.String(),
  name: Type.String(),
  cover: Type.String(),
  description: Type.String(),
  channelCode: Type.String(),
})
const Magazine = Item({
  id: Type.Integer(),
  title: Type.String(),
  issue: Type.String(),
  cover: Type.String(),
  pages: Type.Array(Item({ url: Type.String(), description: Type.String() })),
  publishTime: Type.String({ format: 'date-time' }),
})

type ColumnRow = typeof newsColumns.$inferSelect
type MagazineRow = typeof magazines.$inferSelect

const columnView = (r: ColumnRow, request: FastifyRequest) => ({
  id: r.id,
  code: r.code,
  parentCode: r.parentCode,
  name: r.names[request.lang] || r.name,
  cover: r.cover,
  description: r.description,
  channelCode: r.channelCode,
})
const magazineView = (r: MagazineRow) => ({
  id: r.id,
  title: r.title,
  issue: r.issue,
  cover: r.cover,
  pages: r.pages,
  publishTime: r.publishTime.toISOString(),
})

interface DemoColumn {
  code: string
  parent: string
  names: Record<string, string>
  channel: string
  scene: DemoScene
  description: string
}

const COLUMNS: DemoColumn[] = [
  {
    code: 'scysjj',
    parent: '',
    names: { zh: '艺术基金', en: 'Art Fund', fr: 'Fonds des arts', ja: '芸術基金', ko: '예술 기금' },
    channel: 'culture',
    scene: 'theatre',
    description: '艺术基金资助项目与成果展示',
  },
  {
    code: 'scysjj-stage',
    parent: 'scysjj',
    names: { zh: '舞台艺术', en: 'Stage arts', fr: 'Arts de la scène', ja: '舞台芸術', ko: '무대 예술' },
    channel: 'culture',
    scene: 'theatre',
    description: '资助的戏剧、舞蹈与音乐作品',
  },
  {
    code: 'scysjj-fine',
    parent: 'scysjj',
    names: { zh: '美术创作', en: 'Fine arts', fr: 'Beaux-arts', ja: '美術創作', ko: '미술 창작' },
    channel: 'news',
    scene: 'museum',
    description: '绘画、书法与雕塑创作项目',
  },
  {
    code: 'scysjj-notice',
    parent: 'scysjj',
    names: { zh: '申报通知', en: 'Calls for applications', fr: 'Appels à candidatures', ja: '申請のお知らせ', ko: '신청 공고' },
    channel: 'notice',
    scene: 'garden',
    description: '年度项目申报与评审公告',
  },
  {
    code: 'culture',
    parent: '',
    names: { zh: '文化视点', en: 'Culture view', fr: 'Regard culturel', ja: '文化の視点', ko: '문화 시선' },
    channel: 'culture',
    scene: 'oldstreet',
    description: '城市文化与非遗传承故事',
  },
  {
    code: 'culture-craft',
    parent: 'culture',
    names: { zh: '匠心手艺', en: 'Crafts', fr: 'Artisanat', ja: '匠の技', ko: '장인의 솜씨' },
    channel: 'culture',
    scene: 'bamboo',
    description: '走近手艺人',
  },
  {
    code: 'culture-news',
    parent: 'culture',
    names: { zh: '文旅快讯', en: 'Travel news', fr: 'Actualités', ja: '観光ニュース', ko: '여행 소식' },
    channel: 'news',
    scene: 'skyline',
    description: '最新文旅动态',
  },
]

const MAGAZINE_SCENES: DemoScene[] = ['mountain', 'oldstreet', 'temple', 'lake']

export async function seedDemoColumns(db: Database, now: Date): Promise<void> {
  for (const site of await db.select().from(sites)) {
    const n = await db.$count(newsColumns, eq(newsColumns.siteId, site.id))
    if (n > 0) continue
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      await t.insert(newsColumns).values(
        COLUMNS.map((c, i) => ({
          siteId: site.id,
          code: c.code,
          parentCode: c.parent,
          name: c.names.zh,
          names: c.names,
          cover: demoPicture(c.scene, i * 3 + 1),
          description: c.description,
          channelCode: c.channel,
          sort: i,
        })),
      )
      await t.insert(magazines).values(
        MAGAZINE_SCENES.map((scene, i) => {
          const month = new Date(now.getTime() - i * 30 * 86_400_000)
          const issue = `${month.getUTCFullYear()} 年第 ${month.getUTCMonth() + 1} 期`
          return {
            siteId: site.id,
            title: `《文旅时光》${issue}`,
            issue,
            cover: demoPicture(scene, i + 4),
            pages: [0, 1, 2, 3].map((k) => ({ url: demoPicture(scene, i + 4 + k * 5), description: `第 ${k + 1} 页` })),
            publishTime: month,
          }
        }),
      )
    })
  }
}

export function columnRoutes(app: FastifyInstance, prefix: string): void {
  siteResource(app, {
    prefix,
    tag: 'content',
    table: newsColumns,
    orderBy: [newsColumns.sort, newsColumns.id],
    filters: { parentCode: (v) => eq(newsColumns.parentCode, v), code: (v) => eq(newsColumns.code, v) },
    lists: { columnList: { variant: 'plain', item: Column, view: columnView } },
  })
  siteResource(app, {
    prefix,
    tag: 'content',
    table: magazines,
    orderBy: [desc(magazines.publishTime), desc(magazines.id)],
    lists: { magazineList: { item: Magazine, view: magazineView } },
    detail: { path: 'magazineDetail', item: Magazine, view: magazineView },
  })
}
