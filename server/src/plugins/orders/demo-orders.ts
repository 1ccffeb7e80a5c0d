/**
 * Demo orders, once per site whose demo user exists (development and demos, like the account
 * seed): the demo user (13800000001) has generic orders of all six types in believable states, more
 * than a page of them (蜀绣团扇 shipped by SF Express, 熊猫基地门票 to consume, 成都香格里拉酒店 to check
 * in, 九寨沟三日游 waiting for the agency's confirmation …), and one booked visit to the site's first
 * bookable venue (to be used: its e-code shows on /user-code). The demo friend (13800000002) is staff
 * of that venue: they write the visit off at /write-off/{resourceType}/{resourceId}.
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { ORDER_STATUS } from '../../../../src/core/booking/order-status'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import { findUserByPhone } from '../../auth/users'
import {
  bookingOrders,
  bookingResources,
  bookingSlots,
  bookingVisitors,
  genericOrderEvents,
  genericOrderItems,
  genericOrders,
  receiveAddresses,
  resourceStaff,
  userContacts,
} from '../../db/schema'
import type { Site } from '../../site/site-registry'
import { dayOf } from '../booking/days'
import { ensureSlots, newOrderCode } from '../booking/service'
import { demoPicture, type DemoScene } from '../demo-pictures'
import { sceneForText } from '../demo-pictures/subjects'
import { newGenericOrderCode } from './service'

const HOUR = 3_600_000

interface DemoItem {
  name: string
  spec?: string
  price: number // yuan
  quantity: number
  scene: DemoScene
}
interface DemoOrder {
  type: number
  shop: string
  items: DemoItem[]
  /** the states it went through: [status, event, hours ago] */
  path: [number, string, number][]
  freight?: number
  /** days from today (a visit, a check-in, a departure) */
  useInDays?: number
  shipping?: { company: string; number: string }
  refunded?: string
}

