/**
 * Demo complaints (development and demos; skipped in production and with ACCOUNT_DEMO_SEED=0), once
 * per site where the demo user has none: the demo user's (13800000001) complaints in every state with their timelines
 * — cd-city 14 (enough to page), sc-province 11 through the province line (/sc-complain, with their
 * prefectures), djy-scenic 4 about the scenic area (/jnq-complain) — some pending past the site's
 * accept time (overdue), some rated. Every site gets the demo complaint operator (13800000004, role
 * `complaints`), who signs in by SMS like anyone and then uses the operator API.
 */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { siteDayOf, siteTimeOf } from '../../../../src/core/booking/site-time'
import type { ComplaintChannel, ComplaintStatus, RecordAction } from '../../../../src/core/complaints/rules'
import * as routes from '../../../../src/core/route-paths'
import { DEMO_OPERATOR_PHONE } from '../../auth/operator-roles'
import { createUser, findUserByPhone } from '../../auth/users'
import { complaintRecords, complaints, siteOperatorRoles, userMessages } from '../../db/schema'
import type { Site } from '../../site/site-registry'
import { demoPicture } from '../demo-pictures/pictures'
import { OPERATOR_ROLE } from './service'

export { DEMO_OPERATOR_PHONE }
const HOUR = 3_600_000

/** name | type | respondent | place | lng | lat | address | reason | content | status | hours ago | rating | region */
interface Demo {
  respondent: string
  type: string
  place: string
  lng: number
  lat: number
  address: string
  reason: string
  content: string
  status: ComplaintStatus
  hoursAgo: number
  rating?: number
  region?: string
  reply?: string
  result?: string
}

const d = (
  type: string,
  respondent: string,
  place: string,
  lng: number,
  lat: number,
  address: string,
  reason: string,
  content: string,
  status: ComplaintStatus,
  hoursAgo: number,
  extra: Partial<Demo> = {},
): Demo => ({ type, respondent, place, lng, lat, address, reason, content, status, hoursAgo, ...extra })

