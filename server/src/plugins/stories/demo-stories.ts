/**
 * Demo stories for the sites whose demo menus open them (TIME, RAIDERS or TOPIC: every site but
 * the SCENERY ones and intl-expo), seeded once for a site without any: tags, five topics (one
 * over, one not started, three under way: stories, a photo contest, a PK), and more than a page
 * of strategies, stories, moments and works each, written by made-up visitors about the site's
 * own places (demo-story-texts.ts), with drawn pictures of those places' scenes
 * (plugins/demo-pictures). Times are relative to the seeding moment.
 */
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/database'
import { demoBottomNav, demoIndexMenu } from '../../db/demo-menus'
import { sites, stories, storyTags, topics, type StoryType } from '../../db/schema'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import { demoStoryTexts, type StoryLine } from './demo-story-texts'
import { galleryScenes, regionalScene, sceneForText } from '../demo-pictures/subjects'

const DAY = 86_400_000
const MENUS = new Set(['TIME', 'RAIDERS', 'TOPIC'])

const TAGS = ['美食', '人文', '自然', '亲子', '古镇', '摄影']

const AUTHORS = [
  '行走的阿蓉',
  '小马过河',
  '猫猫爱旅行',
  '老陈看世界',
  '一只胖橘猫',
  '夏天的风',
  '背包客林子',
  '小满',
  '豆豆妈妈',
  '山野闲人',
]

/**
 * The Great Wall park's works (cc-greatwall's /cc-art lists its WORK stories): photographs,
 * paintings and calligraphy of the Hebei wall written by hand in place of the generated works, as
 * many, so every site's counts stay the same.
 */
const GREATWALL_WORKS: Array<[title: string, scene: DemoScene, text: string]> = [
  ['《金山岭晨曦》', 'greatwall', '摄影作品。凌晨四点登上望京楼，等第一缕阳光照亮将军楼一线的敌楼。'],
  ['《老龙头入海》', 'lake', '摄影作品。退潮时分，入海石城探进渤海，浪花拍打着明代的条石。'],
  ['《望京楼雪霁》', 'snowpeak', '摄影作品。雪后初晴，金山岭的垛口一层白一层青。'],
  ['《天下第一关》', 'greatwall', '书法作品。临萧显“天下第一关”榜书，五字各一尺见方。'],
  ['《大好河山·大境门》', 'greatwall', '国画作品。张库大道的驼队从大境门下出发，远山是燕山余脉。'],
  ['《水下长城》', 'lake', '摄影作品。潘家口水库水位最高的八月，城墙没入碧水，只露出敌楼的顶。'],
  ['《角山秋色》', 'greatwall', '油画作品。角山长城在十月的红叶里起伏，远处是山海关城。'],
  ['《烽火台上的星空》', 'greatwall', '摄影作品。董家口野长城的烽火台上，银河从敌楼顶上升起。'],
  ['《长城砖上的字》', 'museum', '摄影作品。板厂峪出土的文字砖，“万历五年石塘路造”清晰可辨。'],
  ['《白羊峪的黄昏》', 'greatwall', '水彩作品。夕阳落进峡谷，长城在山脊上像一条金线。'],
  ['《板厂峪砖窑》', 'oldstreet', '版画作品。明代砖窑群的窑口，一排排像长城的另一种样子。'],
]
const WORKS_OF: Record<string, StoryLine[]> = {
  'cc-greatwall': GREATWALL_WORKS.map(([title, scene, text], i) => ({ title, tag: 5, scene, n: i, text })),
}

function paragraphs(line: StoryLine, type: StoryType, tag: string): string {
  if (line.text) return line.text
  if (type === 'MOMENT') return `${line.title}。#${tag}#`
  return `${line.title}——参赛作品，欢迎点赞支持。`
}

function topicRows(siteId: number, now: number, scene: (s: DemoScene, n: number) => string, pk: { title: string; cover: string }) {
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
      title: pk.title,
      summary: '为你支持的一方发声，点赞决胜负',
      cover: pk.cover,
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
    const texts = demoStoryTexts(site.siteCode)
    await db.transaction(async (tx) => {
      const t = tx as unknown as Database
      // pictures of the site's own region (regionalScene), of the subject the title names (subjectOfText)
      const picture = (scene: DemoScene, n: number) => demoPicture(regionalScene(site.siteCode, scene), n)
      const tags = await t
        .insert(storyTags)
        .values(
          TAGS.map((name, i) => ({
            siteId: site.id,
            name,
            cover: picture(texts.tagPictures[i].scene, texts.tagPictures[i].n),
            sort: TAGS.length - i,
          })),
        )
        .returning()
      const pkCover = texts.pk.lines[0]
      const [storyTopic, workTopic, pkTopic] = await t
        .insert(topics)
        .values(topicRows(site.id, now.getTime(), picture, { title: texts.pk.topic, cover: picture(pkCover.scene, pkCover.n + 3) }))
        .returning()
      const rows: Array<typeof stories.$inferInsert> = []
      const add = (type: StoryType, lines: StoryLine[], topicId: number | null) =>
        lines.forEach((line, i) => {
          const { title, tag, scene, n } = line
          const k = rows.length
          // one in three is a portrait, so the waterfall's columns differ as real photos make them
          const portrait = k % 3 === 1
          const own = regionalScene(site.siteCode, sceneForText(title, i, scene))
          const swap = (s: DemoScene) => regionalScene(site.siteCode, s)
          const pictures = galleryScenes(own, type === 'MOMENT' ? 1 + (i % 3) : 3, [], swap).map((s, j) => demoPicture(s, n + j * 4))
          rows.push({
            siteId: site.id,
            storyType: type,
            topicId,
            tagId: tags[tag].id,
            title,
            content: paragraphs(line, type, tags[tag].name),
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
      add('STRATEGY', texts.strategies, null)
      add('STORY', texts.stories, storyTopic.id)
      add('MOMENT', texts.moments, null)
      add('WORK', WORKS_OF[site.siteCode] ?? texts.works, workTopic.id)
      add('PK', texts.pk.lines, pkTopic.id)
      await t.insert(stories).values(rows)
    })
  }
}
