/**
 * Demo brands: each site without any brand gets three at start (a second start adds nothing), the
 * labels its region really promotes, each linked to the site's own top-level places of its kinds:
 * a place goes to the first brand whose types hold its type, else to the last brand, so every
 * scenic area, venue and inn has one (a place detail's brand banner). Chengdu's brands are
 * translated for the intl site.
 */
import { eq, isNull, and } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { brands, places, type BrandTexts } from '../../db/schema'
import { demoPicture, type DemoScene } from '../demo-pictures'
import { placeTypeOfKey } from '../places/place-types'

interface DemoBrand {
  name: string
  slogan: string
  intro: string
  scene: DemoScene
  tags: string[]
  /** RESOURCE_TYPES keys of the places it stands for */
  types: string[]
  translations?: Record<string, BrandTexts>
}

const SIGHTS = ['SCENERY', 'RURAL', 'SCENIC_PROJECT', 'SCENIC_SHOW']
const CULTURE = ['VENUE', 'EXHIBITION', 'COLLECTION', 'RESEARCH_BASE']

const CHENGDU: DemoBrand[] = [
  {
    name: '熊猫故乡 · 成都',
    slogan: '来成都，看大熊猫',
    intro: '成都是大熊猫的故乡。从熊猫基地到都江堰、青城山，山水之间处处是“慢生活”的成都。',
    scene: 'panda',
    tags: ['大熊猫', '世界遗产'],
    types: SIGHTS,
    translations: {
      en: { name: 'Home of the Giant Panda · Chengdu', slogan: 'Come to Chengdu, meet the pandas' },
      fr: { name: 'Pays du panda géant · Chengdu', slogan: 'Venez à Chengdu voir les pandas' },
      ja: { name: 'パンダのふるさと・成都', slogan: '成都でパンダに会おう' },
      ko: { name: '판다의 고향 · 청두', slogan: '청두에서 판다를 만나요' },
    },
  },
  {
    name: '天府文化',
    slogan: '创新创造 优雅时尚 乐观包容 友善公益',
    intro: '博物馆、美术馆与图书馆里的天府文化：三千年金沙、蜀锦蜀绣与川剧变脸。',
    scene: 'museum',
    tags: ['博物馆', '非遗'],
    types: CULTURE,
    translations: {
      en: { name: 'Tianfu Culture', slogan: 'Museums, silk brocade and Sichuan opera' },
      fr: { name: 'Culture de Tianfu', slogan: 'Musées, brocart de soie et opéra du Sichuan' },
      ja: { name: '天府文化', slogan: '博物館、蜀錦、川劇' },
      ko: { name: '톈푸 문화', slogan: '박물관, 촉금, 천극' },
    },
  },
  {
    name: '世界美食之都',
    slogan: '一城烟火，满街川味',
    intro: '联合国教科文组织认定的“世界美食之都”：火锅、串串与盖碗茶，住进巷子里的烟火气。',
    scene: 'hotpot',
    tags: ['川菜', '火锅'],
    types: ['FOOD', 'SPECIALITY', 'HOTEL', 'HOMESTAY', 'ENTERTAINMENT'],
    translations: {
      en: { name: 'City of Gastronomy', slogan: 'Hotpot, tea houses and Sichuan flavours' },
      fr: { name: 'Ville de la gastronomie', slogan: 'Fondue, maisons de thé et saveurs du Sichuan' },
      ja: { name: '美食の都', slogan: '火鍋と茶館、四川の味' },
      ko: { name: '미식의 도시', slogan: '훠궈와 찻집, 쓰촨의 맛' },
    },
  },
]

const brand = (name: string, slogan: string, intro: string, scene: DemoScene, tags: string[], types: string[]): DemoBrand => ({
  name,
  slogan,
  intro,
  scene,
  tags,
  types,
})
const STAY = ['FOOD', 'SPECIALITY', 'HOTEL', 'HOMESTAY', 'ENTERTAINMENT']

