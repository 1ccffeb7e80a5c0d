/**
 * Demo memorial halls, made at start for a site without any: real memorials inside each demo
 * site's region (the 2008 Wenchuan earthquake, the Long March, martyrs' cemeteries, the war of
 * resistance), with believable running totals, today's offerings and messages of remembrance by
 * demo visitors (users without a phone, so nobody can log in as them; 12 a hall, so the list pages).
 */
import crypto from 'node:crypto'
import { eq } from 'drizzle-orm'
import { memorialDayOf } from '../../../../src/core/memorial/rules'
import type { Database } from '../../db/database'
import { memorialHallDays, memorialHalls, memorialMessages, sites, users } from '../../db/schema'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'

type Kind = 'quake' | 'martyrs'
/** name | summary | place | scene | kind | intro (paragraphs split by ¶) */
type HallLine = [string, string, string, DemoScene, Kind, string]

const QUAKE_2008 =
  '2008年5月12日14时28分，四川汶川发生8.0级特大地震，69227名同胞遇难，17923名同胞失踪。¶山河无言，岁月铭记。在这里献上一束花、点亮一支烛，寄托我们的哀思，也致敬在抗震救灾中挺身而出的每一个人。'

export const DEMO_HALLS: Record<string, HallLine[]> = {
  'cd-city': [
    ['5·12汶川特大地震遇难同胞纪念', '2008.5.12 14:28 · 缅怀遇难同胞', '网上纪念馆', 'mountain', 'quake', QUAKE_2008],
    [
      '成都市烈士陵园',
      '长眠于此的革命先烈与英雄模范',
      '成都市成华区',
      'garden',
      'martyrs',
      '成都市烈士陵园安葬着为民族解放和成都建设献出生命的革命先烈。¶每年清明，市民自发前来献花祭扫。网上纪念馆让远方的人也能寄去一份敬意。',
    ],
    [
      '川军抗日阵亡将士纪念碑',
      '出川抗战三百五十万川军将士',
      '成都市青羊区人民公园',
      'pagoda',
      'martyrs',
      '抗日战争中，三百五十余万川军出川抗战，六十四万余人伤亡。¶“无名英雄”雕塑中的士兵背负斗笠、手持步枪，纪念那些没有留下名字的英雄。',
    ],
    [
      '建川博物馆·抗战老兵手印广场',
      '留下手印的抗战老兵',
      '成都市大邑县安仁镇',
      'museum',
      'martyrs',
      '广场上的玻璃墙上印着数千位抗战老兵的红色手印，每一个手印都是一段亲历的历史。¶向他们致敬，铭记那段烽火岁月。',
    ],
  ],
  'sc-province': [
    ['汶川特大地震纪念馆', '2008.5.12 14:28 · 映秀震中', '阿坝州汶川县映秀镇', 'mountain', 'quake', QUAKE_2008],
    [
      '红军长征纪念碑碑园',
      '纪念红军长征胜利',
      '阿坝州松潘县川主寺镇',
      'snowpeak',
      'martyrs',
      '红军长征纪念碑碑园坐落在元宝山上，金色的红军战士像高举双臂，纪念红军长征翻越雪山草地。¶长征途经四川的时间最长、行程最远，无数红军战士长眠在这片土地上。',
    ],
    ['北川老县城地震遗址', '保留的地震遗址与遇难同胞公墓', '绵阳市北川羌族自治县曲山镇', 'stonetowers', 'quake', QUAKE_2008],
    [
      '红军飞夺泸定桥纪念馆',
      '二十二勇士飞夺泸定桥',
      '甘孜州泸定县',
      'river',
      'martyrs',
      '1935年5月29日，红四团二十二名勇士攀着铁索冒着枪林弹雨夺下泸定桥，为中央红军打开了北上的通道。',
    ],
  ],
  'mx-county': [
    [
      '叠溪地震遗址纪念',
      '1933.8.25 · 叠溪古城沉入海子',
      '阿坝州茂县叠溪镇',
      'lake',
      'quake',
      '1933年8月25日，茂县叠溪发生7.5级地震，叠溪古城瞬间消失，岷江被堵形成大、小海子。¶今天的叠溪海子湖水碧蓝，湖底是当年的古城。',
    ],
    ['5·12汶川特大地震茂县遇难同胞纪念', '2008.5.12 14:28 · 缅怀遇难同胞', '阿坝州茂县', 'mountain', 'quake', QUAKE_2008],
    [
      '茂县革命烈士纪念碑',
      '红四方面军在茂县',
      '阿坝州茂县凤仪镇',
      'stonetowers',
      'martyrs',
      '1935年，红四方面军在茂县一带建立革命政权，羌族群众为红军筹粮带路，许多红军战士长眠于此。',
    ],
  ],
  'xj-region': [
    [
      '新疆烈士陵园',
      '长眠天山脚下的革命先烈',
      '乌鲁木齐市沙依巴克区',
      'garden',
      'martyrs',
      '陵园内安葬着陈潭秋、毛泽民、林基路等革命先烈。¶他们为新疆各族人民的解放事业献出了生命。',
    ],
    [
      '八路军驻新疆办事处纪念馆',
      '抗战时期的国际交通线',
      '乌鲁木齐市胜利路',
      'museum',
      'martyrs',
      '1937年至1942年，八路军驻新疆办事处在这里接送干部、转运援华物资，是抗战时期重要的国际交通线。',
    ],
  ],
  'cc-greatwall': [
    [
      '喜峰口长城抗战纪念',
      '1933年长城抗战 · 大刀队夜袭',
      '唐山市迁西县',
      'greatwall',
      'martyrs',
      '1933年3月，二十九军大刀队在喜峰口夜袭日军，“大刀向鬼子们的头上砍去”由此传唱全国。',
    ],
    [
      '唐山抗震纪念碑',
      '1976.7.28 · 缅怀遇难同胞',
      '唐山市路南区',
      'skyline',
      'quake',
      '1976年7月28日，唐山发生7.8级地震，24万余人遇难。¶纪念碑四根碑柱象征四面八方的救援，也见证了一座城市的重生。',
    ],
  ],
}

