/**
 * The demo stories' words, written by rules from the site's own places (content/demo-facts.ts):
 * each strategy is about one place of the site and says its address, hours, price, season, its
 * spots and what is near; each story, moment and work names its place. So a Xinjiang site's
 * strategies are of 天池 and 喀纳斯, and no two strategies share a paragraph.
 */
import type { DemoPlace, PlaceKind } from '../../db/seed/places'
import {
  extraWords,
  nearest,
  ownWords,
  regionFactsOf,
  sceneOfCover,
  sentencesOf,
  shortAddress,
  visitFacts,
  type RegionFacts,
} from '../content/demo-facts'
import type { DemoScene } from '../demo-pictures/pictures'

/** a story line: title, tag index (TAGS of demo-stories.ts), picture scene and n, and its text */
export interface StoryLine {
  title: string
  tag: number
  scene: DemoScene
  n: number
  text: string
}

const sentence = (text: string) => (/[。！？]$/.test(text) ? text : `${text}。`)

/**
 * Takes the places texts are about, each once: the `at`-th unused place of a kind, else the next
 * unused scenic area, else any unused place (a site with few places of a kind still gets distinct
 * texts).
 */
function placePicker(f: RegionFacts) {
  const used = new Set<DemoPlace>()
  return (kind: PlaceKind, at = 0): DemoPlace => {
    const free = (list: DemoPlace[]) => list.filter((p) => !used.has(p))
    const own = free(f.of(kind))
    const p = own[at % Math.max(own.length, 1)] ?? free(f.of('SCENERY'))[0] ?? free(f.all.filter((x) => !x.parent))[0] ?? f.all[0]
    used.add(p)
    return p
  }
}

function picture(p: DemoPlace, k = 0): { scene: DemoScene; n: number } {
  const { scene, n } = sceneOfCover(p.cover)
  return { scene, n: n + k }
}

/** the practical paragraphs of a strategy about a scenic place */
function visitParagraphs(p: DemoPlace, f: RegionFacts): string[] {
  const { hours, season } = visitFacts(p)
  const spots = f.childrenOf(p).filter((c) => c.type === 'SPOTS')
  const food = nearest(p, f.of('FOOD'))
  const stay = nearest(p, f.of('HOTEL'))
  return [
    `地址：${p.address}。开放时间 ${p.openHours}，门票 ${p.price || '免费'}${p.level ? `，国家 ${p.level} 级旅游景区` : ''}。`,
    `时间：${p.name}${hours ? `建议留出 ${hours} 小时` : '建议留出半天'}${season ? `，${season}来最合适` : ''}；早上开园后一小时内人最少。`,
    spots.length > 0 ? `路线：${spots.map((s) => s.name).join(' → ')}。第一站${spots[0].name}：${sentence(spots[0].summary)}` : '',
    food || stay
      ? `从${p.name}出来，${food ? `饭可以在${food.name}吃（${food.summary}）` : ''}${food && stay ? '，' : ''}${stay ? `晚上住${stay.name}（${stay.summary}）` : ''}。`
      : '',
  ].filter(Boolean)
}

type Strategy = {
  kind: PlaceKind
  at?: number
  tag: number
  title: (p: DemoPlace, f: RegionFacts) => string
  body: (p: DemoPlace, f: RegionFacts) => string[]
}

