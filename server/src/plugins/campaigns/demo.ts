/**
 * Demo campaigns (docs/contract-campaigns.md "Demo data"), written at start for a site without any,
 * through saveCampaign (so every record passes validateCampaign): on cd-city one record for every
 * named campaign route of the spec but /spring-festival-xj, which is xj-region's, plus one campaign
 * no route names (`summer-night-tour`, only at /campaign/summer-night-tour: a new campaign needs no
 * build). Places, news and stories are the site's demo rows, found by name; the skills contest's
 * players are a vote campaign of candidates (the votes capability's tables and rules).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { CampaignInput, CampaignSection, RichBlock } from '../../../../src/core/campaigns/contract'
import type { Database } from '../../db/database'
import { campaigns, contents, places, sites, stories, voteCampaigns, voteEntries } from '../../db/schema'
import { demoSeasonWindow, newYearsEveInstant, type DemoSeason } from '../../demo/seasons'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import { personScenes } from '../demo-pictures/subjects'
import { saveCampaign } from './service'

const DAY_MS = 86_400_000
export const DEMO_CAMPAIGN_SITES = ['cd-city', 'xj-region'] as const

interface Lookups {
  place: (...names: string[]) => number[]
  news: (...titles: string[]) => number[]
  story: (...titles: string[]) => number[]
  voteId?: number
  at: (days: number) => string
  /** 00:00 of the next 除夕 (ISO): the Spring Festival countdowns */
  newYearsEve: string
  /** the end of the season's occurrence the demo shows (ISO) */
  seasonEnd: (season: DemoSeason) => string
  /** a campaign's lines about places, by name → by id */
  notes: (byName: Record<string, string>) => Record<string, string>
}

const p = (text: string): RichBlock => ({ type: 'paragraph', text })
const h = (text: string): RichBlock => ({ type: 'heading', text })
const banner = (title: string, subtitle: string, scene: DemoScene, n: number): CampaignSection => ({
  kind: 'banner',
  title,
  subtitle,
  image: demoPicture(scene, n),
})

/** a campaign's window: days from the seed's day, or a season of the calendar (a seasonal campaign runs only inside it) */
type Window = { from: number; to: number } | { season: DemoSeason }
type Line = Omit<CampaignInput, 'sections' | 'startTime' | 'endTime'> & Window & { sections: CampaignSection[] }

