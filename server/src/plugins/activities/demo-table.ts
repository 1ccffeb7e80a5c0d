/**
 * The hand-written demo activities. Chengdu (cd-city; intl-expo, ya-paused and beta-preview show
 * Chengdu too): real venues and events of the city. Other sites get activities composed from their
 * own first venues and scenic areas (demo.ts, TEMPLATES). One line an activity:
 *
 *   name | English name | classify | mode (after ACTIVITY_MODE_) | place name | first day (days from the
 *   seed's day; negative: began before) | days | session HH:mm-HH:mm | places a session | scene | intro | options
 *
 * options (;-separated): price=<yuan> (paid modes), points=<n> (credit modes), seat (a seat map),
 * faith=<score> (the faithUseStatus minimum), url=<link> (OTHER), signIn=<days> (sign-up opens that
 * many days from now: "not open yet"; negative: opened that long ago), signClosed (sign-up already
 * over, not begun yet), full (every place taken: "full"), season=<name> (a seasonal activity: its first
 * day is its season's, server/src/demo/seasons.ts, instead of the first day given).
 * Sign-up otherwise opens 10 days before the first session and closes 2 hours before the last.
 */

export interface ClassifyRow {
  key: string
  zh: string
  en: string
  fr: string
  ja: string
  ko: string
}

export const CLASSIFIES: ClassifyRow[] = [
  { key: 'show', zh: '演出赛事', en: 'Shows', fr: 'Spectacles', ja: '公演', ko: '공연' },
  { key: 'study', zh: '亲子研学', en: 'Family learning', fr: 'En famille', ja: '親子で学ぶ', ko: '가족 체험학습' },
  { key: 'heritage', zh: '非遗体验', en: 'Heritage crafts', fr: 'Savoir-faire', ja: '無形文化遺産体験', ko: '무형유산 체험' },
  { key: 'talk', zh: '讲座阅读', en: 'Talks and reading', fr: 'Conférences et lecture', ja: '講座・読書', ko: '강연·독서' },
  { key: 'exhibit', zh: '展览展示', en: 'Exhibitions', fr: 'Expositions', ja: '展覧会', ko: '전시' },
  { key: 'volunteer', zh: '志愿服务', en: 'Volunteering', fr: 'Bénévolat', ja: 'ボランティア', ko: '자원봉사' },
]