const CHENGDU: Demo[] = [
  d(
    'PRICE',
    '锦里“老成都”小吃店',
    '锦里古街',
    104.0499,
    30.6459,
    '武侯区武侯祠大街231号锦里古街内',
    '实际收费与标价不符',
    '三大炮标价15元一份，结账时按30元收取，店员称标价是“半份”价，菜单上并无说明。',
    'processed',
    700,
    { rating: 5, result: '经核实商家存在价格误导，已责令退还差价15元并整改菜单标价，市场监管部门已立案。' },
  ),
  d(
    'SERVICE',
    '宽窄巷子“见山”茶馆',
    '宽窄巷子',
    104.0558,
    30.6697,
    '青羊区宽巷子22号',
    '变相强制消费',
    '入座后被告知每人最低消费88元，入座前未告知，要求离开时被服务员阻拦。',
    'processed',
    520,
    { result: '商家已退还最低消费差额，街区管委会对其约谈并要求在门口明示收费标准。' },
  ),
  d(
    'PRICE',
    '大熊猫基地北门停车场',
    '成都大熊猫繁育研究基地',
    104.1465,
    30.7333,
    '成华区熊猫大道1375号北门',
    '停车乱收费',
    '停车不到两小时被收取50元，现场无收费标准公示，也不开具发票。',
    'accepted',
    60,
    { reply: '已联系停车场经营方核实收费记录，请保留缴费截图，我们将在3个工作日内答复。' },
  ),
  d(
    'GUIDE',
    '武侯祠景区讲解员（工号W017）',
    '成都武侯祠博物馆',
    104.0475,
    30.6462,
    '武侯区武侯祠大街231号',
    '讲解员态度恶劣',
    '讲解员中途要求游客购买其推荐的纪念品，拒绝后讲解敷衍并提前离开。',
    'accepted',
    40,
  ),
  d(
    'HOTEL',
    '春熙路某精品酒店',
    '春熙路',
    104.0805,
    30.6571,
    '锦江区春熙路南段8号',
    '房间卫生差',
    '入住时床单有污渍、卫生间有积水，前台拒绝换房。',
    'pending',
    75,
  ),
  d(
    'GUIDE',
    '成都某旅行社“都江堰一日游”',
    '都江堰景区',
    103.6132,
    31.0037,
    '都江堰市公园路都江堰景区',
    '一日游强制购物',
    '行程中被带进两家玉器店，每家停留超过一小时，导游称不购物不能上车。',
    'processed',
    1100,
    { rating: 2, result: '旅行社已被责令退还团费差价，导游暂停带团资格，对结果不满意可申请复核。' },
  ),
  d(
    'SAFETY',
    '青城山索道售票处',
    '青城山',
    103.5708,
    30.9005,
    '都江堰市青城山镇青城山景区前山',
    '排队秩序混乱',
    '索道排队无隔离栏，有人插队并发生推搡，现场工作人员无人管理。',
    'pending',
    2,
  ),
  d(
    'TICKET',
    '杜甫草堂博物馆',
    '成都杜甫草堂博物馆',
    104.0285,
    30.6603,
    '青羊区青华路37号',
    '预约后无法入园',
    '线上预约成功，到场后闸机显示无预约记录，工作人员要求重新购票。',
    'processed',
    300,
    { rating: 4, result: '系预约系统同步故障，已为您办理退票，并赠送当月免费参观一次。' },
  ),
  d(
    'SERVICE',
    '成都博物馆',
    '成都博物馆',
    104.0625,
    30.6572,
    '青羊区小河街1号',
    '寄存处丢失物品',
    '寄存的背包取回时少了一个充电宝，寄存处称不负责。',
    'accepted',
    30,
    { reply: '已调取寄存处监控，正在核查，请留意来电。' },
  ),
  d(
    'TICKET',
    '东郊记忆演艺中心',
    '东郊记忆',
    104.1233,
    30.6722,
    '成华区建设南支路4号',
    '演出取消不退票',
    '演出临时取消，主办方只同意改期不同意退票。',
    'pending',
    50,
  ),
  d(
    'TRAFFIC',
    '出租车川A·T3X56',
    '成都远洋太古里',
    104.0853,
    30.6535,
    '锦江区中纱帽街8号',
    '出租车绕路',
    '从双流机场到太古里，司机绕行二环高架，多收约40元。',
    'processed',
    200,
    { rating: 4, result: '经交通运输部门核实绕路属实，已退还多收车费并对驾驶员处罚。' },
  ),
  d(
    'ENVIRONMENT',
    '九眼桥酒吧街某酒吧',
    '九眼桥',
    104.0866,
    30.6428,
    '锦江区九眼桥滨江东路',
    '夜间噪音扰民',
    '凌晨两点仍在室外大声播放音乐，影响周边游客休息。',
    'pending',
    5,
  ),
  d(
    'FOOD',
    '天府广场地下美食城某商户',
    '天府广场',
    104.0657,
    30.6574,
    '青羊区人民南路一段86号',
    '食品不卫生',
    '购买的钵钵鸡有异味，食用后肠胃不适，商家拒绝退款。',
    'accepted',
    20,
    { reply: '已通知属地市场监管所到店检查，请保留购物小票和就医记录。' },
  ),
  d(
    'OTHER',
    '文殊院素斋馆',
    '文殊院',
    104.0724,
    30.6758,
    '青羊区文殊院街66号',
    '排队取号不公',
    '取号后工作人员让熟人先进，等待超过一小时。',
    'processed',
    900,
    { result: '素斋馆已改为线上取号并公示叫号顺序，对相关员工进行了批评教育。' },
  ),
]

