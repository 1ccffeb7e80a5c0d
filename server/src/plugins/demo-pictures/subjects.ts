/**
 * Which picture a demo item gets: its subject kind (an embroidery, a craft object, a portrait, a
 * person at work, a performer, a dish, a building, a landscape, the Great Wall...) from a rule on
 * its type and name, then a scene of that kind. One rule for every seed, so a 蜀绣 fan shows
 * embroidery, an inheritor a portrait and a noodle shop a dish wherever they are seeded; and a
 * gallery takes a different scene of the kind for each picture, so no two of one item look alike.
 */
import type { DemoScene } from './pictures'

export type SubjectKind =
  | 'embroidery'
  | 'craft'
  | 'portrait'
  | 'artisan'
  | 'performer'
  | 'dish'
  | 'xjdish'
  | 'building'
  | 'landscape'
  | 'greatwall'
  | 'xinjiang'
  | 'panda'

/** the scenes that draw each kind, most typical first */
export const KIND_SCENES: Record<SubjectKind, DemoScene[]> = {
  embroidery: ['embroidery'],
  craft: ['craftwork'],
  portrait: ['woman', 'man'],
  artisan: ['artisan'],
  performer: ['performer', 'theatre'],
  dish: ['dish', 'noodles', 'hotpot', 'tea'],
  /** Xinjiang's dishes: what a dish is in xj-region (regionalScene), never picked by words */
  xjdish: ['xjdish', 'kebab', 'lamian'],
  building: ['temple', 'pagoda', 'oldstreet', 'garden', 'museum', 'homestay', 'hotel', 'skyline'],
  landscape: ['mountain', 'lake', 'river', 'bamboo', 'terraces', 'snowpeak'],
  greatwall: ['greatwall'],
  xinjiang: ['desert', 'grassland', 'snowpeak'],
  panda: ['panda', 'bamboo'],
}

/** the kind a scene draws (a scene in two kinds answers the first listed) */
export function kindOfScene(scene: DemoScene): SubjectKind | null {
  for (const [kind, scenes] of Object.entries(KIND_SCENES)) if (scenes.includes(scene)) return kind as SubjectKind
  return null
}

/**
 * The subject of a text (a name, a title, tags), first match wins: the object before the person
 * (蜀绣团扇 is embroidery, 川剧变脸 a performer), dishes by their words; null when the words say
 * nothing (the caller keeps its own scene then).
 */
const RULES: Array<[RegExp, SubjectKind]> = [
  [/绣|绣坊|团扇/, 'embroidery'],
  [/长城|烽火台|敌楼|山海关|金山岭|司马台|八达岭/, 'greatwall'],
  [
    /漆|银花丝|花丝|竹编|棕编|瓷|陶|剪纸|糖画|石雕|内画|蜀锦|织锦|织造|绸|花毡|印花布|乐器制作|皮具|银饰|木雕|年画|泥塑|工艺品|手作/,
    'craft',
  ],
  [/川剧|变脸|戏|扬琴|清音|曲艺|木卡姆|歌|舞|萨朗|赛乃姆|麦西热甫|拉花|杂技|武术|演出|表演|乐团|羌笛|评书|说唱/, 'performer'],
  [/面|饺|火锅|串串|菜|小吃|豆瓣|美食|宴|馕|烤肉|抓饭|凉粉|肺片|腊肉|甜品|冰粉|早茶|茶馆|盖碗|吃遍|好吃|吃货/, 'dish'],
  // after the things: a panda toy or a bamboo-woven panda is the thing
  [/熊猫/, 'panda'],
  [/沙漠|戈壁|大漠|草原|毡房|喀纳斯|天山|赛里木|巴音布鲁克|胡杨/, 'xinjiang'],
]

export function subjectOfText(text: string): SubjectKind | null {
  for (const [pattern, kind] of RULES) if (pattern.test(text)) return kind
  return null
}

/** a heritage project's kind: by its name first, then its category (folk customs keep their place) */
export function heritageKind(category: string, name: string): SubjectKind | null {
  const byName = subjectOfText(name)
  if (byName && byName !== 'xinjiang' && byName !== 'panda') return byName
  if (category === 'CRAFT' || category === 'ART') return 'craft'
  if (['MUSIC', 'DANCE', 'DRAMA', 'QUYI', 'ACROBATICS'].includes(category)) return 'performer'
  return null
}

/** the scene of a subject: the kind's scenes in turn by seed, or the fallback for no kind */
export function sceneOfSubject(kind: SubjectKind | null, seed: number, fallback: DemoScene): DemoScene {
  if (!kind) return fallback
  const scenes = KIND_SCENES[kind]
  return scenes[Math.abs(seed) % scenes.length]
}

/** the scene for a text: the fallback when it already draws the text's subject (or none is named) */
export function sceneForText(text: string, seed: number, fallback: DemoScene): DemoScene {
  const kind = subjectOfText(text)
  return kind && !KIND_SCENES[kind].includes(fallback) ? sceneOfSubject(kind, seed, fallback) : fallback
}