const STRATEGIES: Strategy[] = [
  {
    kind: 'FOOD',
    tag: 0,
    title: (p, f) => `三天两夜吃遍${f.short}：从${p.name}吃起`,
    // the first is the strategy's own place; three more of the site's restaurants follow
    body: (p, f) =>
      [p, ...f.of('FOOD').filter((x) => x !== p)]
        .slice(0, 4)
        .map(
          (x, i) =>
            `第 ${i + 1} 站 ${x.name}：${x.summary}。地址 ${shortAddress(x, f)}，${x.price ? `${x.price}，` : ''}营业 ${x.openHours}。`,
        ),
  },
  {
    kind: 'SCENERY',
    tag: 2,
    title: (p) => `${p.name}一日游：路线、门票和最佳时间`,
    body: (p, f) => [ownWords(p), ...visitParagraphs(p, f)],
  },
  {
    kind: 'RESEARCH_BASE',
    tag: 3,
    title: (p) => `带娃去${p.name}：亲子研学攻略`,
    body: (p, f) => [
      `${p.name}：${sentence(p.summary)}课程和体验活动需提前在本平台预约，适合 6 到 14 岁的孩子。`,
      `地址：${shortAddress(p, f)}；开放时间 ${p.openHours}${p.price ? `；费用 ${p.price}` : ''}。`,
      `给孩子带上水壶和笔记本，${nearest(p, f.of('FOOD'))?.name ?? '附近餐馆'}可以解决午饭。`,
    ],
  },
  {
    kind: 'ENTERTAINMENT',
    tag: 4,
    title: (p) => `${p.name}夜游路线：吃喝玩乐怎么安排`,
    body: (p, f) => [
      `${p.name}（${shortAddress(p, f)}）：${sentence(p.summary)}开放时间 ${p.openHours}。`,
      `傍晚先到，天黑前拍街景；${nearest(p, f.of('FOOD'))?.name ?? '街边小馆'}吃晚饭，灯亮以后再逛。`,
      `回程：夜里打车的人多，提前约车或乘末班公交；${nearest(p, f.of('PARKING'))?.name ?? '附近停车场'}可停车。`,
    ],
  },
  {
    kind: 'VENUE',
    tag: 1,
    title: (p) => `${p.name}怎么逛不累：精华展厅路线`,
    body: (p, f) => {
      const kids = f.childrenOf(p)
      const shows = kids.filter((c) => c.type === 'EXHIBITION')
      const treasures = kids.filter((c) => c.type === 'COLLECTION')
      return [
        `${p.name}：${sentence(p.summary)}开放时间 ${p.openHours}，须实名预约。`,
        shows.length > 0
          ? `先看展：${shows.map((s) => `“${s.name}”（${s.summary}）`).join('、')}。`
          : `展厅按时代顺序排列，先看常设展再看临展。`,
        treasures.length > 0
          ? `别错过：${treasures.map((s) => `${s.name}——${s.summary}`).join('；')}。`
          : `馆内有免费讲解，每天上午十点、下午三点各一场。`,
      ]
    },
  },
  {
    kind: 'SCENERY',
    at: 1,
    tag: 5,
    title: (p) => `${p.name}摄影攻略：机位与光线`,
    body: (p, f) => [`${p.name}，${sentence(p.summary)}日出后和日落前一小时光线最好。`, ...visitParagraphs(p, f)],
  },
  {
    kind: 'SCENERY',
    at: 1,
    tag: 2,
    title: (p) => `${p.name}自驾攻略：路况、停车和住宿`,
    body: (p, f) => [
      `自驾到${p.name}：导航到“${shortAddress(p, f)}”，${nearest(p, f.of('PARKING'))?.name ?? '景区停车场'}可停车。`,
      ...visitParagraphs(p, f),
    ],
  },
  {
    kind: 'SCENIC_SHOW',
    tag: 1,
    title: (p) => `看${p.name}：场次、票价与座位选择`,
    body: (p, f) => [
      `${p.name}：${sentence(p.summary)}`,
      `场次：${p.openHours}；票价 ${p.price || '以现场为准'}；地点 ${shortAddress(p, f)}。`,
      `中间区域前排视角最好，带孩子的建议选靠过道的座位，提前 30 分钟检票。`,
    ],
  },
  {
    kind: 'RURAL',
    tag: 4,
    title: (p) => `${p.name}周末慢游：住哪儿、吃什么`,
    body: (p, f) =>
      [
        `${p.name}在${shortAddress(p, f)}，${sentence(p.summary)}`,
        extraWords(p),
        `住：${nearest(p, f.of('HOMESTAY'))?.name ?? '村里的农家院'}；吃：${nearest(p, f.of('FOOD'))?.name ?? '村口的农家乐'}。`,
      ].filter(Boolean),
  },
  {
    kind: 'FOOD',
    at: 1,
    tag: 0,
    title: (p) => `${p.name}探店：招牌菜与排队攻略`,
    body: (p, f) => [
      `${p.name}：${sentence(p.summary)}地址 ${shortAddress(p, f)}。`,
      `营业时间 ${p.openHours}，${p.price ? `${p.price}，` : ''}饭点前半小时到基本不用排队。`,
      `吃完可以去${nearest(p, f.of('SCENERY'))?.name ?? '附近的景点'}走走消食。`,
    ],
  },
  {
    kind: 'SPECIALITY',
    tag: 0,
    title: (p) => `${p.name}怎么买：产地、挑选与带回家`,
    body: (p, f) => [
      `${p.name}：${sentence(p.summary)}产地在${shortAddress(p, f)}。`,
      `${p.price ? `参考价 ${p.price}；` : ''}认准产地门店和本平台商城，散装的先尝后买。`,
      `带回家：${p.tags.length > 0 ? `${p.tags.join('、')}类特产` : '特产'}注意防潮，坐飞机的放托运行李。`,
    ],
  },
  {
    kind: 'SCENERY',
    at: 2,
    tag: 2,
    title: (p, f) => (f.childrenOf(p).length > 1 ? `${p.name}轻徒步：${f.childrenOf(p)[0].name}一路走` : `${p.name}轻徒步路线推荐`),
    body: (p, f) => [`${p.name}适合周末轻户外：${sentence(p.summary)}穿防滑的鞋，带够水。`, ...visitParagraphs(p, f)],
  },
  {
    kind: 'HOMESTAY',
    tag: 3,
    title: (p) => `住进${p.name}：民宿体验与周边玩法`,
    body: (p, f) => [
      `${p.name}：${sentence(p.summary)}地址 ${shortAddress(p, f)}，${p.price ? `房价 ${p.price}。` : '房价以预订为准。'}`,
      `周边可去${nearest(p, f.of('SCENERY'))?.name ?? '附近的景区'}，早上出门人少。`,
      `节假日房间紧张，提前一周预订，入住时报身份证登记。`,
    ],
  },
  {
    kind: 'SCENERY',
    at: 2,
    tag: 5,
    title: (p) => `${p.name}看日出：几点出发、在哪儿看`,
    body: (p, f) => [`${p.name}的日出值得早起：${sentence(p.summary)}`, ...visitParagraphs(p, f)],
  },
]