const SICHUAN: Demo[] = [
  d(
    'PRICE',
    '峨眉山金顶某餐馆',
    '峨眉山',
    103.3328,
    29.5217,
    '乐山市峨眉山市金顶景区',
    '餐饮价格虚高',
    '一碗素面收费68元，菜单未标价。',
    'processed',
    600,
    { region: '511100', rating: 3, result: '乐山市已责令商家明码标价并退还多收费用。' },
  ),
  d(
    'GUIDE',
    '九寨沟某旅行社',
    '九寨沟',
    103.9177,
    33.26,
    '阿坝州九寨沟县漳扎镇',
    '擅自更改行程',
    '合同约定游览两天，实际只安排一天，减少景点未退费。',
    'accepted',
    48,
    { region: '513200', reply: '已转阿坝州文旅局处理，正在调取合同和行程单。' },
  ),
  d(
    'SAFETY',
    '海螺沟景区观光车',
    '海螺沟',
    102.0046,
    29.5877,
    '甘孜州泸定县磨西镇',
    '观光车超载',
    '观光车满载后仍让游客站立乘坐，山路行驶存在安全隐患。',
    'pending',
    80,
    { region: '513300' },
  ),
  d(
    'TICKET',
    '乐山大佛景区',
    '乐山大佛',
    103.7699,
    29.544,
    '乐山市市中区凌云路2435号',
    '老年人优惠未落实',
    '持老年证购票仍被收取全价。',
    'processed',
    400,
    { region: '511100', rating: 5, result: '已退还差价，景区已对售票员重新培训优惠政策。' },
  ),
  d(
    'HOTEL',
    '稻城亚丁某民宿',
    '稻城亚丁',
    100.333,
    28.456,
    '甘孜州稻城县香格里拉镇',
    '预订房间被取消',
    '提前一个月预订并付款，入住当天被告知满房。',
    'accepted',
    26,
    { region: '513300' },
  ),
  d(
    'SERVICE',
    '蜀南竹海景区',
    '蜀南竹海',
    105.0493,
    28.4636,
    '宜宾市长宁县万岭镇',
    '景区交通车班次少',
    '等待观光车超过一小时，工作人员称没有加车计划。',
    'pending',
    6,
    { region: '511500' },
  ),
  d(
    'ENVIRONMENT',
    '碧峰峡景区',
    '碧峰峡',
    103.007,
    30.074,
    '雅安市雨城区碧峰峡镇',
    '厕所卫生差',
    '景区内多个厕所无纸无水、异味严重。',
    'processed',
    800,
    { region: '511800', result: '景区已增加保洁频次并安装自动给纸设备。' },
  ),
  d(
    'PRICE',
    '自贡灯会某摊位',
    '自贡灯会',
    104.7787,
    29.3528,
    '自贡市自流井区彩灯公园',
    '纪念品缺斤短两',
    '称重购买的冷吃兔实际重量少了近一半。',
    'accepted',
    15,
    { region: '510300', reply: '已通知自贡市市场监管局到场复秤。' },
  ),
  d(
    'TRAFFIC',
    '黄龙景区索道',
    '黄龙',
    103.829,
    32.753,
    '阿坝州松潘县川主寺镇',
    '索道停运未告知',
    '购票后索道停运，既不退票也不告知原因。',
    'pending',
    100,
    { region: '513200' },
  ),
  d(
    'FOOD',
    '阆中古城某饭店',
    '阆中古城',
    105.9752,
    31.5793,
    '南充市阆中市古城区',
    '菜品与图片不符',
    '点的张飞牛肉分量不足图片的一半。',
    'processed',
    1000,
    { region: '511300', rating: 4, result: '商家已更换菜单图片并给予补偿。' },
  ),
  d(
    'GUIDE',
    '光雾山景区导游',
    '光雾山',
    106.8167,
    32.65,
    '巴中市南江县光雾山镇',
    '导游私收小费',
    '导游以“红叶季辛苦费”为名每人收取20元。',
    'pending',
    10,
    { region: '511900' },
  ),
]

const SCENIC: Demo[] = [
  d(
    'SERVICE',
    '都江堰景区',
    '都江堰景区',
    103.6132,
    31.0037,
    '都江堰市公园路南桥景区入口',
    '检票口排队时间长',
    '只开了两个检票口，排队超过40分钟。',
    'processed',
    300,
    { rating: 4, result: '节假日已增开检票口，并上线刷身份证快速入园。' },
  ),
  d(
    'ENVIRONMENT',
    '都江堰景区',
    '都江堰景区',
    103.6105,
    31.0066,
    '都江堰市离堆公园内',
    '垃圾桶满溢',
    '离堆公园附近垃圾桶满溢无人清理。',
    'accepted',
    20,
    { reply: '已安排保洁人员加密巡查。' },
  ),
  d(
    'SAFETY',
    '都江堰景区',
    '都江堰景区',
    103.6087,
    31.0069,
    '都江堰市安澜索桥',
    '索桥拥挤',
    '安澜索桥上人数过多，桥身晃动明显，无人限流。',
    'pending',
    30,
  ),
  d(
    'TICKET',
    '都江堰景区',
    '都江堰景区',
    103.6132,
    31.0037,
    '都江堰市公园路',
    '电子票无法核销',
    '手机上的电子票二维码扫码失败。',
    'pending',
    3,
  ),
]

const TABLE: Record<string, { channel: ComplaintChannel; rows: Demo[]; operator: string }> = {
  'cd-city': { channel: 'default', rows: CHENGDU, operator: '成都市文旅局投诉受理中心 王敏' },
  'sc-province': { channel: 'sc', rows: SICHUAN, operator: '四川省旅游投诉受理中心 李静' },
  'djy-scenic': { channel: 'jnq', rows: SCENIC, operator: '都江堰景区游客服务中心 赵磊' },
}

const DEMO_NAME = '张伟'
const stamp = (ms: number) => `${siteDayOf(ms)} ${siteTimeOf(new Date(ms).toISOString())}`

/** the demo operator (13800000004) of the site, created with the role when missing */
async function demoOperator(app: FastifyInstance, site: Site): Promise<{ userId: number; displayName: string }> {
  const displayName = TABLE[site.siteCode]?.operator ?? `${site.config.name}投诉受理中心`
  const user =
    (await findUserByPhone(app.db, app.fieldCrypto, site.id, DEMO_OPERATOR_PHONE)) ??
    (await createUser(app.db, app.fieldCrypto, { siteId: site.id, phone: DEMO_OPERATOR_PHONE, nickname: '投诉受理员' }))
  await app.db
    .insert(siteOperatorRoles)
    .values({ siteId: site.id, userId: user.id, role: OPERATOR_ROLE, displayName, createdAt: app.clock() })
    .onConflictDoNothing()
  return { userId: user.id, displayName }
}

