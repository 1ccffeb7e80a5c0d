/**
 * Demo stories for the sites whose demo menus open them (TIME, RAIDERS or TOPIC: every site but
 * the SCENERY ones and intl-expo), seeded once for a site without any: tags, five topics (one
 * over, one not started, three under way: stories, a photo contest, a PK), and more than a page
 * of strategies, stories, moments and works each, written by made-up visitors, with drawn
 * pictures (plugins/demo-pictures). Times are relative to the seeding moment.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { demoBottomNav, demoIndexMenu } from '../../db/demo-menus'
import { sites, stories, storyTags, topics, type StoryType } from '../../db/schema'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import { galleryScenes, regionalScene, sceneForText } from '../demo-pictures/subjects'

const DAY = 86_400_000
const MENUS = new Set(['TIME', 'RAIDERS', 'TOPIC'])

const TAGS: Array<[string, DemoScene]> = [
  ['美食', 'hotpot'],
  ['人文', 'temple'],
  ['自然', 'mountain'],
  ['亲子', 'panda'],
  ['古镇', 'oldstreet'],
  ['摄影', 'lake'],
]

const AUTHORS = [
  '行走的阿蓉',
  '川西小马',
  '猫猫爱旅行',
  '老陈看世界',
  '一只胖熊猫',
  '夏天的风',
  '背包客林子',
  '小满',
  '豆豆妈妈',
  '山野闲人',
]

/** `text`: the work's own words, else a stock paragraph of its type */
type Line = [title: string, tag: number, scene: DemoScene, text?: string]

const STRATEGIES: Line[] = [
  ['三天两夜吃遍老城，本地人私藏清单', 0, 'hotpot'],
  ['青城山一日游：前山后山怎么走最省力', 2, 'mountain'],
  ['带娃看熊猫，错峰攻略和拍照机位', 3, 'panda'],
  ['古镇夜游路线：灯会、茶馆和小吃', 4, 'oldstreet'],
  ['博物馆怎么逛不累：三小时精华路线', 1, 'museum'],
  ['春天赏花地图：梯田油菜花最佳观赏期', 2, 'terraces'],
  ['雪山自驾攻略：路况、住宿和高反提醒', 2, 'snowpeak'],
  ['寺庙文化之旅：礼仪须知与建筑看点', 1, 'temple'],
  ['竹林徒步线路推荐，适合周末轻户外', 2, 'bamboo'],
  ['一碗面的讲究：老字号面馆探店攻略', 0, 'noodles'],
  ['茶馆里的慢生活：盖碗茶入门指南', 1, 'tea'],
  ['湖边露营全攻略：装备清单与营地选择', 5, 'lake'],
  ['非遗工坊体验路线：亲子手作一日游', 3, 'garden'],
  ['夜景摄影攻略：城市天际线最佳机位', 5, 'skyline'],
]

const STORIES: Line[] = [
  ['外婆家的老院子，藏着我的整个童年', 1, 'homestay'],
  ['第一次看川剧变脸，全场都沸腾了', 1, 'theatre'],
  ['在山顶等了三个小时，终于等来云海', 2, 'mountain'],
  ['古镇里遇到一位做了四十年竹编的手艺人', 4, 'oldstreet'],
  ['和孩子一起在熊猫基地度过的一天', 3, 'panda'],
  ['雨后的竹林，空气都是甜的', 2, 'bamboo'],
  ['那碗火锅，是我对这座城市的第一印象', 0, 'hotpot'],
  ['沿着河走，遇见清晨的渔船', 5, 'river'],
  ['寺里的银杏黄了，钟声很远', 1, 'temple'],
  ['石头寨子里的羌家婚礼', 1, 'stonetowers'],
  ['草原上的星空，比照片里更亮', 2, 'grassland'],
  ['在老茶馆听了一下午评书', 1, 'tea'],
]

const MOMENTS: Line[] = [
  ['今天的晚霞太美了，随手一拍都是壁纸', 5, 'lake'],
  ['排队半小时的冰粉，值！', 0, 'noodles'],
  ['周末带娃爬山，小家伙自己走完了全程', 3, 'mountain'],
  ['古镇的灯笼亮起来了', 4, 'oldstreet'],
  ['博物馆新展开幕，青铜器太震撼', 1, 'museum'],
  ['油菜花开了，黄澄澄一片', 2, 'terraces'],
  ['雪山脚下的早餐，酥油茶暖到心里', 0, 'snowpeak'],
  ['城市夜景，灯火万家', 5, 'skyline'],
  ['茶馆一坐就是一下午', 1, 'tea'],
  ['竹林里的风，沙沙作响', 2, 'bamboo'],
  ['园林里的荷花开了第一朵', 5, 'garden'],
]

