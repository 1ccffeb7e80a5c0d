/**
 * Demo votes and surveys for cd-city (Chengdu) and sc-province (Sichuan), made at start for a site
 * without any campaign: per site one campaign under way, one not started, one over (and a second one
 * under way on cd-city), each with at least 12 entries with demo pictures and believable counts;
 * surveys with about 200 demo answers (no user) so the result charts look real. Dates count from
 * the start's clock.
 */
import { eq, inArray } from 'drizzle-orm'
import type { Question } from '../../../../src/core/votes/survey'
import type { FieldCrypto } from '../../auth/field-crypto'
import { findUserByPhone } from '../../auth/users'
import type { Database } from '../../db/database'
import { sites, surveyAnswers, surveys, voteCampaigns, voteEntries, type SurveyGroupRow } from '../../db/schema'
import { galleryScenes, personScenes } from '../demo-pictures/subjects'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import { castVote } from './vote-service'

const DAY_MS = 86_400_000
export const DEMO_VOTE_SITES = ['cd-city', 'sc-province'] as const

interface CampaignLine {
  title: string
  voteType: 'WORK' | 'PERSON'
  /** days from the seed's day: start and end */
  from: number
  to: number
  dailyLimit: number
  joinable: boolean
  organizer: string
  intro: string
  scene: DemoScene
  /** entry: title | description | scene */
  entries: string
}

const RULES = (limit: number) =>
  [
    `每位用户每天在本活动中最多可投 ${limit} 票，每个作品每天只能投 1 票。`,
    '投票需登录并绑定手机号，投票时间以活动起止时间为准。',
    '严禁刷票，一经发现取消作品参评资格。',
    '最终结果以网络投票（占 40%）与专家评审（占 60%）综合评定。',
  ].join('\n')