function cdCampaigns(l: Lookups): Line[] {
  return [
    {
      code: 'food-prevention',
      title: '汛期安全出游提示',
      season: 'flood',
      sections: [
        banner('汛期安全出游提示', '主汛期 6 月至 9 月，请关注天气与景区公告', 'river', 7),
        {
          kind: 'richText',
          title: '出游前',
          blocks: [
            p('成都主汛期为每年 6 月至 9 月，强降雨多发于夜间。出游前请查看气象预警，暴雨橙色及以上预警时，涉水、山区景区可能临时关闭。'),
            {
              type: 'list',
              items: [
                '不在河道、沟谷内戏水、露营',
                '不走未开放的山路与涉水便道',
                '自驾避开山区夜间行车',
                '服从景区工作人员的疏导与临时管制',
              ],
            },
            { type: 'quote', text: '汛期出游，安全第一：宁停三分，不抢一秒。' },
          ],
        },
        {
          kind: 'places',
          title: '汛期重点关注的景区',
          layout: 'list',
          placeIds: l.place('都江堰景区', '青城山', '黄龙溪古镇', '西岭雪山'),
        },
        {
          kind: 'articles',
          title: '景区公告',
          source: 'news',
          ids: l.news('关于四川博物院部分展厅闭馆维护的通知', '成都博物馆预约入场须知'),
        },
        { kind: 'share', title: '转给家人', text: '汛期出游提示：关注预警，远离河道，服从管理。' },
      ],
    },
    {
      code: 'skills-competition',
      title: '四川省研学旅行指导师技能大赛',
      from: -5,
      to: 25,
      sections: [
        banner('四川省研学旅行指导师技能大赛', '课程设计 · 现场讲解 · 安全处置', 'museum', 21),
        {
          kind: 'richText',
          title: '大赛介绍',
          blocks: [
            p('大赛由四川省文化和旅游厅主办，面向全省研学基地与旅行社的研学旅行指导师，分课程设计、现场讲解、应急安全处置三个环节。'),
            h('网络人气投票'),
            p('进入决赛的选手在此展示，网络投票占总成绩的 20%，每人每天可投 5 票，每位选手每天 1 票。'),
          ],
        },
        ...(l.voteId ? [{ kind: 'entries', title: '决赛选手', voteId: l.voteId, limit: 6 } as CampaignSection] : []),
        { kind: 'countdown', title: '距决赛现场展示', until: l.at(18), doneText: '决赛已开始，敬请关注结果公布' },
        {
          kind: 'places',
          title: '比赛现场：研学基地',
          layout: 'waterfall',
          placeIds: l.place('金沙考古研学基地', '都江堰水利研学基地', '大熊猫生态研学营', '四川科技馆研学中心'),
        },
      ],
    },
    {
      code: 'winter-guide',
      title: '冬游成都 · 暖冬指南',
      season: 'winter',
      sections: [
        banner('冬游成都', '雪山、温泉、梅花与一锅热火锅', 'snowpeak', 5),
        {
          kind: 'richText',
          blocks: [
            p(
              '成都的冬天不冷，却有雪：一小时车程外的西岭雪山可以滑雪，回城泡一锅牛油火锅。下面是文旅局推荐的冬游去处，点开看每一处的冬季玩法。',
            ),
          ],
        },
        {
          kind: 'places',
          title: '冬季好去处',
          layout: 'waterfall',
          placeIds: l.place('西岭雪山', '青城山', '都江堰景区', '杜甫草堂', '成都大熊猫繁育研究基地', '街子古镇'),
          notes: l.notes({
            西岭雪山: '12 月至次年 3 月开放滑雪场，日月坪可看日照金山；山上气温零下，请备防滑链与厚衣。',
            青城山: '冬季游客少、云雾多，是“青城天下幽”最安静的时候；后山部分步道结冰，建议走前山。',
            都江堰景区: '冬季枯水期可看到鱼嘴分水的全貌，南桥夜景灯光 18:30 亮起。',
            杜甫草堂: '腊月梅花盛开，草堂“梅花诗会”在花径与大廨举行。',
            成都大熊猫繁育研究基地: '冬天的熊猫最活跃，开园后一小时内去月亮产房能看到熊猫宝宝。',
            街子古镇: '古银杏十一月底金黄，冬日午后在味江边喝茶晒太阳。',
          }),
        },
        {
          kind: 'articles',
          title: '冬游故事',
          source: 'stories',
          ids: l.story('清晨的成都武侯祠博物馆，只有鸟叫声', '青城山轻徒步：天师洞一路走', '都江堰景区看日出：几点出发、在哪儿看'),
        },
        { kind: 'share', title: '分享冬游指南', text: '冬游成都：看雪、赏梅、泡温泉，一份指南都有。' },
      ],
    },
    {
      code: 'winter-map',
      title: '冬游成都地图',
      season: 'winter',
      sections: [
        banner('冬游地图', '赏雪、赏梅、赏银杏，一图看全', 'snowpeak', 9),
        {
          kind: 'map',
          title: '冬季推荐景点',
          placeIds: l.place('西岭雪山', '青城山', '都江堰景区', '杜甫草堂', '街子古镇', '望江楼公园', '人民公园'),
        },
        {
          kind: 'places',
          title: '地图上的景点',
          layout: 'list',
          placeIds: l.place('西岭雪山', '青城山', '都江堰景区', '杜甫草堂', '街子古镇', '望江楼公园', '人民公园'),
        },
      ],
    },
    {
      code: 'achievements-exhibition',
      title: '文旅融合发展成果展',
      from: -30,
      to: 60,
      sections: [
        banner('文旅融合发展成果展', '十年间，成都文旅的变化', 'skyline', 13),
        {
          kind: 'richText',
          title: '展览导言',
          blocks: [
            p('展览以“公园城市 · 天府文化”为主线，分文化遗产保护、公共文化服务、旅游产业升级、乡村振兴四个单元，图文与实物并陈。'),
            { type: 'list', items: ['第一单元：文化遗产保护', '第二单元：公共文化服务', '第三单元：旅游产业升级', '第四单元：乡村振兴'] },
          ],
        },
        {
          kind: 'places',
          title: '成果点位',
          layout: 'list',
          placeIds: l.place('天府农博园', '明月村', '战旗村', '东郊记忆', '成都市文化馆'),
        },
        {
          kind: 'articles',
          title: '相关报道',
          source: 'news',
          ids: l.news('成都文旅消费季正式启动', '成都乡村旅游精品线路发布', '家乡好物进校园：认识道明竹编'),
        },
      ],
    },
    {
      code: 'spring-festival',
      title: '成都新春文化旅游季',
      season: 'springFestival',
      sections: [
        banner('成都新春文化旅游季', '灯会 · 庙会 · 川剧 · 年味', 'pagoda', 1),
        { kind: 'countdown', title: '距除夕', until: l.newYearsEve, doneText: '新春快乐，万事如意！' },
        {
          kind: 'richText',
          title: '年味成都',
          blocks: [p('春节期间，全市推出灯会、庙会、非遗展演等 300 余场文化活动，多家博物馆延时开放，部分景区对持卡市民优惠。')],
        },
        {
          kind: 'places',
          title: '逛灯会、赶庙会',
          layout: 'waterfall',
          placeIds: l.place('锦里古街', '宽窄巷子', '成都武侯祠博物馆', '文殊院', '黄龙溪古镇', '安仁古镇'),
        },
        { kind: 'articles', title: '新春资讯', source: 'news', ids: l.news('九眼桥酒吧街夜色掠影', '成都文旅消费季正式启动') },
        { kind: 'share', title: '分享新春活动', text: '成都新春文化旅游季：300 余场活动等你来。' },
      ],
    },
    {
      code: 'spring-festival-qc',
      title: '青城山新春祈福游',
      season: 'springFestival',
      sections: [
        banner('青城山新春祈福游', '问道青城，迎春纳福', 'mountain', 11),
        {
          kind: 'richText',
          blocks: [p('正月初一至初七，青城山天师洞、上清宫举行新春祈福活动，景区延长开放至 19:00，索道与摆渡船正常运行。')],
        },
        { kind: 'places', title: '祈福路线', layout: 'list', placeIds: l.place('青城山', '天师洞', '上清宫', '月城湖') },
        { kind: 'map', title: '路线地图', placeIds: l.place('天师洞', '上清宫', '月城湖') },
      ],
    },
    {
      code: 'spring-festival-ws',
      title: '文殊院新春庙会',
      season: 'springFestival',
      sections: [
        banner('文殊院新春庙会', '素斋、糖画、川剧围鼓', 'temple', 17),
        {
          kind: 'richText',
          blocks: [
            p('文殊坊新春庙会从腊月二十八持续到正月十五：糖画、捏面人、川剧围鼓轮番上演，香积厨推出新春素斋。'),
            { type: 'list', items: ['开放时间：08:00-21:00', '入寺免费，请文明敬香', '庙会期间周边道路限行，建议乘地铁 1 号线文殊院站'] },
          ],
        },
        { kind: 'places', title: '庙会周边', layout: 'list', placeIds: l.place('文殊院', '宽窄巷子', '人民公园', '鹤鸣茶社') },
      ],
    },
    {
      code: 'relics-story',
      title: '文物里的成都故事',
      from: -40,
      to: 120,
      sections: [
        banner('文物里的成都故事', '听一件文物讲三千年', 'museum', 3),
        {
          kind: 'richText',
          title: '太阳神鸟',
          blocks: [
            p('2001 年出土于金沙遗址的太阳神鸟金饰，厚仅 0.02 厘米，四只神鸟环绕旋转的太阳飞翔，是古蜀人对太阳的崇拜。'),
            { type: 'quote', text: '它后来成了中国文化遗产标志。' },
          ],
        },
        {
          kind: 'places',
          title: '故事里的文物',
          layout: 'waterfall',
          placeIds: l.place('太阳神鸟金饰', '金面具', '秦石犀', '战国嵌错水陆攻战纹铜壶', '万佛寺石刻造像', '老官山汉墓提花织机模型'),
        },
        { kind: 'places', title: '去博物馆看原件', layout: 'list', placeIds: l.place('金沙遗址博物馆', '成都博物馆', '四川博物院') },
      ],
    },
    {
      code: 'online-museum',
      title: '云上博物馆',
      from: -60,
      to: 300,
      sections: [
        banner('云上博物馆', '足不出户，逛遍成都的博物馆', 'museum', 9),
        { kind: 'richText', blocks: [p('精选成都各大博物馆的镇馆之宝与特展，点开可看图文、全景与讲解。')] },
        {
          kind: 'places',
          title: '热门展览',
          layout: 'waterfall',
          placeIds: l.place('古蜀金器特展', '中国皮影木偶展', '张大千书画展', '航空航天展'),
        },
        {
          kind: 'places',
          title: '博物馆',
          layout: 'list',
          placeIds: l.place('四川博物院', '成都博物馆', '金沙遗址博物馆', '成都自然博物馆', '建川博物馆聚落', '四川大学博物馆'),
        },
      ],
    },
    {
      code: 'tianfu-cuisine',
      title: '天府美食地图',
      from: -15,
      to: 150,
      sections: [
        banner('天府美食地图', '一城烟火，百味成都', 'hotpot', 5),
        {
          kind: 'richText',
          title: '川菜二十四味',
          blocks: [
            p('川菜讲究“一菜一格，百菜百味”：麻婆豆腐的麻辣烫、夫妻肺片的红油香、钟水饺的甜口酱油……这份地图带你吃到老字号的正宗味道。'),
          ],
        },
        {
          kind: 'places',
          title: '老字号',
          layout: 'waterfall',
          placeIds: l.place(
            '陈麻婆豆腐（总店）',
            '龙抄手（春熙路总店）',
            '钟水饺（提督街店）',
            '赖汤圆（总府路店）',
            '夫妻肺片（总府路店）',
            '洞子口张老二凉粉',
          ),
        },
        {
          kind: 'map',
          title: '美食地图',
          placeIds: l.place(
            '陈麻婆豆腐（总店）',
            '龙抄手（春熙路总店）',
            '钟水饺（提督街店）',
            '赖汤圆（总府路店）',
            '蜀九香火锅（玉林店）',
            '玉林串串香',
          ),
        },
        {
          kind: 'articles',
          title: '吃货攻略',
          source: 'stories',
          ids: l.story(
            '三天两夜吃遍成都：从陈麻婆豆腐（总店）吃起',
            '钟水饺（提督街店）探店：招牌菜与排队攻略',
            '那顿陈麻婆豆腐（总店），是我对成都的第一印象',
          ),
        },
      ],
    },
    {
      code: 'art-xinyuan',
      title: '新源艺术季',
      from: -8,
      to: 52,
      sections: [
        banner('新源艺术季', '城市美术馆里的当代艺术', 'skyline', 19),
        {
          kind: 'richText',
          blocks: [
            p('新源艺术季汇集天府美术馆、东郊记忆等城市艺术空间的 12 场展览与 30 场公教活动，周末有艺术家导览。'),
            { type: 'list', items: ['展期：两个月', '多数展览免费，需预约', '公教活动在“活动”频道报名'] },
          ],
        },
        {
          kind: 'places',
          title: '展览场馆',
          layout: 'waterfall',
          placeIds: l.place('天府美术馆', '东郊记忆', '成都市文化馆', '成都城市音乐厅'),
        },
        { kind: 'countdown', title: '距艺术季闭幕', until: l.at(52), doneText: '艺术季已闭幕，感谢参与' },
      ],
    },
    {
      // a campaign no route of the spec names: only /campaign/summer-night-tour (and menus, adverts)
      code: 'summer-night-tour',
      title: '夏夜成都 · 夜游节',
      season: 'summer',
      sections: [
        banner('夏夜成都 · 夜游节', '锦江夜游、夜市与星空音乐会', 'river', 23),
        { kind: 'countdown', title: '距闭幕', until: l.seasonEnd('summer'), doneText: '夜游节已闭幕，明年见' },
        {
          kind: 'richText',
          title: '夜游节怎么玩',
          blocks: [
            p('7 月至 8 月每周五、六晚，锦江两岸灯光秀、九眼桥夜市和东郊记忆星空音乐会同时开放，地铁延长运营至 24:00。'),
            { type: 'list', items: ['19:30 锦江灯光秀', '20:00 九眼桥夜市开市', '20:30 星空音乐会'] },
          ],
        },
        {
          kind: 'places',
          title: '夜游去处',
          layout: 'waterfall',
          placeIds: l.place('锦江夜游', '九眼桥酒吧街', '东郊记忆', '成都远洋太古里', '建设路小吃街', '天府熊猫塔'),
        },
        {
          kind: 'map',
          title: '夜游地图',
          placeIds: l.place('锦江夜游', '九眼桥酒吧街', '东郊记忆', '成都远洋太古里', '建设路小吃街', '天府熊猫塔'),
        },
        { kind: 'share', title: '约朋友夜游', text: '夏夜成都夜游节：灯光秀、夜市、音乐会，这个周末一起去！' },
      ],
    },
  ]
}