const BY_SITE: Record<string, DemoBrand[]> = {
  'cd-city': CHENGDU,
  'intl-expo': CHENGDU,
  'ya-paused': CHENGDU,
  'beta-preview': CHENGDU,
  'sc-province': [
    brand(
      '天府三九大',
      '三星堆 · 九寨沟 · 大熊猫',
      '古蜀文明、人间瑶池与国宝大熊猫，四川最响亮的三张名片。',
      'snowpeak',
      ['三星堆', '九寨沟'],
      SIGHTS,
    ),
    brand('安逸四川', '安逸四川，等你来耍', '川剧、蜀绣与博物馆里的巴蜀文明，慢慢逛，巴适得很。', 'museum', ['巴蜀文化'], CULTURE),
    brand('川菜川酒', '一菜一格，百菜百味', '麻辣鲜香的川菜与浓香型白酒，从成都吃到宜宾。', 'hotpot', ['川菜', '白酒'], STAY),
  ],
  'djy-scenic': [
    brand(
      '拜水都江堰 · 问道青城山',
      '世界文化遗产，两千年水利与道教名山',
      '李冰治水两千余年，青城“天下幽”，一水一山同为世界遗产。',
      'river',
      ['世界遗产', '水利'],
      SIGHTS,
    ),
    brand('熊猫家园 · 都江堰', '大熊猫野化放归的地方', '熊猫谷与科普馆，看大熊猫回归山林的故事。', 'panda', ['大熊猫', '科普'], CULTURE),
    brand('灌县烟火', '古城夜游，青城山货', '西街南桥的灯火、青城老腊肉与都江堰猕猴桃。', 'oldstreet', ['古城', '美食'], STAY),
  ],
  'xj-region': [
    brand(
      '新疆是个好地方',
      '大美新疆，一半山川一半海',
      '天山天池、喀纳斯、赛里木湖，雪山草原与沙漠绿洲同框。',
      'lake',
      ['雪山', '草原'],
      SIGHTS,
    ),
    brand('丝路文化', '千年丝路，西域回响', '交河故城与博物馆里的丝绸之路，千年商旅的遗迹。', 'desert', ['丝绸之路'], CULTURE),
    brand('新疆味道', '瓜果飘香，烤肉飘香', '吐鲁番葡萄、哈密瓜与大盘鸡，住进毡房与木屋。', 'terraces', ['瓜果', '美食'], STAY),
  ],
  'mx-county': [
    brand('中国羌城', '古羌故里，云朵上的民族', '羌城、坪头村与九顶山，云端上的羌寨与碉楼。', 'stonetowers', ['羌族', '碉楼'], SIGHTS),
    brand('羌绣 · 非遗茂县', '一针一线绣出的羌族记忆', '羌绣、羌笛与萨朗，博物馆里的古羌文明。', 'museum', ['非遗', '羌绣'], CULTURE),
    brand('茂县好物', '高原花椒与脆红李', '茂县花椒、苹果与脆红李，羌家乐里的高山味道。', 'terraces', ['特产'], STAY),
  ],
  'cc-greatwall': [
    brand(
      '万里长城 · 燕赵雄关',
      '山海关、金山岭，长城最美在河北',
      '河北境内长城两千余公里，雄关险隘与烽燧相望。',
      'greatwall',
      ['长城', '世界遗产'],
      SIGHTS,
    ),
    brand('长城文化记忆', '长城脚下的历史与文物', '博物馆与展览里的戍边故事、砖石与兵器。', 'museum', ['文物'], CULTURE),
    brand('长城驿站', '住在长城脚下', '长城沿线的驿站、民宿与农家菜。', 'homestay', ['驿站', '民宿'], STAY),
  ],
}

/** the brand a place of `type` goes to: the first whose types hold it, else the last */
export function brandIndexOf(list: readonly DemoBrand[], type: string): number {
  const i = list.findIndex((b) => b.types.includes(type))
  return i >= 0 ? i : list.length - 1
}

export async function seedDemoBrands(app: FastifyInstance): Promise<void> {
  const now = app.clock()
  for (const site of app.sites.all()) {
    const list = BY_SITE[site.siteCode] ?? CHENGDU
    const n = await app.db.$count(brands, eq(brands.siteId, site.id))
    if (n > 0) continue
    const tops = await app.db
      .select({ id: places.id, type: places.type })
      .from(places)
      .where(and(eq(places.siteId, site.id), isNull(places.parentId)))
    const links = list.map(() => [] as Array<{ resourceType: string; resourceId: number }>)
    for (const p of tops) {
      const code = placeTypeOfKey(p.type)?.code
      if (code) links[brandIndexOf(list, p.type)].push({ resourceType: code, resourceId: p.id })
    }
    await app.db.insert(brands).values(
      list.map((b, i) => ({
        siteId: site.id,
        name: b.name,
        slogan: b.slogan,
        intro: b.intro,
        cover: demoPicture(b.scene, site.id * 10 + i),
        images: [1, 2, 3].map((k) => demoPicture(b.scene, site.id * 10 + i + k)),
        tags: b.tags,
        links: links[i],
        translations: b.translations ?? {},
        sort: 30 - i * 10,
        createdAt: now,
      })),
    )
  }
}