const CD: CampaignLine[] = [
  {
    title: '最美成都文旅打卡地评选',
    voteType: 'WORK',
    from: -10,
    to: 20,
    dailyLimit: 3,
    joinable: true,
    organizer: '成都市文化广电旅游局',
    intro:
      '寻找你心中最美的成都文旅打卡地：一条老街、一座公园、一间茶馆，都可以是成都的名片。欢迎市民游客投票，也欢迎上传你拍摄的打卡地参评。',
    scene: 'skyline',
    entries: `宽窄巷子|清代古街与川西民居，一碗盖碗茶看尽老成都的慢生活。|oldstreet
锦里古街|紧邻武侯祠的三国文化街区，夜晚红灯笼点亮整条街。|oldstreet
成都大熊猫繁育研究基地|清晨去看熊猫吃竹子，是来成都必做的一件事。|panda
杜甫草堂|“安得广厦千万间”，诗圣故居里的竹林与梅园。|garden
武侯祠|君臣合祀的祠庙，红墙竹影是最出片的角落。|temple
文殊院|川西最大的佛教寺院之一，素斋与香火同样有名。|temple
人民公园鹤鸣茶社|百年茶社，掏耳朵、喝盖碗茶、看相亲角。|tea
望江楼公园|薛涛故里，一百多种竹子的竹林公园。|bamboo
东郊记忆|老厂房改造的音乐与艺术街区。|skyline
九眼桥|锦江夜色最美的地方，酒吧与游船相映。|river
天府艺术公园|成都美术馆与成都市民音乐厅所在的城市公园。|lake
成都博物馆|天府广场西侧，看皮影、看汉代陶俑。|museum
黄龙溪古镇|千年水乡古镇，火龙灯舞非遗表演。|river
安仁古镇|公馆老街与建川博物馆聚落。|oldstreet
街子古镇|青城山下的古镇，古银杏与味江河。|mountain
都江堰景区|两千多年仍在使用的水利工程。|river`,
  },
  {
    title: '天府非遗好作品',
    voteType: 'WORK',
    from: 5,
    to: 35,
    dailyLimit: 3,
    joinable: true,
    organizer: '成都市非物质文化遗产保护中心',
    intro: '征集与展示天府之国的非遗手工作品：蜀绣、竹编、漆艺、银花丝……活动开始后即可为你喜爱的作品投票，开始前可先报名参评。',
    scene: 'museum',
    entries: `蜀绣《芙蓉锦鲤》|双面异色绣，锦鲤在芙蓉花间游动。|garden
瓷胎竹编《青花茶具》|细如发丝的竹丝依胎编织，薄如蝉翼。|bamboo
成都漆艺《雕花填彩盘》|雕花填彩技法，朱漆与金彩相映。|museum
银花丝《宝相花果盘》|以银丝掐、填、攒、焊而成。|museum
蜀锦《天府之国》|经锦工艺织出都江堰、熊猫与芙蓉。|garden
糖画《十二生肖》|一勺糖汁在石板上画出生肖。|oldstreet
川剧脸谱《变脸十二谱》|手绘川剧传统脸谱。|theatre
皮影《三英战吕布》|成都皮影戏经典剧目的全套影人。|theatre
棕编《蚱蜢与花篮》|新繁棕编，以棕叶编成小虫与花篮。|bamboo
绵竹年画《迎春图》|木版套色年画，喜庆热闹。|museum
竹根雕《济公》|依竹根天然形态雕成。|bamboo
蒙顶山茶《甘露》手工制茶|非遗制茶技艺做出的蒙顶甘露。|tea
郫县豆瓣传统晒场|“翻、晒、露”的传统酿造工艺。|noodles`,
  },
  {
    title: '最美志愿者',
    voteType: 'PERSON',
    from: -40,
    to: -3,
    dailyLimit: 5,
    joinable: false,
    organizer: '成都市文化志愿服务总队',
    intro: '表彰一年来在景区、场馆、图书馆默默付出的文化志愿者。投票已结束，结果即将公布。',
    scene: 'garden',
    entries: `王秀兰|成都图书馆“阅读推广人”，累计服务 1200 小时。|museum
李建国|杜甫草堂讲解志愿者，退休教师，讲解 860 场。|garden
张晓雨|大熊猫基地科普志愿者，带领 3 万名孩子认识熊猫。|panda
刘志强|宽窄巷子文明引导志愿者，服务游客数十万人次。|oldstreet
陈思远|成都博物馆双语讲解志愿者。|museum
杨丽娟|社区文化站川剧公益课老师。|theatre
赵明轩|都江堰景区应急救护志愿者。|river
黄文静|盲人电影院口述影像志愿者。|theatre
周海波|锦江河道文明巡护志愿者。|river
吴佳怡|非遗传承进校园志愿者。|museum
孙德华|青城山景区登山救助志愿者。|mountain
何雨桐|文化馆少儿美术公益课志愿者。|garden`,
  },
  {
    title: '成都夜游好去处',
    voteType: 'WORK',
    from: -3,
    to: 27,
    dailyLimit: 5,
    joinable: false,
    organizer: '成都市文化广电旅游局',
    intro: '夜色中的成都：灯火、夜市、演出与江景，选出你最爱的夜游去处。',
    scene: 'river',
    entries: `锦江夜游|乘船从九眼桥出发，看两岸灯火。|river
太古里夜景|古建筑与现代商业街区的夜色。|skyline
锦里夜市|红灯笼下的小吃与手作。|oldstreet
339 天府熊猫塔|登塔俯瞰成都夜景。|skyline
蜀风雅韵川剧|变脸吐火，看一场正宗川剧。|theatre
建设路小吃街|成都人的夜宵街。|noodles
东郊记忆夜场|Livehouse 与夜间市集。|skyline
玉林路小酒馆|一首歌唱红的街巷。|oldstreet
交子公园夜景|交子之环与金融城的灯光。|lake
望平街|滨河的潮流夜生活街区。|river
宽窄巷子夜游|夜色中的川西院落。|oldstreet
熊猫星球火锅街|热辣的成都夜宵。|hotpot`,
  },
]

