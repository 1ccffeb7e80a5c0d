/**
 * What each place type has when a table line leaves it out: opening hours, price, level, picture
 * scenes, tags, how popular it is, a scenic capacity, and the paragraphs of its introduction that
 * every place of the type shares (visiting, practical notes). Chinese; i18n.ts has the others.
 */
import type { DemoScene } from '../../../plugins/demo-pictures/pictures'

export type PlaceKind =
  | 'SCENERY'
  | 'SPOTS'
  | 'VENUE'
  | 'ACTIVITY_ROOM'
  | 'HOTEL'
  | 'FOOD'
  | 'SPECIALITY'
  | 'HOMESTAY'
  | 'RURAL'
  | 'ENTERTAINMENT'
  | 'EXHIBITION'
  | 'COLLECTION'
  | 'RESEARCH_BASE'
  | 'SCENIC_PROJECT'
  | 'SCENIC_SHOW'
  | 'TOILET'
  | 'PARKING'
  | 'GAS_STATION'
  | 'MEDICAL'

export const PLACE_KINDS: PlaceKind[] = [
  'SCENERY',
  'SPOTS',
  'VENUE',
  'ACTIVITY_ROOM',
  'HOTEL',
  'FOOD',
  'SPECIALITY',
  'HOMESTAY',
  'RURAL',
  'ENTERTAINMENT',
  'EXHIBITION',
  'COLLECTION',
  'RESEARCH_BASE',
  'SCENIC_PROJECT',
  'SCENIC_SHOW',
  'TOILET',
  'PARKING',
  'GAS_STATION',
  'MEDICAL',
]

export const SCENE_LABELS: Record<DemoScene, string> = {
  mountain: '远山云雾',
  lake: '湖光倒影',
  river: '河畔石桥',
  pagoda: '古塔晨昏',
  temple: '殿宇飞檐',
  garden: '园林月门',
  oldstreet: '老街灯笼',
  museum: '场馆外景',
  theatre: '舞台演出',
  hotel: '酒店外景',
  homestay: '小院时光',
  noodles: '招牌面食',
  hotpot: '麻辣火锅',
  tea: '盖碗清茶',
  kebab: '红柳烤串',
  lamian: '拌面拉条子',
  xjdish: '新疆菜品',
  bamboo: '竹林小径',
  panda: '熊猫憨态',
  terraces: '田园梯田',
  stonetowers: '羌寨碉楼',
  desert: '大漠驼铃',
  grassland: '草原毡房',
  greatwall: '长城烽台',
  snowpeak: '雪山森林',
  skyline: '城市夜景',
  hospital: '医院外景',
  station: '加油站',
  parking: '停车场',
  man: '人物肖像',
  woman: '人物肖像',
  artisan: '匠人手作',
  performer: '戏曲演出',
  embroidery: '刺绣作品',
  craftwork: '手工艺品',
  dish: '特色菜品',
}

interface TypeDefaults {
  hours: string
  price: string
  level: string
  /** the cover's scene, in turn by place (the table may name another) */
  scenes: DemoScene[]
  /** scenes the gallery adds */
  gallery: DemoScene[]
  tags: string[]
  summary: (name: string) => string
  /** likes of a typical place of this level */
  popularity: (level: string) => number
  capacity: (level: string, seed: number) => number
  /** the shared paragraph of the introduction */
  visit: (p: IntroPlace) => string
  extra?: (seed: number, index: number) => Record<string, unknown>
}

interface IntroPlace {
  name: string
  level: string
  price: string
  openHours: string
  tags: string[]
}

const byLevel = (level: string, table: Record<string, number>, other: number) => table[level] ?? other
const scenicCapacity = (level: string, seed: number) =>
  byLevel(level, { '5A': 40_000, '4A': 15_000, '3A': 6_000 }, 4_000) + (seed % 10) * byLevel(level, { '5A': 2_000 }, 500)
const none = () => 0

const ticket = (p: IntroPlace) => (p.price === '免费' ? '免费开放' : `门票 ${p.price}`)