export const CHENGDU_ACTIVITIES = `
川剧变脸专场 | Sichuan Opera Face-Changing Night | show | PAY | 蜀风雅韵·川剧变脸 | 2 | 3 | 20:00-21:30 | 94 | theatre | 变脸、吐火、滚灯、木偶戏，一场看遍川剧绝活。剧场对号入座，请在选座后完成支付。 | price=180;seat
锦江剧场川剧折子戏 | Opera Scenes at Jinjiang Theatre | show | ENROLL_PAY | 锦江剧场川剧折子戏 | 4 | 2 | 19:30-21:00 | 80 | theatre | 《秋江》《拷红》等经典折子戏，老剧场里听原汁原味的川腔。 | price=60
成都城市音乐厅新年音乐会 | New Year Concert at Chengdu City Concert Hall | show | PAY | 成都城市音乐厅 | 12 | 1 | 19:30-21:30 | 200 | theatre | 成都交响乐团献演施特劳斯家族圆舞曲与川渝民歌新编。 | price=120;season=newYear
熊猫主题音乐剧亲子场 | Panda Musical Family Show | show | INTEGRAL_PAY | 熊猫主题音乐剧 | 6 | 2 | 14:00-15:30 | 60 | panda | 熊猫“滚滚”的成长故事，适合 4 岁以上小朋友和家长一起看。 | points=200
锦里三国情景剧夜场 | Three Kingdoms Street Play by Night | show | FREE | 锦里三国情景剧 | -1 | 5 | 19:30-20:30 | 40 | oldstreet | 锦里古街上的三国故事巡演，桃园结义、草船借箭轮番上演。 |
东郊记忆周末草坪音乐会 | Weekend Lawn Concert at Eastern Suburb Memory | show | OTHER | 东郊记忆 | 3 | 2 | 18:00-21:00 | 0 | skyline | 本地乐队草坪专场，票务在主办方平台发售。 | url=https://www.example.com/dongjiao-live
成都博物馆亲子研学 | Family Study Day at Chengdu Museum | study | FREE | 成都博物馆 | 1 | 4 | 09:30-11:30 | 30 | museum | 跟着讲解老师看“花重锦官城”，完成研学手册的小朋友可领取纪念章。 |
金沙遗址模拟考古课 | Mock Dig at the Jinsha Site | study | ENROLL_FREE | 金沙遗址博物馆 | 5 | 2 | 14:00-16:00 | 20 | museum | 手铲、毛刷、记录表，在考古体验教室当一回小小考古学家。 |
大熊猫基地清晨探访 | Early Morning at the Panda Base | study | ENROLL_INTEGRAL_PAY | 成都大熊猫繁育研究基地 | 3 | 3 | 07:30-09:30 | 25 | panda | 开园即入园，饲养员讲解大熊猫的一天，看熊猫吃早餐。 | points=150
四川科技馆机器人编程营 | Robot Coding Camp at Sichuan Science Museum | study | ENROLL_PAY | 四川科技馆 | 8 | 2 | 09:00-12:00 | 24 | skyline | 8-12 岁少年的机器人编程入门，两天课程，自带午餐。 | price=98;faith=80
自然博物馆恐龙夜游 | Dinosaur Night at the Natural History Museum | study | FREE | 成都自然博物馆 | -10 | 1 | 18:30-20:30 | 40 | museum | 打着手电筒看马门溪龙骨架，听古生物学家讲恐龙的故事。 |
非遗蜀绣体验课 | Shu Embroidery Workshop | heritage | FREE | 成都市文化馆 | 2 | 5 | 14:00-16:00 | 8 | garden | 蜀绣传承人手把手教平针与套针，绣一片芙蓉叶带回家。 | faith=80
竹编小茶盏体验 | Bamboo Weaving: a Little Tea Cup Holder | heritage | ENROLL_FREE | 成都市文化馆 | 9 | 2 | 10:00-12:00 | 12 | bamboo | 用细竹丝编一只茶盏托，认识道明竹编的经纬。 | full
皮影戏小剧场体验 | Shadow Puppet Workshop | heritage | INTEGRAL_PAY | 成都博物馆 | 4 | 3 | 15:00-16:30 | 16 | theatre | 看一场皮影戏，再亲手雕刻一个皮影人物。 | points=100
蜀锦织造体验 | Shu Brocade Weaving Experience | heritage | PAY | 四川博物院 | -20 | 3 | 10:00-11:30 | 10 | museum | 在提花木织机前，体验蜀锦的挑花结本。 | price=68
宽窄巷子盖碗茶课 | Covered-Bowl Tea Class in Kuanzhai Alleys | heritage | ENROLL_PAY | 宽窄巷子 | 15 | 1 | 15:00-16:30 | 15 | tea | 学长嘴壶茶艺与盖碗茶礼，喝一碗老成都的茶。 | price=45;signIn=5
杜甫草堂诗歌朗诵会 | Poetry Reading at Du Fu Thatched Cottage | talk | ENROLL_FREE | 杜甫草堂 | 3 | 1 | 15:00-17:00 | 100 | garden | 在草堂花径旁读杜诗，欢迎带上自己喜欢的一首诗上台朗诵。 |
成都图书馆周末读书会 | Weekend Book Club at Chengdu Library | talk | FREE | 成都图书馆 | 0 | 7 | 19:00-20:30 | 50 | skyline | 本期共读《成都街巷志》，作者到场分享。 |
四川博物院张大千专题讲座 | Lecture: Zhang Daqian at Dunhuang | talk | FREE | 四川博物院 | -3 | 1 | 14:30-16:00 | 150 | museum | 研究馆员讲张大千临摹敦煌壁画的两年七个月。 |
古籍修复公开课 | Open Class: Rare Book Conservation | talk | ENROLL_FREE | 四川省图书馆 | 6 | 1 | 10:00-11:30 | 30 | museum | 看修复师补书页、压平、装订，认识古籍保护。 | signClosed
文殊院禅茶分享会 | Tea and Zen at Wenshu Monastery | talk | PLAIN | 文殊院 | 5 | 1 | 09:30-11:00 | 0 | temple | 法师讲禅茶一味，现场随缘参与，无需报名。 |
古蜀金器特展导览 | Guided Tour: Gold of Ancient Shu | exhibit | FREE | 金沙遗址博物馆 | -2 | 10 | 10:30-11:30 | 25 | museum | 讲解员带看金面具与太阳神鸟，每天一场。 |
天府美术馆当代水墨展 | Contemporary Ink Painting at Tianfu Art Museum | exhibit | PLAIN | 天府美术馆 | -15 | 40 | 09:00-17:00 | 0 | skyline | 西南当代水墨作品展，免费参观，无需预约。 |
中国皮影木偶展 | Chinese Shadow Puppets and Marionettes | exhibit | PLAIN | 成都博物馆 | -40 | 20 | 09:00-17:00 | 0 | museum | 馆藏皮影与木偶精品展（已闭展）。 |
建川博物馆老兵手印展讲解 | Guided Tour: Veterans' Handprints | exhibit | INTEGRAL_PAY | 建川博物馆聚落 | 10 | 2 | 10:00-11:30 | 30 | museum | 跟随讲解员走进手印广场，聆听老兵故事。 | points=80
志愿讲解员招募 | Volunteer Guides Wanted | volunteer | VOLUNT_RECRUIT | 成都博物馆 | 20 | 60 | 09:00-17:00 | 0 | museum | 招募周末志愿讲解员，经培训考核后上岗，每月服务不少于 8 小时。 | signIn=-5
大熊猫基地文明引导志愿者 | Visitor Guidance Volunteers at the Panda Base | volunteer | VOLUNT_RESERVE | 成都大熊猫繁育研究基地 | 4 | 3 | 08:00-12:00 | 0 | panda | 节假日入园高峰文明引导，提供志愿者餐与证明。 |
人民公园银发志愿服务 | Silver-Age Volunteering in People's Park | volunteer | VOLUNT_RECRUIT | 人民公园 | -30 | 5 | 09:00-11:00 | 0 | garden | 为老年游客提供问询与陪伴服务（已结束）。 |
望江楼竹文化节 | Bamboo Culture Festival at Wangjiang Pavilion | exhibit | FREE | 望江楼公园 | 1 | 3 | 10:00-16:00 | 300 | bamboo | 竹编市集、竹乐演奏与薛涛笺制作体验。 |
`