const SC: CampaignLine[] = [
  {
    title: '四川十大文旅新地标',
    voteType: 'WORK',
    from: -8,
    to: 22,
    dailyLimit: 3,
    joinable: true,
    organizer: '四川省文化和旅游厅',
    intro: '从盆地到高原，寻找四川文旅新地标。',
    scene: 'mountain',
    entries: `九寨沟景区|童话世界的彩林与海子。|lake
峨眉山金顶|云海日出与十方普贤。|mountain
乐山大佛|“山是一尊佛，佛是一座山”。|temple
稻城亚丁|最后的香格里拉。|snowpeak
三星堆博物馆|青铜神树与黄金面具。|museum
海螺沟冰川|低海拔现代冰川与温泉。|snowpeak
阆中古城|风水古城与张飞庙。|oldstreet
自贡彩灯公园|千年灯会，灯火辉煌。|pagoda
蜀南竹海|万亩翠竹，竹海连天。|bamboo
光雾山|红叶之乡。|mountain
泸沽湖|摩梭人的母亲湖。|lake
桃坪羌寨|羌族碉楼与水系。|stonetowers`,
  },
  {
    title: '巴蜀非遗传承人风采',
    voteType: 'PERSON',
    from: 6,
    to: 36,
    dailyLimit: 3,
    joinable: false,
    organizer: '四川省非物质文化遗产保护中心',
    intro: '走近守护巴蜀非遗的传承人。活动尚未开始。',
    scene: 'museum',
    entries: `郝淑萍|蜀绣国家级代表性传承人。|garden
钱俊华|瓷胎竹编省级传承人。|bamboo
宋西平|成都漆艺国家级传承人。|museum
道安|银花丝技艺传承人。|museum
陈云华|川剧变脸传承人。|theatre
胡永康|绵竹年画传承人。|museum
杨华珍|藏羌织绣传承人。|stonetowers
李兴华|蒙顶山茶制作技艺传承人。|tea
刘世忠|郫县豆瓣制作技艺传承人。|noodles
王光全|自贡灯会制作传承人。|pagoda
何洪庆|羌笛演奏传承人。|grassland
尼玛扎西|藏族唐卡传承人。|temple`,
  },
  {
    title: '四川最美乡村',
    voteType: 'WORK',
    from: -45,
    to: -5,
    dailyLimit: 3,
    joinable: false,
    organizer: '四川省文化和旅游厅',
    intro: '乡村振兴中的四川美丽乡村，投票已结束。',
    scene: 'terraces',
    entries: `战旗村|郫都区乡村振兴示范村。|homestay
明月村|蒲江县的陶艺与茶园村落。|tea
甲居藏寨|丹巴县的藏式民居群。|stonetowers
道明竹艺村|崇州市的竹编村。|bamboo
三圣花乡|成都近郊的花卉农家乐。|garden
桃坪村|理县的羌族古寨。|stonetowers
中峰村|平武县的梯田村落。|terraces
柳江古镇|洪雅县的吊脚楼古镇。|river
龙潭村|宜宾的竹海人家。|bamboo
宝山村|彭州市的生态山村。|mountain
黄龙溪村|双流区的水乡村落。|river
西岭雪山脚下的花水湾|温泉小镇与民宿。|homestay`,
  },
]

type OptionLine = [label: string, weight: number]
interface QuestionLine {
  type: 'single' | 'multiple' | 'text'
  title: string
  group: string
  required?: boolean
  maxChoices?: number
  options?: OptionLine[]
  /** text answers drawn from */
  texts?: string[]
}
interface SurveyLine {
  title: string
  intro: string
  from: number
  to: number
  scene: DemoScene
  groups: SurveyGroupRow[]
  questions: QuestionLine[]
}

const SATISFACTION: OptionLine[] = [
  ['非常满意', 46],
  ['满意', 34],
  ['一般', 13],
  ['不满意', 5],
  ['非常不满意', 2],
]