const VISITORS = ['平安是福', '远山的风', '川西小雨', '老兵之子', '岷江水长', '青青子衿']
const LINES: Record<Kind, string[]> = {
  quake: [
    '愿逝者安息，生者坚强。',
    '十几年过去了，新的家园很美，你们看到了吗？',
    '山河无恙，人间皆安，我们从未忘记。',
    '向所有救援者致敬，向遇难同胞默哀。',
    '多难兴邦，铭记那一天。',
    '带孩子来看看，告诉他要珍惜生命。',
  ],
  martyrs: [
    '铭记历史，缅怀先烈。',
    '今天的好日子，是你们用生命换来的。',
    '英雄不朽，精神永存。',
    '清明时节，献上一束菊花。',
    '致敬无名英雄，山河已如你们所愿。',
    '带着孩子来祭扫，讲讲先烈的故事。',
  ],
}
const MESSAGES_PER_HALL = 12

async function demoVisitors(db: Database, siteId: number): Promise<number[]> {
  const rows = await db
    .insert(users)
    .values(VISITORS.map((nickname) => ({ siteId, nickname, unid: crypto.randomUUID() })))
    .returning({ id: users.id })
  return rows.map((r) => r.id)
}

/** `withMessages`: demo messages and the demo visitors who wrote them (users); without, the halls and their counts only */
export async function seedDemoMemorial(db: Database, now: Date, { withMessages = true } = {}): Promise<void> {
  const today = memorialDayOf(now.getTime())
  for (const site of await db.select({ id: sites.id, siteCode: sites.siteCode }).from(sites)) {
    const lines = DEMO_HALLS[site.siteCode]
    if (!lines) continue
    const n = await db.$count(memorialHalls, eq(memorialHalls.siteId, site.id))
    if (n > 0) continue
    const visitors = withMessages ? await demoVisitors(db, site.id) : []
    for (const [i, [name, summary, place, scene, kind, intro]] of lines.entries()) {
      const [hall] = await db
        .insert(memorialHalls)
        .values({
          siteId: site.id,
          name,
          summary,
          place,
          intro: intro.split('¶').join('\n\n'),
          cover: demoPicture(scene, 20 + i),
          flowerNum: 86_000 - i * 17_350,
          candleNum: 52_400 - i * 9_870,
          messageNum: withMessages ? MESSAGES_PER_HALL : 0,
          sort: lines.length - i,
          createdAt: now,
        })
        .returning({ id: memorialHalls.id })
      await db.insert(memorialHallDays).values([
        { hallId: hall.id, kind: 'FLOWER', day: today, count: 326 - i * 71 },
        { hallId: hall.id, kind: 'CANDLE', day: today, count: 214 - i * 43 },
      ])
      if (!withMessages) continue
      await db.insert(memorialMessages).values(
        Array.from({ length: MESSAGES_PER_HALL }, (_, j) => ({
          siteId: site.id,
          hallId: hall.id,
          userId: visitors[j % visitors.length],
          content: LINES[kind][(j + i) % LINES[kind].length],
          createdAt: new Date(now.getTime() - (j * 7 + i + 1) * 3_600_000),
        })),
      )
    }
  }
}