const WORKS: Line[] = [
  ['《晨雾》', 5, 'lake'],
  ['《金色梯田》', 5, 'terraces'],
  ['《古镇雨巷》', 5, 'oldstreet'],
  ['《雪山日照金山》', 5, 'snowpeak'],
  ['《熊猫的午后》', 5, 'panda'],
  ['《长城秋色》', 5, 'greatwall'],
  ['《塔影》', 5, 'pagoda'],
  ['《大漠孤烟》', 5, 'desert'],
  ['《草原牧歌》', 5, 'grassland'],
  ['《江畔渔火》', 5, 'river'],
  ['《竹影》', 5, 'bamboo'],
]

/**
 * The Great Wall park's works (cc-greatwall's /cc-art lists its WORK stories): photographs,
 * paintings and calligraphy of the Hebei wall in place of the stock works, as many, so every
 * site's counts stay the same.
 */
const GREATWALL_WORKS: Line[] = [
  ['《金山岭晨曦》', 5, 'greatwall', '摄影作品。凌晨四点登上望京楼，等第一缕阳光照亮将军楼一线的敌楼。'],
  ['《老龙头入海》', 5, 'lake', '摄影作品。退潮时分，入海石城探进渤海，浪花拍打着明代的条石。'],
  ['《望京楼雪霁》', 5, 'snowpeak', '摄影作品。雪后初晴，金山岭的垛口一层白一层青。'],
  ['《天下第一关》', 5, 'greatwall', '书法作品。临萧显“天下第一关”榜书，五字各一尺见方。'],
  ['《大好河山·大境门》', 5, 'greatwall', '国画作品。张库大道的驼队从大境门下出发，远山是燕山余脉。'],
  ['《水下长城》', 5, 'lake', '摄影作品。潘家口水库水位最高的八月，城墙没入碧水，只露出敌楼的顶。'],
  ['《角山秋色》', 5, 'greatwall', '油画作品。角山长城在十月的红叶里起伏，远处是山海关城。'],
  ['《烽火台上的星空》', 5, 'greatwall', '摄影作品。董家口野长城的烽火台上，银河从敌楼顶上升起。'],
  ['《长城砖上的字》', 5, 'museum', '摄影作品。板厂峪出土的文字砖，“万历五年石塘路造”清晰可辨。'],
  ['《白羊峪的黄昏》', 5, 'greatwall', '水彩作品。夕阳落进峡谷，长城在山脊上像一条金线。'],
  ['《板厂峪砖窑》', 5, 'oldstreet', '版画作品。明代砖窑群的窑口，一排排像长城的另一种样子。'],
]
const WORKS_OF: Record<string, Line[]> = { 'cc-greatwall': GREATWALL_WORKS }

const PK: Line[] = [
  ['火锅派：一锅红汤，万物可涮', 0, 'hotpot'],
  ['串串派：一签一味，数着签子才过瘾', 0, 'hotpot'],
  ['火锅派：毛肚七上八下才是灵魂', 0, 'hotpot'],
  ['串串派：钵钵鸡冷吃也是一绝', 0, 'noodles'],
]

function paragraphs(title: string, type: StoryType, tag: string): string {
  if (type === 'MOMENT') return `${title}。#${tag}#`
  if (type === 'STRATEGY')
    return [
      `${title}。这份攻略整理了交通、门票、时间安排和避坑提示，收藏起来出发前再看一遍。`,
      '交通：建议地铁或公交出行，节假日景区周边停车位紧张，尽量错峰。',
      '时间：上午人少适合拍照，中午找家本地小馆子歇脚，傍晚再去看夜景。',
      '提示：部分场馆需要提前预约，带好身份证；山区早晚温差大，记得带件外套。',
    ].join('\n\n')
  if (type === 'WORK' || type === 'PK') return `${title}——参赛作品，欢迎点赞支持。`
  return [
    `${title}。`,
    '那天天气很好，我们沿着小路慢慢走，路边的老人在晒太阳，孩子们追着跑。',
    '很多年后再想起，记得的不是风景有多美，而是和谁一起、听到了什么故事。',
  ].join('\n\n')
}