const CD_SURVEYS: SurveyLine[] = [
  {
    title: '成都游客满意度调查',
    intro: '感谢您来到成都！请花 2 分钟告诉我们您的旅行感受，帮助我们把服务做得更好。',
    from: -15,
    to: 45,
    scene: 'skyline',
    groups: [
      { code: 'basic', name: '基本信息' },
      { code: 'experience', name: '游览体验' },
      { code: 'advice', name: '意见建议' },
    ],
    questions: [
      {
        type: 'single',
        title: '您从哪里来到成都？',
        group: 'basic',
        options: [
          ['四川省内', 38],
          ['重庆', 12],
          ['华东地区', 18],
          ['华南地区', 14],
          ['北方地区', 13],
          ['境外', 5],
        ],
      },
      {
        type: 'single',
        title: '您本次在成都停留几天？',
        group: 'basic',
        options: [
          ['1 天', 14],
          ['2-3 天', 47],
          ['4-7 天', 30],
          ['7 天以上', 9],
        ],
      },
      {
        type: 'multiple',
        title: '您去过哪些地方？（可多选）',
        group: 'experience',
        options: [
          ['宽窄巷子', 62],
          ['大熊猫基地', 71],
          ['武侯祠 · 锦里', 55],
          ['杜甫草堂', 33],
          ['都江堰 · 青城山', 41],
          ['春熙路 · 太古里', 58],
        ],
      },
      { type: 'single', title: '您对成都旅游的总体满意度', group: 'experience', options: SATISFACTION },
      {
        type: 'multiple',
        title: '您觉得最需要改进的是？（最多选 2 项）',
        group: 'experience',
        maxChoices: 2,
        required: false,
        options: [
          ['景区排队', 44],
          ['交通停车', 38],
          ['餐饮价格', 17],
          ['标识指引', 21],
          ['卫生间', 15],
        ],
      },
      {
        type: 'text',
        title: '您还有什么建议？',
        group: 'advice',
        required: false,
        texts: [
          '熊猫基地早上人太多，希望能分时段预约。',
          '地铁很方便，希望景区之间有更多旅游专线。',
          '宽窄巷子的讲解很好，希望多一些免费讲解场次。',
          '火锅太好吃了，下次还来！',
          '希望多一些英文标识。',
          '城市很干净，市民很热情。',
        ],
      },
    ],
  },
  {
    title: '文化馆服务评价',
    intro: '成都市文化馆邀请您为我们的公益课程、展览与演出服务打分。',
    from: -20,
    to: 40,
    scene: 'museum',
    groups: [
      { code: 'use', name: '使用情况' },
      { code: 'rating', name: '服务评价' },
    ],
    questions: [
      {
        type: 'single',
        title: '您多久来一次文化馆？',
        group: 'use',
        options: [
          ['每周', 22],
          ['每月', 41],
          ['每季度', 24],
          ['第一次来', 13],
        ],
      },
      {
        type: 'multiple',
        title: '您参加过哪些活动？（可多选）',
        group: 'use',
        options: [
          ['公益培训课', 58],
          ['展览', 49],
          ['演出', 37],
          ['讲座', 26],
          ['非遗体验', 31],
        ],
      },
      { type: 'single', title: '您对课程老师的满意度', group: 'rating', options: SATISFACTION },
      {
        type: 'single',
        title: '您对场馆环境与设施的满意度',
        group: 'rating',
        options: [
          ['非常满意', 39],
          ['满意', 40],
          ['一般', 15],
          ['不满意', 4],
          ['非常不满意', 2],
        ],
      },
      {
        type: 'text',
        title: '您希望增加哪些课程？',
        group: 'rating',
        required: false,
        texts: ['希望开设周末的书法课。', '想学川剧唱腔。', '多一些亲子手工课。', '摄影课名额太少了。', '希望有晚上的舞蹈课。'],
      },
    ],
  },
  {
    title: '成都夜间消费调查',
    intro: '了解市民游客的夜间文旅消费习惯。本调查已结束，感谢参与。',
    from: -60,
    to: -10,
    scene: 'river',
    groups: [{ code: 'night', name: '夜间消费' }],
    questions: [
      {
        type: 'single',
        title: '您每周夜间外出几次？',
        group: 'night',
        options: [
          ['0 次', 8],
          ['1-2 次', 48],
          ['3-4 次', 31],
          ['5 次以上', 13],
        ],
      },
      {
        type: 'multiple',
        title: '您夜间常去哪里？',
        group: 'night',
        options: [
          ['夜市小吃', 66],
          ['看演出', 28],
          ['江边散步', 45],
          ['酒吧 Livehouse', 30],
          ['书店', 18],
        ],
      },
      {
        type: 'single',
        title: '您单次夜间消费大约多少？',
        group: 'night',
        options: [
          ['50 元以下', 21],
          ['50-150 元', 46],
          ['150-300 元', 24],
          ['300 元以上', 9],
        ],
      },
    ],
  },
]