function xjCampaigns(l: Lookups): Line[] {
  return [
    {
      code: 'spring-festival-xj',
      title: '新疆冬春旅游季',
      season: 'iceSnow',
      sections: [
        banner('新疆冬春旅游季', '冰雪天池 · 喀纳斯雾凇 · 年味大巴扎', 'snowpeak', 27),
        { kind: 'countdown', title: '距除夕', until: l.newYearsEve, doneText: '新春快乐！' },
        { kind: 'richText', blocks: [p('冬春季节，天山天池、可可托海开放冰雪项目，喀什古城举办新春民俗展演，多家景区门票半价。')] },
        {
          kind: 'places',
          title: '冰雪好去处',
          layout: 'waterfall',
          placeIds: l.place('天山天池', '喀纳斯', '禾木村', '可可托海', '喀什古城', '赛里木湖'),
        },
        { kind: 'map', title: '冰雪地图', placeIds: l.place('天山天池', '喀纳斯', '禾木村', '可可托海', '赛里木湖') },
      ],
    },
  ]
}

/** the skills contest's finalists: study-tour instructors of the province (name | base | scene) */
const FINALISTS = `王雪梅|金沙考古研学基地 · 古蜀文明课程|museum
李文博|都江堰水利研学基地 · 水利工程课程|river
张晓琳|大熊猫生态研学营 · 自然保护课程|panda
刘建华|四川科技馆研学中心 · 航天科普课程|skyline
陈雨萱|建川博物馆研学基地 · 红色文化课程|museum
杨志远|成都植物园自然课堂 · 植物观察课程|garden
赵思琪|天府农博园农耕学堂 · 农耕体验课程|terraces
黄子涵|成都自然博物馆研学课堂 · 恐龙课程|museum
周明杰|三星堆研学基地 · 青铜文明课程|museum
吴佳颖|峨眉山研学营地 · 生物多样性课程|mountain
徐浩然|自贡恐龙博物馆 · 古生物课程|museum
孙婉清|阆中古城研学基地 · 古城营造课程|oldstreet`