function topicRows(siteId: number, now: number, scene: (s: DemoScene, n: number) => string) {
  const t = (days: number) => new Date(now + days * DAY)
  return [
    {
      siteId,
      kind: 'STORY' as const,
      title: '我的城市记忆',
      summary: '写下你和这座城市的故事',
      cover: scene('oldstreet', 2),
      startTime: t(-20),
      endTime: t(40),
      sort: 5,
    },
    {
      siteId,
      kind: 'WORK' as const,
      title: '最美春光摄影大赛',
      summary: '用镜头记录春天，点赞最多的作品获奖',
      cover: scene('terraces', 1),
      startTime: t(-10),
      endTime: t(30),
      sort: 4,
    },
    {
      siteId,
      kind: 'PK' as const,
      title: '火锅 vs 串串，你站哪一边？',
      summary: '为你支持的一方发声，点赞决胜负',
      cover: scene('hotpot', 3),
      startTime: t(-5),
      endTime: t(25),
      sort: 3,
    },
    {
      siteId,
      kind: 'STORY' as const,
      title: '夏日避暑好去处',
      summary: '下个月开始征集，敬请期待',
      cover: scene('lake', 2),
      startTime: t(20),
      endTime: t(80),
      sort: 2,
    },
    {
      siteId,
      kind: 'STORY' as const,
      title: '冬日暖阳故事会',
      summary: '已结束，感谢参与',
      cover: scene('snowpeak', 1),
      startTime: t(-120),
      endTime: t(-60),
      sort: 1,
    },
  ].map((row) => ({
    ...row,
    rule: '1. 活动期间登录后即可参与，作品须为本人原创。\n\n2. 内容健康积极，不得含有违法违规信息，违者取消资格。\n\n3. 按点赞数评选，结果在话题页公布。',
  }))
}

const hasMenus = (config: Parameters<typeof demoBottomNav>[0]) =>
  [...demoBottomNav(config), ...demoIndexMenu(config)].some((m) => MENUS.has(m.code))

export async function seedDemoStories(db: Database, now: Date): Promise<void> {
  for (const site of await db.select().from(sites)) {
    if (!hasMenus(site.config)) continue
    const n = await db.$count(topics, eq(topics.siteId, site.id))
    if (n > 0) continue
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      // pictures of the site's own region (regionalScene), of the subject the title names (subjectOfText)
      const picture = (scene: DemoScene, n: number) => demoPicture(regionalScene(site.siteCode, scene), n)
      const tags = await t
        .insert(storyTags)
        .values(TAGS.map(([name, scene], i) => ({ siteId: site.id, name, cover: picture(scene, i), sort: TAGS.length - i })))
        .returning()
      const [storyTopic, workTopic, pkTopic] = await t
        .insert(topics)
        .values(topicRows(site.id, now.getTime(), picture))
        .returning()
      const rows: Array<typeof stories.$inferInsert> = []
      const add = (type: StoryType, lines: Line[], topicId: number | null) =>
        lines.forEach(([title, tag, scene, text], i) => {
          const k = rows.length
          // one in three is a portrait, so the waterfall's columns differ as real photos make them
          const portrait = k % 3 === 1
          const own = regionalScene(site.siteCode, sceneForText(title, i, scene))
          const swap = (s: DemoScene) => regionalScene(site.siteCode, s)
          const pictures = galleryScenes(own, type === 'MOMENT' ? 1 + (i % 3) : 3, [], swap).map((s, j) => demoPicture(s, i + j * 4))
          rows.push({
            siteId: site.id,
            storyType: type,
            topicId,
            tagId: tags[tag].id,
            title,
            content: text ?? paragraphs(title, type, tags[tag].name),
            cover: pictures[0],
            coverWidth: portrait ? 600 : 800,
            coverHeight: portrait ? 800 : 600,
            images: pictures,
            authorName: AUTHORS[k % AUTHORS.length],
            regionName: site.config.name ?? '',
            likeNum: (k * 37) % 240,
            collectionNum: (k * 13) % 90,
            commentNum: 0,
            createdAt: new Date(now.getTime() - (k * 0.7 + 0.05) * DAY),
          })
        })
      add('STRATEGY', STRATEGIES, null)
      add('STORY', STORIES, storyTopic.id)
      add('MOMENT', MOMENTS, null)
      add('WORK', WORKS_OF[site.siteCode] ?? WORKS, workTopic.id)
      add('PK', PK, pkTopic.id)
      await t.insert(stories).values(rows)
    })
  }
}