const ORDERS: DemoOrder[] = [
  // material (1): shop goods, shipped to the demo user's address
  {
    type: 1,
    shop: '成都蜀锦织绣博物馆文创店',
    items: [{ name: '蜀绣团扇·芙蓉锦鲤', spec: '双面绣 直径 26 cm', price: 168, quantity: 1, scene: 'museum' }],
    freight: 0,
    path: [
      [0, 'created', 50],
      [20, 'paid', 49.5],
      [21, 'shipped', 17],
    ],
    shipping: { company: 'shunfeng', number: 'SF1420387765521' },
  },
  {
    type: 1,
    shop: '青城山特产旗舰店',
    items: [{ name: '青城山老腊肉礼盒', spec: '1.5 kg', price: 128, quantity: 2, scene: 'bamboo' }],
    freight: 12,
    path: [
      [0, 'created', 8],
      [20, 'paid', 7.9],
    ],
  },
  {
    type: 1,
    shop: '大熊猫基地文创商店',
    items: [
      { name: '大熊猫毛绒公仔', spec: '30 cm', price: 89, quantity: 1, scene: 'panda' },
      { name: '熊猫竹节书签', price: 15, quantity: 3, scene: 'panda' },
    ],
    path: [
      [0, 'created', 240],
      [20, 'paid', 239],
      [21, 'shipped', 200],
      [22, 'received', 150],
    ],
    shipping: { company: 'zhongtong', number: '78452136998012' },
  },
  {
    type: 1,
    shop: '蜀韵竹编工坊',
    items: [{ name: '瓷胎竹编茶具套装', spec: '一壶四杯', price: 398, quantity: 1, scene: 'tea' }],
    freight: 0,
    path: [[0, 'created', 0.3]],
  },
  {
    type: 1,
    shop: '宽窄巷子文创馆',
    items: [{ name: '宽窄巷子手绘明信片', spec: '一套 12 张', price: 36, quantity: 1, scene: 'skyline' }],
    freight: 8,
    path: [
      [0, 'created', 400],
      [20, 'paid', 399],
      [21, 'shipped', 380],
      [22, 'received', 330],
      [2, 'completed', 160],
    ],
    shipping: { company: 'yuantong', number: 'YT7720193845561' },
  },
  {
    type: 1,
    shop: '郫都豆瓣老作坊',
    items: [{ name: '郫县豆瓣酱', spec: '500 g', price: 26, quantity: 2, scene: 'hotpot' }],
    path: [
      [0, 'created', 120],
      [3, 'cancelled', 119],
    ],
  },
  // fictitious (2): experiences and services sold as vouchers
  {
    type: 2,
    shop: '锦里川剧艺术中心',
    items: [{ name: '川剧变脸体验课', spec: '90 分钟 含脸谱', price: 198, quantity: 1, scene: 'theatre' }],
    useInDays: 3,
    path: [
      [30, 'created', 30],
      [10, 'paid', 29.8],
    ],
  },
  {
    type: 2,
    shop: '都江堰景区服务中心',
    items: [{ name: '都江堰夜游预约', spec: '19:30 场', price: 120, quantity: 2, scene: 'river' }],
    useInDays: 5,
    path: [
      [30, 'created', 20],
      [32, 'paid', 19.9],
    ],
  },
  {
    type: 2,
    shop: '成都博物馆',
    items: [{ name: '专业讲解服务', spec: '中文 2 小时', price: 150, quantity: 1, scene: 'museum' }],
    useInDays: 2,
    path: [
      [40, 'created', 60],
      [41, 'booked', 59],
    ],
  },
  {
    type: 2,
    shop: '蜀锦织造技艺传习所',
    items: [{ name: '蜀锦织造体验券', price: 88, quantity: 1, scene: 'museum' }],
    path: [
      [30, 'created', 300],
      [10, 'paid', 299],
      [36, 'refunded', 280],
    ],
    refunded: '行程有变',
  },
  // scenic (3): tickets
  {
    type: 3,
    shop: '成都大熊猫繁育研究基地',
    items: [{ name: '熊猫基地门票', spec: '成人票', price: 55, quantity: 2, scene: 'panda' }],
    useInDays: 1,
    path: [
      [0, 'created', 26],
      [10, 'paid', 25.9],
    ],
  },
  {
    type: 3,
    shop: '青城山景区',
    items: [{ name: '青城山前山门票', spec: '成人票', price: 80, quantity: 1, scene: 'mountain' }],
    useInDays: 6,
    path: [
      [0, 'created', 10],
      [1, 'paid', 9.9],
      [22, 'codeIssued', 9.8],
    ],
  },
  {
    type: 3,
    shop: '都江堰景区',
    items: [{ name: '都江堰景区门票', spec: '成人票', price: 80, quantity: 2, scene: 'terraces' }],
    useInDays: -12,
    path: [
      [0, 'created', 330],
      [10, 'paid', 329],
      [11, 'consumed', 290],
    ],
  },
  {
    type: 3,
    shop: '成都武侯祠博物馆',
    items: [{ name: '武侯祠门票', spec: '成人票', price: 50, quantity: 1, scene: 'temple' }],
    useInDays: -30,
    path: [
      [0, 'created', 760],
      [10, 'paid', 759],
      [12, 'expired', 700],
    ],
  },
  // direct (4): bought and paid at the seller's own counter
  {
    type: 4,
    shop: '锦里非遗市集',
    items: [{ name: '糖画·十二生肖', price: 20, quantity: 2, scene: 'noodles' }],
    path: [
      [0, 'created', 3],
      [1, 'paid', 2.9],
    ],
  },
  {
    type: 4,
    shop: '人民公园鹤鸣茶社',
    items: [{ name: '盖碗茶·竹叶青', price: 38, quantity: 2, scene: 'tea' }],
    path: [
      [0, 'created', 100],
      [1, 'paid', 99.9],
      [2, 'completed', 98],
    ],
  },
  // hotel (5)
  {
    type: 5,
    shop: '成都香格里拉大酒店',
    items: [{ name: '豪华江景大床房', spec: '1 晚 含双早', price: 968, quantity: 1, scene: 'hotel' }],
    useInDays: 2,
    path: [
      [0, 'created', 48],
      [1, 'paid', 47.9],
      [2, 'confirmed', 46],
    ],
  },
  {
    type: 5,
    shop: '成都博舍',
    items: [{ name: '庭院客房', spec: '2 晚', price: 1680, quantity: 2, scene: 'hotel' }],
    useInDays: -20,
    path: [
      [0, 'created', 600],
      [1, 'paid', 599],
      [2, 'confirmed', 590],
      [3, 'checkedIn', 480],
      [4, 'left', 432],
    ],
  },
  {
    type: 5,
    shop: '青城山六善酒店',
    items: [{ name: '山景套房', spec: '1 晚', price: 2380, quantity: 1, scene: 'homestay' }],
    useInDays: 9,
    path: [
      [0, 'created', 1],
      [1, 'paid', 0.9],
    ],
  },
  // line (6): tours
  {
    type: 6,
    shop: '四川中国青年旅行社',
    items: [{ name: '九寨沟·黄龙三日游', spec: '成人 含往返大巴', price: 1280, quantity: 2, scene: 'snowpeak' }],
    useInDays: 12,
    path: [
      [0, 'created', 5],
      [1, 'paid', 4.9],
    ],
  },
  {
    type: 6,
    shop: '成都康辉国际旅行社',
    items: [{ name: '峨眉山·乐山大佛二日游', spec: '成人', price: 690, quantity: 1, scene: 'mountain' }],
    useInDays: 4,
    path: [
      [0, 'created', 70],
      [1, 'paid', 69.9],
      [2, 'confirmed', 60],
    ],
  },
  {
    type: 6,
    shop: '四川省中国旅行社',
    items: [{ name: '稻城亚丁五日游', spec: '成人 含住宿', price: 3280, quantity: 1, scene: 'grassland' }],
    useInDays: -40,
    path: [
      [0, 'created', 1300],
      [1, 'paid', 1299],
      [2, 'confirmed', 1200],
      [3, 'completed', 860],
    ],
  },
  {
    type: 6,
    shop: '成都春秋旅行社',
    items: [{ name: '都江堰·青城山一日游', spec: '成人', price: 198, quantity: 2, scene: 'terraces' }],
    path: [
      [0, 'created', 200],
      [9, 'closed', 199.5],
    ],
  },
]