/** the contest's vote campaign of candidates, made once */
async function contestVote(db: Database, siteId: number, now: Date): Promise<number> {
  const title = '四川省研学旅行指导师技能大赛 · 人气选手'
  const [found] = await db
    .select({ id: voteCampaigns.id })
    .from(voteCampaigns)
    .where(and(eq(voteCampaigns.siteId, siteId), eq(voteCampaigns.title, title)))
  if (found) return found.id
  const [vote] = await db
    .insert(voteCampaigns)
    .values({
      siteId,
      title,
      cover: demoPicture('museum', 21),
      voteType: 'PERSON',
      intro: '为你心目中最优秀的研学旅行指导师投票，网络投票占决赛总成绩的 20%。',
      rules: '每位用户每天最多可投 5 票，每位选手每天只能投 1 票。\n投票需登录并绑定手机号。',
      organizer: '四川省文化和旅游厅',
      startsAt: new Date(now.getTime() - 5 * DAY_MS),
      endsAt: new Date(now.getTime() + 25 * DAY_MS),
      dailyLimit: 5,
      joinable: false,
      sort: 0,
      createdAt: now,
    })
    .returning({ id: voteCampaigns.id })
  await db.insert(voteEntries).values(
    FINALISTS.split('\n').map((line, i) => {
      const [name, description, scene] = line.split('|')
      return {
        siteId,
        voteId: vote.id,
        number: i + 1,
        title: name,
        description,
        author: name,
        // a finalist is a person: the portrait first, then the base where she or he teaches
        pictures: personScenes(name, description, scene as DemoScene).map((s, k) => demoPicture(s, 500 + i * 3 + k)),
        voteNum: 1800 - i * 97 - (i % 3) * 41,
        createdAt: now,
      }
    }),
  )
  return vote.id
}