const STORY_TITLES: Array<{ kind: PlaceKind; tag: number; title: (p: DemoPlace, f: RegionFacts) => string; close: string }> = [
  { kind: 'HOMESTAY', tag: 1, title: (p) => `住在${p.name}的三个晚上`, close: '走的那天，老板娘往我包里塞了一袋自家做的点心。' },
  { kind: 'SCENIC_SHOW', tag: 1, title: (p) => `第一次看${p.name}，全场都沸腾了`, close: '散场时已经很晚，街上的人还在讨论刚才那一幕。' },
  { kind: 'SCENERY', tag: 2, title: (p) => `在${p.name}等了三个小时，终于等来好天气`, close: '下山的时候腿是软的，心里却很满。' },
  { kind: 'RURAL', tag: 4, title: (p) => `${p.name}遇到一位做了四十年手艺的老人`, close: '他说手艺没有捷径，一天一天做下去就是了。' },
  { kind: 'RESEARCH_BASE', tag: 3, title: (p) => `和孩子一起在${p.name}度过的一天`, close: '回家的路上，孩子说下次还要来。' },
  { kind: 'SCENERY', tag: 2, title: (p) => `雨后的${p.name}，空气都是甜的`, close: '雨停了，我们在亭子里坐了很久，谁也不想先走。' },
  {
    kind: 'FOOD',
    tag: 0,
    title: (p, f) => `那顿${p.name}，是我对${f.short}的第一印象`,
    close: '后来又去过很多次，还是第一次的味道最难忘。',
  },
  { kind: 'SCENERY', tag: 5, title: (p) => `清晨的${p.name}，只有鸟叫声`, close: '太阳出来以后，游客多了，那份安静就只属于早起的人。' },
  { kind: 'VENUE', tag: 1, title: (p) => `在${p.name}里待了一个下午`, close: '出门时天已经黑了，才发现自己一口水都没喝。' },
  { kind: 'ENTERTAINMENT', tag: 4, title: (p) => `在${p.name}逛到深夜`, close: '回酒店的路上，手里还拿着没吃完的小吃。' },
  { kind: 'SCENERY', tag: 2, title: (p) => `${p.name}的星空，比照片里更亮`, close: '那一晚我数不清有多少颗星星，只记得冷和美。' },
  { kind: 'SPECIALITY', tag: 1, title: (p) => `为了${p.name}，专门跑了一趟产地`, close: '带回去分给同事，大家都问在哪儿买的。' },
]