const SC_SURVEYS: SurveyLine[] = [
  {
    title: '四川文旅消费满意度调查',
    intro: '请为您在四川的旅行打分。',
    from: -12,
    to: 48,
    scene: 'mountain',
    groups: [
      { code: 'trip', name: '出行情况' },
      { code: 'rating', name: '满意度' },
    ],
    questions: [
      {
        type: 'multiple',
        title: '您去过四川哪些地方？',
        group: 'trip',
        options: [
          ['成都', 80],
          ['九寨沟', 35],
          ['峨眉山 · 乐山', 42],
          ['稻城亚丁', 15],
          ['阆中', 12],
        ],
      },
      {
        type: 'single',
        title: '您的出行方式',
        group: 'trip',
        options: [
          ['自驾', 36],
          ['高铁', 40],
          ['飞机', 16],
          ['跟团', 8],
        ],
      },
      { type: 'single', title: '总体满意度', group: 'rating', options: SATISFACTION },
      {
        type: 'text',
        title: '意见与建议',
        group: 'rating',
        required: false,
        texts: ['川西路况还需改善。', '景区预约很方便。', '美食太棒了。'],
      },
    ],
  },
  {
    title: '公共图书馆服务评价',
    intro: '四川省图书馆读者满意度调查。',
    from: -5,
    to: 55,
    scene: 'museum',
    groups: [{ code: 'library', name: '图书馆服务' }],
    questions: [
      {
        type: 'single',
        title: '您多久去一次图书馆？',
        group: 'library',
        options: [
          ['每周', 30],
          ['每月', 42],
          ['偶尔', 28],
        ],
      },
      { type: 'single', title: '您对借阅服务的满意度', group: 'library', options: SATISFACTION },
      {
        type: 'multiple',
        title: '您希望增加哪些服务？',
        group: 'library',
        options: [
          ['延长开放时间', 52],
          ['更多座位', 47],
          ['数字资源', 33],
          ['讲座活动', 25],
        ],
      },
    ],
  },
]