async function lookups(db: Database, siteId: number, now: Date): Promise<Lookups> {
  const placeRows = await db.select({ id: places.id, name: places.name }).from(places).where(eq(places.siteId, siteId))
  const newsRows = await db.select({ id: contents.id, title: contents.title }).from(contents).where(eq(contents.siteId, siteId))
  const storyRows = await db
    .select({ id: stories.id, title: stories.title })
    .from(stories)
    .where(and(eq(stories.siteId, siteId), eq(stories.status, 'PUBLISHED')))
  const byName = (rows: { id: number; name: string }[]) => (names: string[]) =>
    names.flatMap((n) => rows.find((r) => r.name === n)?.id ?? [])
  const titled = (rows: { id: number; title: string }[]) => byName(rows.map((r) => ({ id: r.id, name: r.title })))
  return {
    place: (...names) => byName(placeRows)(names),
    news: (...titles) => titled(newsRows)(titles),
    story: (...titles) => titled(storyRows)(titles),
    at: (days) => new Date(now.getTime() + days * DAY_MS).toISOString(),
    newYearsEve: newYearsEveInstant(now).toISOString(),
    seasonEnd: (season) => demoSeasonWindow(season, now).end.toISOString(),
    notes: (named) =>
      Object.fromEntries(Object.entries(named).flatMap(([name, note]) => byName(placeRows)([name]).map((id) => [String(id), note]))),
  }
}