/**
 * What a gallery adds after its subject: the same subject seen otherwise (an embroidery, then the
 * embroiderer at work, then the workshop), never another person for a portrait.
 */
const COMPANIONS: Record<SubjectKind, DemoScene[]> = {
  embroidery: ['artisan', 'craftwork', 'museum'],
  craft: ['artisan', 'embroidery', 'museum'],
  portrait: ['artisan', 'museum', 'garden'],
  artisan: ['craftwork', 'embroidery', 'museum'],
  performer: ['performer', 'theatre', 'oldstreet'],
  dish: KIND_SCENES.dish,
  xjdish: [...KIND_SCENES.xjdish, 'tea'],
  building: KIND_SCENES.building,
  landscape: KIND_SCENES.landscape,
  greatwall: ['mountain', 'snowpeak', 'river'],
  xinjiang: ['desert', 'grassland', 'snowpeak', 'lake'],
  panda: ['bamboo', 'mountain', 'lake'],
}
const FILLER: DemoScene[] = ['mountain', 'lake', 'river', 'oldstreet', 'temple', 'garden', 'pagoda']

/**
 * A gallery of count pictures: the first scene, the extra scenes (the caller's: the inheritor at
 * work, the type's usual views), then the kind's companions, each scene once (after the region's
 * swap, so a swapped panda does not meet the Great Wall it became twice).
 */
export function galleryScenes(first: DemoScene, count: number, extra: DemoScene[] = [], swap = (s: DemoScene) => s): DemoScene[] {
  const kind = kindOfScene(first)
  const pool = [first, ...extra, ...(kind ? COMPANIONS[kind] : []), ...FILLER].map(swap)
  return pool.filter((s, i) => pool.indexOf(s) === i).slice(0, count)
}

/** given-name characters mostly women's: a portrait of a named person picks by them (demo names only) */
const WOMEN_NAMES = /[秀兰丽娟静怡桐萍珍芳英红霞燕玲婷雪梅琴慧敏莉娜蓉茹淑巧晓雨]/

export function portraitOfName(name: string): DemoScene {
  return WOMEN_NAMES.test(name.slice(1)) ? 'woman' : 'man'
}

/**
 * A named person's pictures (a finalist, a volunteer, an inheritor): the portrait, then the person
 * at their work as the description says (on stage, at the bench), then the place or work.
 */
export function personScenes(name: string, about: string, place: DemoScene): DemoScene[] {
  const kind = subjectOfText(about)
  const work: DemoScene =
    kind === 'performer' ? 'performer' : kind === 'craft' || kind === 'embroidery' || kind === 'dish' ? 'artisan' : place
  const object = kind === 'embroidery' ? 'embroidery' : kind === 'craft' ? 'craftwork' : kind === 'dish' ? 'dish' : place
  const list = [portraitOfName(name), work, object, ...galleryScenes(place, 3)]
  return list.filter((s, i) => list.indexOf(s) === i).slice(0, 3)
}

/**
 * What a dish is in a region whose kitchen is not Sichuan's: Xinjiang serves big-plate chicken or
 * pilaf (xjdish), laghman (lamian) and lamb skewers with samsa (kebab) where the Sichuan scenes draw
 * dumplings or mapo tofu, a bowl of noodles and a hotpot. Tea stays tea.
 */
const REGION_DISHES: Record<string, Partial<Record<DemoScene, DemoScene>>> = {
  'xj-region': { dish: 'xjdish', noodles: 'lamian', hotpot: 'kebab' },
}

/**
 * Scenes that belong to Sichuan (pandas, hot pot, bamboo groves, Qiang towers, its dishes) and what
 * a site in another region shows in their place: a stock line seeded on the Great Wall park or in
 * Xinjiang never shows a panda there, nor a Xinjiang food item mapo tofu.
 */
const REGION_SWAPS: Record<string, Partial<Record<DemoScene, DemoScene>>> = {
  'cc-greatwall': {
    panda: 'greatwall',
    bamboo: 'mountain',
    hotpot: 'dish',
    stonetowers: 'greatwall',
    terraces: 'greatwall',
    desert: 'greatwall',
  },
  'xj-region': {
    panda: 'grassland',
    bamboo: 'desert',
    stonetowers: 'desert',
    terraces: 'grassland',
    greatwall: 'desert',
    ...REGION_DISHES['xj-region'],
  },
}

export function regionalScene(siteCode: string, scene: DemoScene): DemoScene {
  return REGION_SWAPS[siteCode]?.[scene] ?? scene
}

/**
 * The region's dish for a dish scene, other scenes unchanged: for hand-written tables (places,
 * heritage food) whose landscapes are the region's own already (Turpan's vineyards drawn as terraces).
 */
export function regionalDish(siteCode: string, scene: DemoScene): DemoScene {
  return REGION_DISHES[siteCode]?.[scene] ?? scene
}