export const TYPE_DEFAULTS: Record<PlaceKind, TypeDefaults> = {
  SCENERY: {
    hours: '08:30-18:00（17:00 停止入园）',
    price: '¥60',
    level: '4A',
    scenes: ['mountain', 'lake', 'river'],
    gallery: ['mountain', 'lake', 'pagoda', 'river'],
    tags: ['自然风光', '亲子游'],
    summary: (name) => `${name}，山水相依的好去处`,
    popularity: (level) => byLevel(level, { '5A': 5200, '4A': 2100, '3A': 900 }, 600),
    capacity: scenicCapacity,
    visit: (p) =>
      `${p.level ? `景区为国家 ${p.level} 级旅游景区，` : ''}开放时间：${p.openHours}；${ticket(p)}。园内步道、观景台与休息点沿线分布，建议预留半天到一天游览；节假日客流较大，请提前在线预约、错峰出行。`,
    extra: (seed) => ({ suggestHours: 2 + (seed % 5), bestSeason: ['春季', '夏季', '秋季', '四季皆宜'][seed % 4] }),
  },
  SPOTS: {
    hours: '随景区开放',
    price: '含在景区门票内',
    level: '',
    scenes: ['mountain', 'river', 'lake', 'pagoda'],
    gallery: ['mountain', 'river'],
    tags: ['打卡点'],
    summary: (name) => `${name}，值得驻足的一处景致`,
    popularity: () => 700,
    capacity: (_level, seed) => 1_500 + (seed % 8) * 250,
    visit: (p) =>
      `游览时间随景区开放（${p.openHours}），${p.price === '含在景区门票内' ? '无需另购门票' : ticket(p)}。沿导览标识步行可达，旁有讲解牌与语音导览点。`,
  },
  VENUE: {
    hours: '09:00-17:00（16:30 停止入馆，周一闭馆）',
    price: '免费（需预约）',
    level: '国家一级博物馆',
    scenes: ['museum', 'temple', 'garden'],
    gallery: ['museum', 'garden', 'temple'],
    tags: ['文化场馆', '研学'],
    summary: (name) => `${name}，了解地方文化的窗口`,
    popularity: (level) => byLevel(level, { 国家一级博物馆: 2600 }, 1100),
    capacity: none,
    visit: (p) =>
      `开放时间 ${p.openHours}，${p.price.startsWith('免费') ? '免费参观，凭身份证件或预约码入馆' : ticket(p)}。馆内提供免费讲解、语音导览与寄存服务，设无障碍通道，可借用轮椅与婴儿车。`,
  },
  ACTIVITY_ROOM: {
    hours: '09:00-17:00（周一闭馆）',
    price: '免费（需预约）',
    level: '',
    scenes: ['museum', 'theatre'],
    gallery: ['museum'],
    tags: ['公益活动', '可预约'],
    summary: (name) => `${name}，公益活动与培训场地`,
    popularity: () => 260,
    capacity: none,
    visit: () => '活动室面向市民免费开放，团体与个人均可在线预约，单次最长 3 小时；设投影、音响与桌椅，请按预约时段入场并保持整洁。',
    extra: (seed) => ({ seats: 20 + (seed % 8) * 10, area: 60 + (seed % 10) * 15 }),
  },
  HOTEL: {
    hours: '全天 · 14:00 后入住，12:00 前退房',
    price: '¥480 起',
    level: '四星',
    scenes: ['hotel'],
    gallery: ['hotel', 'skyline', 'garden'],
    tags: ['免费停车', '含早餐'],
    summary: (name) => `${name}，交通便利，出行方便`,
    popularity: (level) => byLevel(level, { 五星: 1500, 四星: 900 }, 500),
    capacity: none,
    visit: (p) => `${p.openHours}。价格 ${p.price}，以预订时为准；酒店提供行李寄存、叫车与景区门票代订服务，部分房型可加床。`,
    extra: (seed) => ({ rooms: 80 + (seed % 20) * 12 }),
  },
  FOOD: {
    hours: '10:30-14:00，17:00-21:30',
    price: '人均 ¥85',
    level: '',
    scenes: ['hotpot', 'noodles', 'tea'],
    gallery: ['hotpot', 'noodles', 'tea', 'oldstreet'],
    tags: ['本地特色'],
    summary: (name) => `${name}，本地人常去的老味道`,
    popularity: () => 1300,
    capacity: none,
    visit: (p) => `营业时间 ${p.openHours}，${p.price}。饭点排队较多，可先线上取号；支持微信、支付宝付款，部分菜品可做微辣或不辣。`,
  },
  SPECIALITY: {
    hours: '09:00-21:00',
    price: '¥68 起',
    level: '',
    scenes: ['tea', 'noodles'],
    gallery: ['tea', 'oldstreet'],
    tags: ['伴手礼'],
    summary: (name) => `${name}，带得走的地方味道`,
    popularity: () => 680,
    capacity: none,
    visit: (p) => `门店营业时间 ${p.openHours}，${p.price}。支持真空包装与快递到家，购买时可索要正规发票。`,
  },
  HOMESTAY: {
    hours: '全天 · 14:00 后入住',
    price: '¥368 起',
    level: '',
    scenes: ['homestay'],
    gallery: ['homestay', 'terraces', 'mountain'],
    tags: ['山景', '农家菜'],
    summary: (name) => `${name}，推窗见山的小院`,
    popularity: () => 520,
    capacity: none,
    visit: (p) =>
      `${p.openHours}，${p.price}。主人可代订周边景区门票、接送站，院内提供农家菜（需提前一天告知），夜间山里温差大，请带外套。`,
    extra: (seed) => ({ rooms: 6 + (seed % 10) }),
  },
  RURAL: {
    hours: '全天开放',
    price: '免费',
    level: '',
    scenes: ['terraces', 'homestay', 'river'],
    gallery: ['terraces', 'homestay', 'bamboo'],
    tags: ['乡村旅游', '田园'],
    summary: (name) => `${name}，田园风光与乡土人情`,
    popularity: () => 900,
    capacity: (_level, seed) => 5_000 + (seed % 6) * 1_000,
    visit: () => '村内有农家乐、采摘园与骑行道，周末有集市；村口设游客服务点和停车场，请爱护庄稼、垃圾带走。',
  },
  ENTERTAINMENT: {
    hours: '10:00-22:00',
    price: '¥120 起',
    level: '',
    scenes: ['skyline', 'oldstreet', 'theatre'],
    gallery: ['skyline', 'oldstreet'],
    tags: ['夜游', '休闲娱乐'],
    summary: (name) => `${name}，吃喝玩乐一站齐`,
    popularity: () => 1200,
    capacity: none,
    visit: (p) => `营业时间 ${p.openHours}，${p.price}。晚间人多，建议公共交通前往；未成年人请在监护人陪同下游玩。`,
  },
  EXHIBITION: {
    hours: '09:00-17:00（周一闭馆）',
    price: '免费（需预约）',
    level: '',
    scenes: ['museum', 'temple'],
    gallery: ['museum', 'garden'],
    tags: ['展览'],
    summary: (name) => `${name}，馆藏精品集中展出`,
    popularity: () => 640,
    capacity: none,
    visit: (p) =>
      `展览开放时间 ${p.openHours}，${p.price.startsWith('免费') ? '凭预约免费参观' : ticket(p)}。展厅内请勿使用闪光灯，每日 10:00、14:30 有定时讲解。`,
    extra: (seed) => ({ until: `2027-0${1 + (seed % 9)}-${10 + (seed % 18)}` }),
  },
  COLLECTION: {
    hours: '随场馆开放',
    price: '免费（需预约）',
    level: '国家一级文物',
    scenes: ['museum', 'temple', 'pagoda'],
    gallery: ['museum'],
    tags: ['馆藏文物'],
    summary: (name) => `${name}，镇馆之宝之一`,
    popularity: () => 560,
    capacity: none,
    visit: () => '文物陈列于恒温恒湿展柜内，请勿触摸展柜、勿用闪光灯拍照；扫描展签二维码可收听讲解。',
  },
  RESEARCH_BASE: {
    hours: '09:00-17:00（团队需提前 3 天预约）',
    price: '¥80 / 人起',
    level: '全国中小学生研学实践教育基地',
    scenes: ['museum', 'garden', 'terraces'],
    gallery: ['museum', 'terraces'],
    tags: ['研学', '亲子', '自然教育'],
    summary: (name) => `${name}，在行走中学习`,
    popularity: () => 420,
    capacity: none,
    visit: (p) =>
      `开放时间 ${p.openHours}，${p.price}。基地提供半日、一日与两日课程，配专业研学导师，含课程材料与保险；学校团队可定制主题。`,
  },
  SCENIC_PROJECT: {
    hours: '09:30-17:30',
    price: '¥80',
    level: '',
    scenes: ['river', 'mountain', 'lake'],
    gallery: ['river', 'lake'],
    tags: ['游乐项目', '刺激'],
    summary: (name) => `${name}，景区人气体验项目`,
    popularity: () => 760,
    capacity: none,
    visit: (p) => `运营时间 ${p.openHours}，${p.price}。身高 1.2 米以下儿童、孕妇及心脏病、高血压游客请勿参与；雷雨大风天气暂停运营。`,
  },
  SCENIC_SHOW: {
    hours: '每日 19:30、21:00 两场（演出约 70 分钟）',
    price: '¥180 起',
    level: '',
    scenes: ['theatre'],
    gallery: ['theatre', 'oldstreet'],
    tags: ['演出', '夜游'],
    summary: (name) => `${name}，一台戏看懂一方水土`,
    popularity: () => 980,
    capacity: none,
    visit: (p) => `演出时间 ${p.openHours}，票价 ${p.price}。请提前 30 分钟检票入场，演出中请勿使用闪光灯；1.2 米以下儿童需有成人陪同。`,
    extra: (seed) => ({ durationMinutes: 60 + (seed % 4) * 10, seats: 800 + (seed % 10) * 100 }),
  },
  TOILET: {
    hours: '06:00-23:00',
    price: '免费',
    level: '二类公厕',
    scenes: ['garden', 'oldstreet'],
    gallery: ['garden'],
    tags: ['无障碍', '母婴室'],
    summary: (name) => `${name}，设无障碍厕位`,
    popularity: () => 40,
    capacity: none,
    visit: (p) => `开放时间 ${p.openHours}，免费使用；设男女厕位、无障碍厕位与第三卫生间，专人保洁。`,
  },
  PARKING: {
    hours: '24 小时',
    price: '首小时 ¥5，之后 ¥2 / 小时',
    level: '',
    scenes: ['parking'],
    gallery: ['parking'],
    tags: ['充电桩'],
    summary: (name) => `${name}，车位充足`,
    popularity: () => 60,
    capacity: none,
    visit: (p) => `开放时间 ${p.openHours}，收费 ${p.price}，支持无感支付；场内设新能源充电桩，节假日请留意入口余位提示。`,
    extra: (seed) => ({ spaces: 120 + (seed % 30) * 20, chargers: 4 + (seed % 12) }),
  },
  GAS_STATION: {
    hours: '24 小时',
    price: '以当日挂牌价为准',
    level: '',
    scenes: ['station'],
    gallery: ['station'],
    tags: ['便利店', '洗车'],
    summary: (name) => `${name}，92#、95#、0# 柴油`,
    popularity: () => 50,
    capacity: none,
    visit: (p) => `营业时间 ${p.openHours}，油价${p.price}；站内有便利店、卫生间与自助洗车，支持加油卡与电子支付。`,
    extra: () => ({ fuels: ['92#', '95#', '0#'] }),
  },
  MEDICAL: {
    hours: '门诊 08:00-12:00，14:00-17:30；急诊 24 小时',
    price: '',
    level: '三级甲等',
    scenes: ['hospital'],
    gallery: ['hospital'],
    tags: ['急诊'],
    summary: (name) => `${name}，24 小时急诊`,
    popularity: () => 80,
    capacity: none,
    visit: (p) => `${p.openHours}。游客突发不适可直接前往急诊或拨打 120；门诊可通过官方公众号预约挂号。`,
  },
}

const sentence = (text: string) => (/[。！？]$/.test(text) ? text : `${text}。`)

/** 2-4 paragraphs: where and what, the table's own paragraph, the type's visiting paragraph, tags */
export function introOf(
  place: IntroPlace & { type: PlaceKind; address: string; summary: string },
  parent: { name: string; type: PlaceKind } | null,
  own?: string,
): string {
  const where = parent && place.type !== 'HOTEL' ? `${place.name}位于${parent.name}内` : `${place.name}位于${place.address}`
  const paragraphs = [`${where}。${sentence(place.summary)}`]
  if (own) paragraphs.push(sentence(own))
  paragraphs.push(TYPE_DEFAULTS[place.type].visit(place))
  if (place.tags.length > 1) paragraphs.push(`关键词：${place.tags.join('、')}。`)
  return paragraphs.join('\n\n')
}