function windowOf(line: Window, l: Lookups, now: Date): { startTime: string; endTime: string } {
  if (!('season' in line)) return { startTime: l.at(line.from), endTime: l.at(line.to) }
  const { start, end } = demoSeasonWindow(line.season, now)
  return { startTime: start.toISOString(), endTime: end.toISOString() }
}

const withoutWindow = <T extends object>(line: T): Omit<T, 'from' | 'to' | 'season'> => {
  const { from: _from, to: _to, season: _season, ...rest } = line as T & Partial<{ from: number; to: number; season: DemoSeason }>
  return rest
}

/** a section naming nothing the site has is left out (the record stays valid on a site with fewer demo rows) */
const hasContent = (s: CampaignSection) =>
  s.kind === 'places' || s.kind === 'map' ? s.placeIds.length > 0 : s.kind === 'articles' ? s.ids.length > 0 : true

export async function seedDemoCampaigns(db: Database, now: Date): Promise<void> {
  const rows = await db
    .select()
    .from(sites)
    .where(inArray(sites.siteCode, [...DEMO_CAMPAIGN_SITES]))
  for (const site of rows) {
    const n = await db.$count(campaigns, eq(campaigns.siteId, site.id))
    if (n > 0) continue
    const l = await lookups(db, site.id, now)
    if (site.siteCode === 'cd-city') l.voteId = await contestVote(db, site.id, now)
    const lines = site.siteCode === 'cd-city' ? cdCampaigns(l) : xjCampaigns(l)
    for (const [i, line] of lines.entries()) {
      const { sections, ...rest } = line
      const input = { ...withoutWindow(rest), ...windowOf(line, l, now), sections: sections.filter(hasContent) }
      await saveCampaign(db, site.id, input, now, { sort: lines.length - i })
    }
  }
}