export async function seedDemoComplaints(app: FastifyInstance, site: Site): Promise<void> {
  const operator = await demoOperator(app, site)
  const table = TABLE[site.siteCode]
  if (!table) return
  const phone = site.config.testAccounts?.[0] ?? '13800000001'
  const user = await findUserByPhone(app.db, app.fieldCrypto, site.id, phone)
  if (!user) return
  // once: the demo user has no complaint on this site yet
  const n = await app.db.$count(complaints, and(eq(complaints.siteId, site.id), eq(complaints.userId, user.id)))
  if (n > 0) return
  const now = app.clock().getTime()
  let i = 0
  for (const c of table.rows) {
    const created = now - c.hoursAgo * HOUR
    const occurred = created - (3 + (i % 5)) * HOUR
    const accepted = c.status === 'pending' ? null : created + Math.min(20, 2 + (i % 7) * 3) * HOUR
    const replied = c.reply && accepted ? accepted + 4 * HOUR : null
    const processed = c.status === 'processed' && accepted ? accepted + (30 + (i % 4) * 12) * HOUR : null
    const rated = processed && c.rating ? processed + 10 * HOUR : null
    const [row] = await app.db
      .insert(complaints)
      .values({
        siteId: site.id,
        userId: user.id,
        channel: table.channel,
        name: DEMO_NAME,
        phoneEncrypted: app.fieldCrypto.encrypt(phone),
        gender: 1,
        complaintType: c.type,
        placeName: c.place,
        longitude: c.lng,
        latitude: c.lat,
        regionCode: c.region ?? site.config.regionCode,
        respondent: c.respondent,
        address: c.address,
        occurredAt: stamp(occurred),
        reason: c.reason,
        content: c.content,
        images: i % 3 === 0 ? [demoPicture('oldstreet', (i % 6) + 1)] : [],
        videos: [],
        status: c.status,
        acceptedAt: accepted ? new Date(accepted) : null,
        processedAt: processed ? new Date(processed) : null,
        satisfaction: rated ? c.rating! : null,
        feedback: rated ? (c.rating! >= 4 ? '处理及时，结果满意。' : '处理了，但希望加强日常监管。') : null,
        createdAt: new Date(created),
        updatedAt: new Date(rated ?? processed ?? replied ?? accepted ?? created),
      })
      .returning()
    const records: Array<{ action: RecordAction; at: number; content: string; operator: boolean }> = [
      { action: 'submitted', at: created, content: c.reason, operator: false },
    ]
    if (accepted) records.push({ action: 'accepted', at: accepted, content: '您的投诉已受理，我们将尽快核实处理。', operator: true })
    if (replied) records.push({ action: 'replied', at: replied, content: c.reply!, operator: true })
    if (processed)
      records.push({
        action: 'processed',
        at: processed,
        content: c.result ?? '经调查核实，已督促被投诉方整改，处理完毕。',
        operator: true,
      })
    if (rated) records.push({ action: 'rated', at: rated, content: row.feedback ?? '', operator: false })
    await app.db.insert(complaintRecords).values(
      records.map((r) => ({
        complaintId: row.id,
        action: r.action,
        actor: r.operator ? 'operator' : 'visitor',
        actorUserId: r.operator ? operator.userId : user.id,
        actorName: r.operator ? operator.displayName : row.name,
        content: r.content,
        createdAt: new Date(r.at),
      })),
    )
    // the message of the newest operator step, as the real steps send
    const lastOp = records.filter((r) => r.operator).pop()
    if (lastOp && lastOp.at > now - 30 * 24 * HOUR) {
      const title = { accepted: '您的投诉已受理', replied: '您的投诉有新回复', processed: '您的投诉已处理完毕' }[
        lastOp.action as 'accepted'
      ]
      await app.db.insert(userMessages).values({
        userId: user.id,
        title,
        content: `${c.respondent}（${stamp(lastOp.at)}）：${lastOp.content}`,
        msgType: 2,
        jumpType: 4,
        relationId: String(row.id),
        jumpUrl: routes.complainDetail(row.id),
        createdAt: new Date(lastOp.at),
      })
    }
    i++
  }
}

/** for route samples and demos: the demo user's complaint ids by status */
export async function demoComplaintIds(app: FastifyInstance, siteId: number, userId: number) {
  return app.db
    .select({ id: complaints.id, status: complaints.status })
    .from(complaints)
    .where(and(eq(complaints.siteId, siteId), eq(complaints.userId, userId)))
}
