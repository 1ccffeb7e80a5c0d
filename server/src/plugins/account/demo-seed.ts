/**
 * Demo data per site (development and demos; skipped in production and with ACCOUNT_DEMO_SEED=0).
 * Demo user: the site's first test-account phone (13800000001), WeChat demo user dev-wx-xiaowen,
 * with a profile, 2 addresses, 2 contacts, points, wallet, collections, 5 messages (msgType 1, and msgType 2 with jumpType 1-4)
 * and 3 no-shows in the last 120 days, so the demo user is SHORT_LOSE_CREDIT.
 * A second user (the second test phone, 王芳, named as a visitor would be) was invited by the demo user. Runs once per site.
 */
import type { FastifyInstance } from 'fastify'
import { DAY_MS, formatDay } from '../../../../src/core/credit'
import { createUser, findUserByPhone } from '../../auth/users'
import {
  creditNoShows,
  integralRecords,
  invitations,
  receiveAddresses,
  userCollections,
  userContacts,
  userIdentities,
  userMessages,
  userProfiles,
  walletEntries,
} from '../../db/schema'
import type { Site } from '../../site/site-registry'

export const DEMO_WECHAT_OPEN_ID = 'dev-wx-xiaowen'

export async function seedDemoAccounts(app: FastifyInstance, site: Site): Promise<void> {
  const [phone, secondPhone] = [site.config.testAccounts?.[0] ?? '13800000001', site.config.testAccounts?.[1] ?? '13800000002']
  if (await findUserByPhone(app.db, app.fieldCrypto, site.id, phone)) return
  const crypt = app.fieldCrypto
  const now = app.clock()
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS)
  const db = app.db

  const user = await createUser(db, crypt, { siteId: site.id, phone, nickname: '文旅体验官', wechatOpenId: DEMO_WECHAT_OPEN_ID })
  const friend = await createUser(db, crypt, { siteId: site.id, phone: secondPhone, nickname: '王芳' })
  await db
    .insert(userIdentities)
    .values({ siteId: site.id, provider: 'wechat', subject: DEMO_WECHAT_OPEN_ID, userId: user.id, nickname: '小文 (demo)', createdAt: now })
    .onConflictDoNothing()
  await db.insert(userProfiles).values({
    userId: user.id,
    signature: '行走在巴山蜀水间',
    email: 'demo@wenlv.example',
    school: '四川大学',
    company: '文旅云',
    address: '成都市锦江区',
    updatedAt: now,
  })
  await db.insert(receiveAddresses).values([
    {
      userId: user.id,
      name: '张明远',
      phoneEncrypted: crypt.encrypt(phone),
      region: '四川省 成都市 锦江区',
      detail: '红星路三段1号',
      isDefault: true,
      createdAt: ago(30),
    },
    {
      userId: user.id,
      name: '李秀兰',
      phoneEncrypted: crypt.encrypt(secondPhone),
      region: '四川省 成都市 武侯区',
      detail: '人民南路四段9号',
      isDefault: false,
      createdAt: ago(20),
    },
  ])
  const contacts = [
    { name: '张明远', certType: 'ID_CARD', certNumber: '11010519491231002X', phone },
    { name: 'John Smith', certType: 'PASSPORT', certNumber: 'E12345678', phone: secondPhone },
  ]
  // the friend books too (issue 12's demo): one saved visitor of their own
  const friendContacts = [{ name: '王芳', certType: 'ID_CARD', certNumber: '510104199003030046', phone: secondPhone }]
  await db.insert(userContacts).values(
    [...contacts.map((c) => ({ ...c, owner: user.id })), ...friendContacts.map((c) => ({ ...c, owner: friend.id }))].map((c) => ({
      userId: c.owner,
      name: c.name,
      certType: c.certType,
      certNumberEncrypted: crypt.encrypt(c.certNumber),
      certNumberHash: crypt.hash(`${c.certType}:${c.certNumber}`),
      phoneEncrypted: crypt.encrypt(c.phone),
      createdAt: ago(10),
    })),
  )
  await db.insert(integralRecords).values([
    { userId: user.id, points: 50, reason: 'register', createdAt: ago(60) },
    { userId: user.id, points: 5, reason: 'checkIn', day: formatDay(ago(2).getTime()), createdAt: ago(2) },
    { userId: user.id, points: 5, reason: 'checkIn', day: formatDay(ago(1).getTime()), createdAt: ago(1) },
    { userId: user.id, points: 20, reason: 'invite', createdAt: ago(15) },
    // the friend pays a points-priced booking in the demo (issue 12; the small venue's guided session, 20 points a person)
    { userId: friend.id, points: 50, reason: 'register', createdAt: ago(15) },
  ])
  await db.insert(walletEntries).values([
    { userId: user.id, amountCents: 8800, kind: 'income', status: 'done', title: '活动奖励', createdAt: ago(40) },
    { userId: user.id, amountCents: -1000, kind: 'withdrawal', status: 'done', title: '提现', account: '微信零钱', createdAt: ago(35) },
  ])
  await db.insert(userCollections).values([
    { userId: user.id, resourceType: 'CONTENT_TYPE_SCENERY', resourceId: '1', title: '都江堰景区', createdAt: ago(9) },
    { userId: user.id, resourceType: 'CONTENT_TYPE_VENUE', resourceId: '1', title: '成都博物馆', createdAt: ago(8) },
    { userId: user.id, resourceType: 'CONTENT_TYPE_ACTIVITY', resourceId: '1', title: '非遗手作体验', createdAt: ago(7) },
    { userId: user.id, resourceType: 'CONTENT_TYPE_NEWS', resourceId: '1', title: '春季赏花指南', createdAt: ago(6) },
  ])
  // msgType 1 opens the detail; msgType 2 jumps by jumpType (1 activity, 2 topic, 3 shop goods, 4 url)
  await db.insert(userMessages).values([
    { userId: user.id, title: '欢迎加入', content: '欢迎使用文旅云！', msgType: 1, jumpType: 1, createdAt: ago(60) },
    { userId: user.id, title: '活动提醒', content: '您报名的活动明天开始。', msgType: 2, jumpType: 1, relationId: '1', createdAt: ago(12) },
    { userId: user.id, title: '专题上新', content: '春季赏花专题已上线。', msgType: 2, jumpType: 2, relationId: '1', createdAt: ago(5) },
    { userId: user.id, title: '文创好物', content: '点击查看文创商品。', msgType: 2, jumpType: 3, relationId: '1', createdAt: ago(3) },
    {
      userId: user.id,
      title: '合作伙伴活动',
      content: '点击查看合作伙伴页面。',
      msgType: 2,
      jumpType: 4,
      jumpUrl: 'https://www.example.com/',
      createdAt: ago(1),
    },
  ])
  await db.insert(invitations).values({ inviterId: user.id, inviteeId: friend.id, createdAt: ago(15) })
  // 3 no-shows within 120 days, the third 10 days ago: SHORT_LOSE_CREDIT until 80 days from now
  await db.insert(creditNoShows).values(
    [70, 40, 10].map((d, i) => ({
      userId: user.id,
      siteId: site.id,
      occurredAt: ago(d),
      orderCode: `DEMO-NS-${i + 1}`,
      resourceName: '成都博物馆',
      createdAt: now,
    })),
  )
}