const fen = (yuan: number) => Math.round(yuan * 100)

export async function seedDemoOrders(app: FastifyInstance, site: Site): Promise<void> {
  const db = app.db
  const phone = site.config.testAccounts?.[0] ?? '13800000001'
  const friendPhone = site.config.testAccounts?.[1] ?? '13800000002'
  const user = await findUserByPhone(db, app.fieldCrypto, site.id, phone)
  if (!user) return
  const [already] = await db.select({ id: genericOrders.id }).from(genericOrders).where(eq(genericOrders.userId, user.id)).limit(1)
  if (already) return
  const now = app.clock().getTime()
  const [address] = await db
    .select()
    .from(receiveAddresses)
    .where(eq(receiveAddresses.userId, user.id))
    .orderBy(sql`${receiveAddresses.isDefault} DESC`, asc(receiveAddresses.id))
    .limit(1)

  for (const [i, demo] of ORDERS.entries()) {
    const total = demo.items.reduce((sum, it) => sum + fen(it.price) * it.quantity, 0)
    const freight = fen(demo.freight ?? 0)
    const [first] = demo.path
    const last = demo.path[demo.path.length - 1]
    const shipped = demo.path.find((p) => p[1] === 'shipped')
    const [order] = await db
      .insert(genericOrders)
      .values({
        siteId: site.id,
        userId: user.id,
        orderCode: newGenericOrderCode(demo.type),
        orderType: demo.type,
        status: last[0],
        shopName: demo.shop,
        useDate: demo.useInDays === undefined ? null : dayOf(now + demo.useInDays * 24 * HOUR),
        totalFen: total,
        freightFen: freight,
        payFen: total + freight,
        address:
          demo.type === 1 && address
            ? { name: address.name, phoneEncrypted: address.phoneEncrypted, region: address.region, detail: address.detail }
            : null,
        logisticsCompany: demo.shipping?.company ?? null,
        trackingNumber: demo.shipping?.number ?? null,
        shippedAt: shipped ? new Date(now - shipped[2] * HOUR) : null,
        refundStatus: demo.refunded ? 1 : 0,
        refundReason: demo.refunded ?? null,
        // creation times a minute apart at least, so the list's order is the table's
        createdAt: new Date(now - first[2] * HOUR - i * 60_000),
        updatedAt: new Date(now - last[2] * HOUR),
      })
      .returning()
    await db.insert(genericOrderItems).values(
      demo.items.map((it, n) => ({
        orderId: order.id,
        picture: demoPicture(sceneForText(it.name, n, it.scene), i * 7 + n),
        name: it.name,
        spec: it.spec ?? null,
        priceFen: fen(it.price),
        quantity: it.quantity,
      })),
    )
    await db.insert(genericOrderEvents).values(
      demo.path.map(([status, event, ago]) => ({
        orderId: order.id,
        status,
        event,
        at: new Date(now - ago * HOUR - (ago === first[2] ? i * 60_000 : 0)),
      })),
    )
  }

  await seedDemoVisit(app, site, user.id, friendPhone)
}