/** a deterministic pseudo-random source (mulberry32) */
function randomOf(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function pick(rand: () => number, options: OptionLine[]): number {
  const total = options.reduce((s, [, w]) => s + w, 0)
  let r = rand() * total
  for (const [i, [, w]] of options.entries()) {
    r -= w
    if (r < 0) return i
  }
  return options.length - 1
}

function questionsOf(line: SurveyLine): Question[] {
  return line.questions.map((q, i) => ({
    id: `q${i + 1}`,
    type: q.type,
    title: q.title,
    required: q.required ?? true,
    group: q.group,
    options: (q.options ?? []).map(([label], j) => ({ id: String.fromCharCode(97 + j), label })),
    maxChoices: q.maxChoices ?? 0,
  }))
}

/** one demo answer: single by weight, multiple each option by its weight (kept within maxChoices), text sometimes */
function demoAnswer(rand: () => number, line: SurveyLine, questions: Question[]) {
  const out: Record<string, string[] | string> = {}
  for (const [i, q] of questions.entries()) {
    const src = line.questions[i]
    if (q.type === 'single') out[q.id] = [q.options[pick(rand, src.options!)].id]
    else if (q.type === 'multiple') {
      let chosen = q.options.filter((_, j) => rand() * 100 < src.options![j][1]).map((o) => o.id)
      if (chosen.length === 0 && q.required) chosen = [q.options[pick(rand, src.options!)].id]
      if (q.maxChoices > 0) chosen = chosen.slice(0, q.maxChoices)
      if (chosen.length > 0) out[q.id] = chosen
    } else if (src.texts && rand() < 0.3) out[q.id] = src.texts[Math.floor(rand() * src.texts.length)]
  }
  return out
}

const day0 = (now: Date) => Math.floor((now.getTime() + 8 * 3_600_000) / DAY_MS) * DAY_MS - 8 * 3_600_000

/**
 * The demo user (the site's first test account) has voted on the first campaign under way on the
 * three days before the seed's day, and answered the first survey: /user-vote and /my-question show
 * rows at once. Cast through castVote, the same transaction as a visitor's vote, so the entries'
 * counts and the daily gates agree; past days only, so the e2e vote of today is still the first.
 */
async function seedDemoUserVotes(db: Database, crypto: FieldCrypto, site: typeof sites.$inferSelect, campaignId: number, now: Date) {
  const user = await findUserByPhone(db, crypto, site.id, site.config.testAccounts?.[0] ?? '13800000001')
  if (!user) return
  const entries = await db
    .select({ id: voteEntries.id })
    .from(voteEntries)
    .where(eq(voteEntries.voteId, campaignId))
    .orderBy(voteEntries.number)
  for (const [i, pickIndex] of [4, 1, 9].entries()) {
    const when = new Date(day0(now) - (3 - i) * DAY_MS + 12 * 3_600_000)
    await castVote(db, { siteId: site.id, userId: user.id, entryId: entries[pickIndex].id, now: when })
  }
}

export async function seedDemoVotes(db: Database, crypto: FieldCrypto, now: Date): Promise<void> {
  const rows = await db
    .select()
    .from(sites)
    .where(inArray(sites.siteCode, [...DEMO_VOTE_SITES]))
  for (const site of rows) {
    const n = await db.$count(voteCampaigns, eq(voteCampaigns.siteId, site.id))
    if (n > 0) continue
    const base = day0(now)
    const isCd = site.siteCode === 'cd-city'
    const campaigns = isCd ? CD : SC
    for (const [ci, c] of campaigns.entries()) {
      const startsAt = new Date(base + c.from * DAY_MS + 9 * 3_600_000)
      const endsAt = new Date(base + c.to * DAY_MS + 22 * 3_600_000)
      const [campaign] = await db
        .insert(voteCampaigns)
        .values({
          siteId: site.id,
          title: c.title,
          cover: demoPicture(c.scene, 11 + ci * 5),
          voteType: c.voteType,
          intro: c.intro,
          rules: RULES(c.dailyLimit),
          organizer: c.organizer,
          startsAt,
          endsAt,
          dailyLimit: c.dailyLimit,
          joinable: c.joinable,
          sort: campaigns.length - ci,
          createdAt: now,
        })
        .returning({ id: voteCampaigns.id })
      const rand = randomOf(ci * 97 + (isCd ? 1 : 2))
      const started = c.from <= 0
      const lines = c.entries
        .split('\n')
        .map((l) => l.trim())
        .filter(Boolean)
      await db.insert(voteEntries).values(
        lines.map((l, i) => {
          const [title, description, scene] = l.split('|')
          // a person is shown as a person (portrait, at work); a place or work by its own kind, each picture another scene
          const scenes =
            c.voteType === 'PERSON' ? personScenes(title, description, scene as DemoScene) : galleryScenes(scene as DemoScene, 3)
          const pictures = scenes.map((s, k) => demoPicture(s, 40 + ci * 60 + i * 3 + k))
          return {
            siteId: site.id,
            voteId: campaign.id,
            number: i + 1,
            title,
            description,
            author: c.voteType === 'PERSON' ? title : c.organizer,
            pictures,
            voteNum: started ? Math.round(300 + rand() * 3200 * (1 - i / (lines.length * 1.6))) : 0,
            createdAt: now,
          }
        }),
      )
      if (ci === 0) await seedDemoUserVotes(db, crypto, site, campaign.id, now)
    }
    const surveyLines = isCd ? CD_SURVEYS : SC_SURVEYS
    const demoUser = await findUserByPhone(db, crypto, site.id, site.config.testAccounts?.[0] ?? '13800000001')
    for (const [si, line] of surveyLines.entries()) {
      const questions = questionsOf(line)
      const answerCount = 180 + si * 17
      const [survey] = await db
        .insert(surveys)
        .values({
          siteId: site.id,
          title: line.title,
          cover: demoPicture(line.scene, 21 + si * 7),
          intro: line.intro,
          startsAt: new Date(base + line.from * DAY_MS),
          endsAt: new Date(base + line.to * DAY_MS + 22 * 3_600_000),
          groups: line.groups,
          questions,
          answerNum: answerCount,
          sort: surveyLines.length - si,
          createdAt: now,
        })
        .returning({ id: surveys.id })
      const rand = randomOf(1000 + si * 31 + (isCd ? 0 : 500))
      const answers: (typeof surveyAnswers.$inferInsert)[] = Array.from({ length: answerCount }, (_, k) => ({
        siteId: site.id,
        surveyId: survey.id,
        userId: null,
        answers: demoAnswer(rand, line, questions),
        createdAt: new Date(Math.min(now.getTime(), base + line.from * DAY_MS + k * 3_600_000 * 1.5)),
      }))
      // the demo user answered the first survey (/my-question): one more answer, counted
      if (si === 0 && demoUser) {
        answers.push({
          siteId: site.id,
          surveyId: survey.id,
          userId: demoUser.id,
          answers: demoAnswer(rand, line, questions),
          createdAt: new Date(now.getTime() - 2 * DAY_MS),
        })
        await db
          .update(surveys)
          .set({ answerNum: answerCount + 1 })
          .where(eq(surveys.id, survey.id))
      }
      for (let k = 0; k < answers.length; k += 100) await db.insert(surveyAnswers).values(answers.slice(k, k + 100))
    }
  }
}