/** other sites: activities composed from the site's own places (name = place + the template) */
export interface Template {
  suffix: string
  classify: string
  mode: string
  placeKind: 'VENUE' | 'SCENERY'
  firstDay: number
  days: number
  session: string
  capacity: number
  scene: string
  intro: string
  options: string
}

export const TEMPLATES: Template[] = [
  {
    suffix: '亲子研学',
    classify: 'study',
    mode: 'FREE',
    placeKind: 'VENUE',
    firstDay: 1,
    days: 4,
    session: '09:30-11:30',
    capacity: 30,
    scene: 'museum',
    intro: '讲解老师带小朋友看展、做研学手册。',
    options: '',
  },
  {
    suffix: '专题讲座',
    classify: 'talk',
    mode: 'ENROLL_FREE',
    placeKind: 'VENUE',
    firstDay: 3,
    days: 1,
    session: '14:30-16:00',
    capacity: 100,
    scene: 'museum',
    intro: '研究馆员讲馆藏背后的故事。',
    options: '',
  },
  {
    suffix: '非遗手作课',
    classify: 'heritage',
    mode: 'INTEGRAL_PAY',
    placeKind: 'VENUE',
    firstDay: 5,
    days: 2,
    session: '14:00-16:00',
    capacity: 12,
    scene: 'garden',
    intro: '传承人手把手教一门本地手艺。',
    options: 'points=100',
  },
  {
    suffix: '夜游专场',
    classify: 'show',
    mode: 'PAY',
    placeKind: 'SCENERY',
    firstDay: 2,
    days: 3,
    session: '19:00-21:00',
    capacity: 80,
    scene: 'theatre',
    intro: '灯光与演出中的夜游专场。',
    options: 'price=60',
  },
  {
    suffix: '摄影采风',
    classify: 'study',
    mode: 'ENROLL_PAY',
    placeKind: 'SCENERY',
    firstDay: 8,
    days: 1,
    session: '07:00-11:00',
    capacity: 20,
    scene: 'mountain',
    intro: '摄影师带队采风，含讲解与点评。',
    options: 'price=80;signIn=2',
  },
  {
    suffix: '志愿讲解员招募',
    classify: 'volunteer',
    mode: 'VOLUNT_RECRUIT',
    placeKind: 'VENUE',
    firstDay: 15,
    days: 30,
    session: '09:00-17:00',
    capacity: 0,
    scene: 'museum',
    intro: '招募周末志愿讲解员。',
    options: '',
  },
  {
    suffix: '文化展示周',
    classify: 'exhibit',
    mode: 'PLAIN',
    placeKind: 'SCENERY',
    firstDay: -3,
    days: 10,
    session: '09:00-17:00',
    capacity: 0,
    scene: 'oldstreet',
    intro: '免费参观，无需预约。',
    options: '',
  },
  {
    suffix: '往期公益课',
    classify: 'talk',
    mode: 'FREE',
    placeKind: 'VENUE',
    firstDay: -12,
    days: 1,
    session: '10:00-11:30',
    capacity: 40,
    scene: 'museum',
    intro: '已结束的一期公益课。',
    options: '',
  },
]