/** the demo user's booked visit to the first bookable venue, and its staff: the demo friend */
async function seedDemoVisit(app: FastifyInstance, site: Site, userId: number, friendPhone: string): Promise<void> {
  const db = app.db
  const [resource] = await db
    .select()
    .from(bookingResources)
    .where(and(eq(bookingResources.siteId, site.id), eq(bookingResources.resourceType, RESOURCE_TYPES.VENUE.code)))
    .orderBy(asc(bookingResources.id))
    .limit(1)
  if (!resource) return
  const friend = await findUserByPhone(db, app.fieldCrypto, site.id, friendPhone)
  const now = app.clock()
  if (friend)
    await db
      .insert(resourceStaff)
      .values({ siteId: site.id, userId: friend.id, resourceType: resource.resourceType, resourceId: resource.resourceId, createdAt: now })
      .onConflictDoNothing()
  const [contact] = await db.select().from(userContacts).where(eq(userContacts.userId, userId)).orderBy(asc(userContacts.id)).limit(1)
  if (!contact) return
  const open = (await ensureSlots(db, resource, now.getTime())).filter((s) => s.openStatus === 1 && s.startsAt > now && s.sold < s.capacity)
  // a session of the second open day: the first open day's sessions stay untouched for whoever books first
  // (tests/e2e/booking.test.mjs books one and checks that cancelling gives every place back)
  const slot = open.find((s) => s.day !== open[0]?.day) ?? open[0]
  if (!slot) return
  await db.transaction(async (tx) => {
    const taken = await tx
      .update(bookingSlots)
      .set({ sold: sql`${bookingSlots.sold} + 1` })
      .where(and(eq(bookingSlots.id, slot.id), sql`${bookingSlots.sold} + 1 <= ${bookingSlots.capacity}`))
      .returning({ id: bookingSlots.id })
    if (taken.length === 0) return
    const [order] = await tx
      .insert(bookingOrders)
      .values({
        siteId: site.id,
        userId,
        orderCode: newOrderCode(now.getTime()),
        slotId: slot.id,
        bookingResourceId: resource.id,
        orderType: resource.resourceType,
        status: ORDER_STATUS.TO_BE_USED,
        useNum: 1,
        idempotencyKey: 'demo-seed-visit',
        startsAt: slot.startsAt,
        endsAt: slot.endsAt,
        createdAt: new Date(now.getTime() - 2 * HOUR),
        updatedAt: new Date(now.getTime() - 2 * HOUR),
      })
      .returning()
    await tx.insert(bookingVisitors).values({
      orderId: order.id,
      bookingResourceId: resource.id,
      day: slot.day,
      name: contact.name,
      certNumberHash: contact.certNumberHash,
      certNumberEncrypted: contact.certNumberEncrypted,
      phoneEncrypted: contact.phoneEncrypted,
    })
  })
}