const MOMENT_PHRASES: Array<[PlaceKind, number, (name: string) => string]> = [
  ['SCENERY', 5, (n) => `${n}的晚霞太美了，随手一拍都是壁纸`],
  ['FOOD', 0, (n) => `排队半小时的${n}，值！`],
  ['SCENERY', 3, (n) => `周末带娃逛${n}，小家伙自己走完了全程`],
  ['ENTERTAINMENT', 4, (n) => `${n}的灯亮起来了`],
  ['VENUE', 1, (n) => `${n}新展开幕，文物太震撼`],
  ['RURAL', 2, (n) => `${n}的田野，风吹过来都是香的`],
  ['HOTEL', 0, (n) => `${n}的早餐，暖到心里`],
  ['SCENERY', 5, (n) => `${n}的夜景，灯火万家`],
  ['SPECIALITY', 1, (n) => `刚买的${n}，给家里人寄一箱`],
  ['SCENERY', 2, (n) => `${n}的风，吹得人什么都不想`],
  ['SCENIC_SHOW', 5, (n) => `${n}谢幕那一刻，全场起立`],
]

const WORK_WORDS = ['晨雾', '日落', '秋色', '雪霁', '夜色', '倒影', '远眺', '星空', '晨光', '云影', '炊烟']

/** the written texts of a site's stories of each type (PK: the topic's title, then its lines) */
export function demoStoryTexts(siteCode: string) {
  const f = regionFactsOf(siteCode) ?? regionFactsOf('cd-city')!
  const take = placePicker(f)
  const strategies: StoryLine[] = STRATEGIES.map((s) => {
    const p = take(s.kind, s.at ?? 0)
    const title = s.title(p, f)
    return { title, tag: s.tag, ...picture(p), text: [`${title}。`, ...s.body(p, f)].join('\n\n') }
  })
  const storyTake = placePicker(f)
  const stories: StoryLine[] = STORY_TITLES.map((s) => {
    const p = storyTake(s.kind)
    const title = s.title(p, f)
    const said = sentencesOf(extraWords(p)).slice(0, 2).join('')
    return {
      title,
      tag: s.tag,
      ...picture(p, 1),
      text: [`${title}。`, `那天我们从${shortAddress(p, f)}开始走。${sentence(p.summary)}${said}`, s.close].join('\n\n'),
    }
  })
  const momentTake = placePicker(f)
  const moments: StoryLine[] = MOMENT_PHRASES.map(([kind, tag, phrase]) => {
    const p = momentTake(kind)
    return { title: phrase(p.name), tag, ...picture(p, 2), text: '' }
  })
  const scenic = f.of('SCENERY').concat(f.of('RURAL'))
  const works: StoryLine[] = WORK_WORDS.map((word, i) => {
    const p = scenic[i % scenic.length]
    return { title: `《${p.name}·${word}》`, tag: 5, ...picture(p, 3 + i), text: `摄影作品。摄于${p.name}，${sentence(p.summary)}` }
  })
  const [a, b] = f.of('FOOD')
  const pk = {
    topic: `${a.name} vs ${b.name}，你站哪一边？`,
    lines: [
      [a, `${a.name}派：${a.summary}`],
      [b, `${b.name}派：${b.summary}`],
      [a, `${a.name}派：就在${shortAddress(a, f)}，排队也值`],
      [b, `${b.name}派：${b.openHours}，随时想吃随时去`],
    ].map(([p, title]) => ({ title: title as string, tag: 0, ...picture(p as DemoPlace, 4), text: '' })),
  }
  const tagCover = (kinds: PlaceKind[]) => picture(kinds.map((k) => f.of(k)[0]).find(Boolean) ?? f.all[0])
  const tagPictures = [
    tagCover(['FOOD']),
    tagCover(['VENUE']),
    tagCover(['SCENERY']),
    tagCover(['RESEARCH_BASE', 'SCENERY']),
    tagCover(['RURAL', 'ENTERTAINMENT']),
    picture(f.of('SCENERY')[1] ?? f.all[0]),
  ]
  return { strategies, stories, moments, works, pk, tagPictures }
}
