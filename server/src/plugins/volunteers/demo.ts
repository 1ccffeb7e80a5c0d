/**
 * Demo volunteer area for cd-city (once, when the site has no team): 6 service brands, 12 teams at
 * real Chengdu places (gcj02), 14 volunteer activities (rows of `activities`, type VOLUNT, with their
 * booking resource and one session each) dated from the seed's time so every state shows (ended
 * with sign-ins and records, one under way now, recruiting, reserve recruitment), schedules this
 * month and next, and honours. The activities seed's own volunteering rows join the teams too.
 * People (development with the account demo seed, like the other demo users): the demo user
 * 13800000001 (张明远) is a volunteer member of 杜甫草堂文化志愿者 with records; the friend 13800000002
 * (王芳) is the head of 成都博物馆志愿服务队; 13800000003 (李晓雨) is a volunteer of that team signed up
 * for the activity under way (the e2e sign-in); 22 more volunteers with roles and hours for lists
 * and the ranking. Any other phone is not a volunteer (/volunteer-service registers it).
 */
import { and, eq, inArray } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { siteDayOf } from '../../../../src/core/booking/site-time'
import type { TeamRole } from '../../../../src/core/volunteers/index'
import { createUser, findUserByPhone } from '../../auth/users'
import {
  activities,
  activityClassifies,
  bookingResources,
  bookingSlots,
  userContacts,
  users,
  volunteerActivities,
  volunteerBrands,
  volunteerHonours,
  volunteerRecords,
  volunteerSchedules,
  volunteerSignIns,
  volunteerTeamMembers,
  volunteers,
  volunteerTeams,
} from '../../db/schema'
import type { Site } from '../../site/site-registry'
import { book } from '../booking/service'
import { demoPicture, type DemoScene } from '../demo-pictures/pictures'
import { VOLUNTEER_ACTIVITY_CODE, writeBookingOf } from './service'

export const VOLUNTEER_DEMO_SITES = new Set(['cd-city'])
export const DEMO_VOLUNTEER_PHONE = '13800000003'
const HOUR = 3_600_000
const DAY = 24 * HOUR

const BRANDS: Array<[string, DemoScene, string]> = [
  ['锦城博物馆之友', 'museum', '成都各博物馆志愿者共同的服务品牌：讲解、引导、社教，让文物"活"起来。'],
  ['天府文化讲解员', 'temple', '以杜甫草堂、武侯祠为阵地，讲好天府文化故事。'],
  ['熊猫守护者', 'panda', '大熊猫基地科普与文明游园志愿服务品牌。'],
  ['绿道先锋', 'bamboo', '天府绿道沿线文明骑行、生态保护志愿服务。'],
  ['书香成都', 'oldstreet', '全民阅读推广志愿服务品牌，走进社区与乡村。'],
  ['银龄行动', 'garden', '退休教师、老专家发挥余热的银发志愿服务品牌。'],
]

// name, brand index, scene, address, longitude, latitude, phone, intro
const TEAMS: Array<[string, number, DemoScene, string, number, number, string, string]> = [
  [
    '成都博物馆志愿服务队',
    0,
    'museum',
    '青羊区小河街1号（天府广场西侧）',
    104.0628,
    30.6604,
    '028-62811111',
    '成立于2016年，承担展厅讲解、观众引导与社教活动，现有注册志愿者300余名。',
  ],
  [
    '杜甫草堂文化志愿者',
    1,
    'temple',
    '青羊区青华路37号',
    104.0325,
    30.6612,
    '028-87319258',
    '诗圣故居里的文化使者，提供诗词讲解、游园引导服务。',
  ],
  ['武侯祠三国文化志愿服务队', 1, 'temple', '武侯区武侯祠大街231号', 104.0487, 30.6463, '028-85552397', '讲述三国故事，服务海内外游客。'],
  [
    '金沙遗址博物馆志愿者协会',
    0,
    'museum',
    '青羊区金沙遗址路2号',
    104.0135,
    30.6812,
    '028-87303522',
    '太阳神鸟的守护者，常年开展讲解与考古科普。',
  ],
  ['四川博物院志愿服务队', 0, 'museum', '青羊区浣花南路251号', 104.0393, 30.6606, '028-65521888', '面向青少年的文博社教与节假日讲解服务。'],
  ['大熊猫基地志愿者团队', 2, 'panda', '成华区熊猫大道1375号', 104.1466, 30.7335, '028-83510033', '熊猫科普讲解、文明观赏引导与园区环保。'],
  [
    '宽窄巷子文明旅游志愿队',
    1,
    'oldstreet',
    '青羊区宽窄巷子景区游客中心',
    104.0563,
    30.6703,
    '028-86259233',
    '游客咨询、文明劝导与失物招领。',
  ],
  [
    '成都图书馆阅读推广志愿者',
    4,
    'oldstreet',
    '青羊区文翁路（成都图书馆）',
    104.0693,
    30.6636,
    '028-86632000',
    '绘本共读、读书会和数字阅读辅导。',
  ],
  [
    '锦里非遗传承志愿服务队',
    1,
    'oldstreet',
    '武侯区武侯祠大街231号附1号（锦里）',
    104.0502,
    30.6449,
    '028-66311686',
    '协助非遗传承人开展体验活动。',
  ],
  ['东郊记忆文创志愿者', 4, 'theatre', '成华区建设南支路4号', 104.1289, 30.6713, '028-84336666', '演出引导、展览讲解与文创市集服务。'],
  [
    '天府绿道骑行志愿服务队',
    3,
    'bamboo',
    '锦江区锦城公园绿道驿站',
    104.0838,
    30.5702,
    '028-85122017',
    '文明骑行宣传、绿道巡护与应急救助。',
  ],
  [
    '青羊区银发志愿服务队',
    5,
    'garden',
    '青羊区少城路12号（人民公园）',
    104.0566,
    30.6599,
    '028-86151234',
    '老年志愿者陪伴、问询与文明游园服务。',
  ],
]

// name, team index, mode, scene, hours from the seed's hour to the start, duration hours, capacity, intro
const ACTIVITIES: Array<[string, number, 'RECRUIT' | 'RESERVE', DemoScene, number, number, number, string]> = [
  ['成都博物馆展厅讲解服务', 0, 'RECRUIT', 'museum', -1, 4, 12, '在"花重锦官城"常设展厅提供定点讲解与观众引导。请提前30分钟到达签到。'],
  ['"金沙太阳节"现场引导', 3, 'RECRUIT', 'museum', -24 * 30, 6, 20, '太阳节期间入口引导、排队秩序维护与问询服务（已结束）。'],
  ['杜甫草堂人日游草堂诗会服务', 1, 'RECRUIT', 'temple', -24 * 20, 5, 15, '人日游草堂活动期间诗会现场服务（已结束）。'],
  ['武侯祠春节游园引导', 2, 'RECRUIT', 'temple', -24 * 12, 6, 20, '春节游园高峰期的游客分流与问询（已结束）。'],
  ['成都博物馆周末展厅讲解', 0, 'RECRUIT', 'museum', -24 * 5, 4, 10, '周末常设展讲解（已结束）。'],
  ['大熊猫基地科普讲解', 5, 'RECRUIT', 'panda', 24 * 2, 4, 10, '在熊猫科普馆为游客讲解大熊猫的生活习性与保护故事。'],
  ['杜甫草堂周末诗词讲解', 1, 'RECRUIT', 'temple', 24 * 3, 4, 8, '在草堂茅屋景区讲解杜甫成都诗作，需具备一定诗词基础。'],
  ['宽窄巷子文明旅游劝导', 6, 'RECRUIT', 'oldstreet', 24 * 4, 5, 16, '节假日客流高峰期文明劝导、游客咨询。'],
  ['成都图书馆亲子绘本共读', 7, 'RECRUIT', 'oldstreet', 24 * 6, 3, 6, '带领 4-8 岁小读者共读绘本，需有耐心、喜欢孩子。'],
  ['锦里非遗体验日助教', 8, 'RECRUIT', 'oldstreet', 24 * 8, 5, 8, '协助蜀绣、糖画传承人开展体验课。'],
  ['天府绿道文明骑行宣传', 10, 'RECRUIT', 'bamboo', 24 * 9, 4, 20, '锦城公园绿道沿线文明骑行宣传与巡护。'],
  ['四川博物院暑期讲解员储备', 4, 'RESERVE', 'museum', 24 * 15, 4, 30, '储备招募：暑期讲解员培训与考核，合格者纳入暑期排班。'],
  ['东郊记忆音乐节志愿者储备', 9, 'RESERVE', 'theatre', 24 * 20, 8, 40, '储备招募：音乐节期间入场引导、应急疏散。'],
  ['人民公园银发陪伴服务', 11, 'RECRUIT', 'garden', 24 * 10, 3, 10, '陪伴独自游园的老人，提供问询与帮助。'],
]

const PEOPLE = [
  '张明',
  '陈静怡',
  '刘洋',
  '赵子涵',
  '黄思远',
  '周雨桐',
  '吴浩然',
  '郑可欣',
  '孙一鸣',
  '马晓婷',
  '朱文博',
  '胡佳琪',
  '郭振宇',
  '何梦瑶',
  '高俊杰',
  '林诗涵',
  '罗天佑',
  '梁雅琴',
  '宋承泽',
  '谢欣然',
  '唐嘉怡',
  '韩子墨',
]
const SKILLS = ['guide', 'language', 'firstAid', 'photo', 'elderly', 'children', 'order', 'heritage']

/** a valid id card number from its first 17 digits (GB 11643 check character) */
export function idCardOf(base17: string): string {
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
  const sum = weights.reduce((acc, w, i) => acc + w * Number(base17[i]), 0)
  return base17 + '10X98765432'[sum % 11]
}

const roundToHalfHour = (ms: number) => Math.floor(ms / (HOUR / 2)) * (HOUR / 2)

export async function seedDemoVolunteers(app: FastifyInstance, site: Site, withPeople: boolean): Promise<void> {
  const db = app.db
  const [any] = await db.select({ id: volunteerTeams.id }).from(volunteerTeams).where(eq(volunteerTeams.siteId, site.id)).limit(1)
  if (any) return
  if (!VOLUNTEER_DEMO_SITES.has(site.siteCode)) return seedSiteTeam(app, site)
  const now = app.clock()
  const siteId = site.id

  const brands = await db
    .insert(volunteerBrands)
    .values(
      BRANDS.map(([name, scene, intro], i) => ({ siteId, name, cover: demoPicture(scene, 40 + i), intro, sort: 100 - i, createdAt: now })),
    )
    .returning()
  const teams = await db
    .insert(volunteerTeams)
    .values(
      TEAMS.map(([name, brand, scene, address, , , phone, intro], i) => ({
        siteId,
        name,
        cover: demoPicture(scene, 60 + i),
        intro,
        address,
        phone,
        brandId: brands[brand].id,
        sort: 100 - i,
        createdAt: new Date(now.getTime() - (400 - i * 10) * DAY),
      })),
    )
    .returning()

  // the volunteering classify of the activities seed (made here when the site has none)
  const classifies = await db.select().from(activityClassifies).where(eq(activityClassifies.siteId, siteId))
  const classifyId =
    classifies.find((c) => c.name === '志愿服务')?.id ??
    (
      await db
        .insert(activityClassifies)
        .values({ siteId, name: '志愿服务', translations: { en: 'Volunteering', fr: 'Bénévolat', ja: 'ボランティア', ko: '자원봉사' } })
        .returning()
    )[0].id

  const base = roundToHalfHour(now.getTime())
  const made = await db
    .insert(activities)
    .values(
      ACTIVITIES.map(([name, team, mode, scene, startIn, hours, capacity, intro], i) => {
        const t = TEAMS[team]
        const startsAt = new Date(base + startIn * HOUR)
        const endsAt = new Date(startsAt.getTime() + hours * HOUR)
        const day = siteDayOf(startsAt.getTime())
        const hhmm = (d: Date) => new Date(d.getTime() + 8 * HOUR).toISOString().slice(11, 16)
        return {
          siteId,
          classifyId,
          name,
          activityType: 'ACTIVITY_TYPE_VOLUNT',
          method: `ACTIVITY_MODE_VOLUNT_${mode}`,
          cover: demoPicture(scene, 80 + i),
          intro,
          organizer: t[0],
          phone: t[6],
          address: t[3],
          longitude: t[4],
          latitude: t[5],
          startsAt,
          endsAt,
          signStartsAt: new Date(startsAt.getTime() - 10 * DAY),
          signEndsAt: startsAt,
          // one session (crossing midnight is kept in the activity's times; the slot uses them)
          sessions: siteDayOf(endsAt.getTime() - 1) === day ? [{ day, start: hhmm(startsAt), end: hhmm(endsAt), capacity }] : [],
          sort: 0,
          createdAt: new Date(startsAt.getTime() - 12 * DAY),
        }
      }),
    )
    .returning()
  await db
    .insert(volunteerActivities)
    .values(made.map((a, i) => ({ activityId: a.id, siteId, teamId: teams[ACTIVITIES[i][1]].id, signInRadius: 500 })))
  for (const a of made) await writeBookingOf(db, a, now)

  // the activities seed's volunteering rows join the team of their place (else the museum team)
  const linked = new Set(made.map((a) => a.id))
  const others = (
    await db
      .select()
      .from(activities)
      .where(and(eq(activities.siteId, siteId), eq(activities.activityType, 'ACTIVITY_TYPE_VOLUNT')))
  ).filter((a) => !linked.has(a.id))
  for (const a of others) {
    const team =
      teams.find((t) => a.address && t.address.includes(a.address.slice(0, 4))) ??
      (a.name.includes('熊猫') ? teams[5] : a.name.includes('人民公园') ? teams[11] : teams[0])
    await db.insert(volunteerActivities).values({ activityId: a.id, siteId, teamId: team.id, signInRadius: 500 }).onConflictDoNothing()
    await writeBookingOf(db, a, now)
  }

  // schedules this month and next: training days and duty rosters
  const schedules = teams.flatMap((t, i) =>
    [3, 10, 17, 24, 33, 40].map((offset, k) => ({
      siteId,
      teamId: t.id,
      day: siteDayOf(now.getTime() + (offset - 10 + (i % 3)) * DAY),
      title: k % 3 === 0 ? '新志愿者岗前培训' : k % 3 === 1 ? '周末讲解排班' : '服务总结交流会',
      startTime: k % 3 === 0 ? '14:00' : '09:00',
      endTime: k % 3 === 0 ? '16:30' : '12:00',
      createdAt: now,
    })),
  )
  await db.insert(volunteerSchedules).values(schedules)

  const teamHonours = [
    [0, '2025年度四川省优秀志愿服务组织', '四川省文明办'],
    [0, '成都市最佳志愿服务项目', '成都市志愿服务联合会'],
    [1, '全国"四个100"最佳志愿服务项目', '中央文明办'],
    [2, '成都市学雷锋志愿服务示范岗', '成都市文明办'],
    [3, '四川省文博志愿服务优秀团队', '四川省文物局'],
    [5, '大熊猫保护科普先进集体', '成都大熊猫繁育研究基地'],
    [6, '文明旅游示范志愿服务队', '成都市文化广电旅游局'],
    [7, '书香天府全民阅读先进集体', '四川省新闻出版局'],
    [10, '天府绿道最美志愿服务队', '成都市公园城市建设管理局'],
    [11, '"银龄行动"示范团队', '成都市老龄办'],
  ] as const
  await db.insert(volunteerHonours).values(
    teamHonours.map(([team, title, issuer], i) => ({
      siteId,
      teamId: teams[team].id,
      title,
      issuer,
      awardedOn: siteDayOf(now.getTime() - (30 + i * 25) * DAY),
      image: demoPicture('museum', 120 + i),
      featured: i < 3,
      createdAt: now,
    })),
  )

  if (withPeople) await seedPeople(app, site, teams, made, now)
}

async function seedPeople(
  app: FastifyInstance,
  site: Site,
  teams: Array<typeof volunteerTeams.$inferSelect>,
  made: Array<typeof activities.$inferSelect>,
  now: Date,
): Promise<void> {
  const db = app.db
  const crypt = app.fieldCrypto
  const siteId = site.id
  const ago = (days: number) => new Date(now.getTime() - days * DAY)

  async function person(phone: string, name: string, cert: string, nickname: string) {
    const user = (await findUserByPhone(db, crypt, siteId, phone)) ?? (await createUser(db, crypt, { siteId, phone, nickname }))
    // a demo user the account seed already gave a contact of that name keeps it: a second 张明远 with
    // another id card made the booking form's visitor list ambiguous
    const [own] = await db
      .select({ id: userContacts.id })
      .from(userContacts)
      .where(and(eq(userContacts.userId, user.id), eq(userContacts.name, name)))
    if (own) return { user, contactId: own.id, name }
    const hash = crypt.hash(cert)
    await db
      .insert(userContacts)
      .values({
        userId: user.id,
        name,
        certType: 'ID_CARD',
        certNumberEncrypted: crypt.encrypt(cert),
        certNumberHash: hash,
        phoneEncrypted: crypt.encrypt(phone),
        createdAt: ago(200),
      })
      .onConflictDoNothing()
    const [contact] = await db
      .select({ id: userContacts.id })
      .from(userContacts)
      .where(and(eq(userContacts.userId, user.id), eq(userContacts.certNumberHash, hash)))
    return { user, contactId: contact.id, name }
  }

  const [demo, friend, lixy] = [
    await person(site.config.testAccounts?.[0] ?? '13800000001', '张明远', '11010519491231002X', '文旅体验官'),
    await person(site.config.testAccounts?.[1] ?? '13800000002', '王芳', '510104199003030046', '王芳'),
    await person(DEMO_VOLUNTEER_PHONE, '李晓雨', idCardOf('51010719980615002'), '志愿者小李'),
  ]
  const crowd: Array<Awaited<ReturnType<typeof person>>> = []
  for (let i = 0; i < PEOPLE.length; i++) {
    const base = `5101${String(4 + (i % 6)).padStart(2, '0')}19${String(70 + (i % 28)).padStart(2, '0')}${String(1 + (i % 12)).padStart(2, '0')}${String(10 + i).padStart(2, '0')}0${String(i).padStart(2, '0')}`
    crowd.push(await person(`1390280${String(1000 + i).slice(-4)}`, PEOPLE[i], idCardOf(base.slice(0, 17)), PEOPLE[i]))
  }
  const everyone = [demo, friend, lixy, ...crowd]
  await db
    .insert(volunteers)
    .values(
      everyone.map((p, i) => ({
        siteId,
        userId: p.user.id,
        realName: p.name,
        contactId: p.contactId,
        skills: [SKILLS[i % SKILLS.length], SKILLS[(i + 3) % SKILLS.length]],
        intro: i === 2 ? '历史系研究生，周末在博物馆做讲解。' : '热爱天府文化，乐于助人。',
        avatar: demoPicture('panda', 200 + i),
        createdAt: ago(300 - i * 7),
      })),
    )
    .onConflictDoNothing()
    .returning()
  await db
    .update(users)
    .set({ volunteerStatus: 1 })
    .where(
      inArray(
        users.id,
        everyone.map((p) => p.user.id),
      ),
    )

  // members: the museum team (0) is the role showcase; the crowd spreads over the other teams
  const members: Array<{ teamId: number; userId: number; role: TeamRole; status: string; reason?: string }> = [
    { teamId: teams[0].id, userId: friend.user.id, role: 'head', status: 'approved' },
    { teamId: teams[0].id, userId: crowd[0].user.id, role: 'manager', status: 'approved' },
    { teamId: teams[0].id, userId: crowd[1].user.id, role: 'instructor', status: 'approved' },
    { teamId: teams[0].id, userId: crowd[2].user.id, role: 'association', status: 'approved' },
    { teamId: teams[0].id, userId: lixy.user.id, role: 'member', status: 'approved' },
    { teamId: teams[0].id, userId: crowd[3].user.id, role: 'member', status: 'approved' },
    { teamId: teams[0].id, userId: crowd[4].user.id, role: 'member', status: 'pending', reason: '文博专业学生，希望参与讲解服务' },
    { teamId: teams[0].id, userId: crowd[5].user.id, role: 'member', status: 'pending', reason: '周末有空，想为博物馆出一份力' },
    { teamId: teams[1].id, userId: demo.user.id, role: 'member', status: 'approved' },
    { teamId: teams[1].id, userId: crowd[6].user.id, role: 'head', status: 'approved' },
    { teamId: teams[0].id, userId: demo.user.id, role: 'member', status: 'pending', reason: '想在周末做展厅讲解' },
  ]
  for (let i = 6; i < crowd.length; i++) {
    const team = teams[1 + (i % (teams.length - 1))]
    if (members.some((m) => m.teamId === team.id && m.userId === crowd[i].user.id)) continue
    members.push({ teamId: team.id, userId: crowd[i].user.id, role: i < 17 && i % 2 === 0 ? 'head' : 'member', status: 'approved' })
  }
  await db
    .insert(volunteerTeamMembers)
    .values(members.map((m, i) => ({ siteId, ...m, reason: m.reason ?? '', createdAt: ago(200 - i) })))
    .onConflictDoNothing()

  // ended activities: sign-ins and their records (the first activity is the one under way)
  const ended = made.filter((a) => a.endsAt < now)
  let k = 0
  for (const a of ended) {
    const teamId = teams[ACTIVITIES[made.indexOf(a)][1]].id
    const who = [demo, friend, lixy, ...crowd].filter((_, i) => (i + k) % 3 !== 0).slice(0, 10)
    k++
    for (const [j, p] of who.entries()) {
      const signInAt = new Date(a.startsAt.getTime() - 10 * 60_000 + j * 60_000)
      const signOutAt = new Date(a.endsAt.getTime() - (j % 4) * 20 * 60_000)
      const minutes = Math.floor(
        (Math.min(signOutAt.getTime(), a.endsAt.getTime()) - Math.max(signInAt.getTime(), a.startsAt.getTime())) / 60_000,
      )
      const [s] = await db
        .insert(volunteerSignIns)
        .values({
          siteId,
          activityId: a.id,
          userId: p.user.id,
          signInAt,
          signInLongitude: a.longitude ?? 0,
          signInLatitude: a.latitude ?? 0,
          distance: 30 + j * 11,
          signOutAt,
          minutes,
        })
        .returning()
      await db.insert(volunteerRecords).values({
        siteId,
        userId: p.user.id,
        teamId,
        activityId: a.id,
        signInId: s.id,
        kind: 'signIn',
        title: a.name,
        serviceDay: siteDayOf(signInAt.getTime()),
        minutes,
        status: 'approved',
        reviewedAt: signOutAt,
        createdAt: signOutAt,
      })
    }
  }
  // supplementary records: approved, rejected and waiting for the team's review
  const supplement = (
    p: { user: { id: number } },
    teamId: number,
    title: string,
    daysAgo: number,
    hours: number,
    status: string,
    reason: string,
  ) => ({
    siteId,
    userId: p.user.id,
    teamId,
    kind: 'supplement',
    title,
    serviceDay: siteDayOf(now.getTime() - daysAgo * DAY),
    minutes: hours * 60,
    status,
    reason,
    reviewerId: status === 'pending' ? null : friend.user.id,
    reviewedAt: status === 'pending' ? null : ago(daysAgo - 1),
    createdAt: ago(daysAgo),
  })
  await db
    .insert(volunteerRecords)
    .values([
      supplement(demo, teams[1].id, '草堂诗歌节布展协助', 15, 3, 'approved', '布展当天手机没电，未能签到'),
      supplement(demo, teams[1].id, '草堂周末讲解', 3, 2, 'pending', '签到时定位失败，请队长确认'),
      supplement(lixy, teams[0].id, '博物馆临展撤展协助', 8, 4, 'approved', '临时加班协助撤展，未发布活动'),
      supplement(crowd[3], teams[0].id, '周末展厅讲解', 2, 3, 'pending', '忘记签退，实际服务3小时'),
      supplement(crowd[3], teams[0].id, '社教课助教', 6, 2, 'pending', '社教课临时增援，未报名活动'),
      supplement(crowd[0], teams[0].id, '观众问卷整理', 10, 5, 'rejected', '整理观众问卷'),
      ...crowd
        .slice(6)
        .map((p, i) =>
          supplement(
            p,
            teams[1 + ((i + 6) % (teams.length - 1))].id,
            '节假日游客引导',
            4 + (i % 20),
            1 + (i % 6),
            'approved',
            '活动未在平台发布，现场签到表为证',
          ),
        ),
    ])

  // personal honours
  const personal: Array<[{ user: { id: number } }, string, string]> = [
    [friend, '成都市五星志愿者', '成都市志愿服务联合会'],
    [lixy, '成都博物馆年度优秀讲解志愿者', '成都博物馆'],
    [demo, '杜甫草堂诗词讲解之星', '成都杜甫草堂博物馆'],
    [crowd[0], '四川省优秀文博志愿者', '四川省文物局'],
    [crowd[6], '成都市三星志愿者', '成都市志愿服务联合会'],
  ]
  await db.insert(volunteerHonours).values(
    personal.map(([p, title, issuer], i) => ({
      siteId,
      userId: p.user.id,
      title,
      issuer,
      awardedOn: siteDayOf(now.getTime() - (20 + i * 40) * DAY),
      image: demoPicture('museum', 140 + i),
      createdAt: now,
    })),
  )

  // the sign-up for the activity under way: 李晓雨, booked before it began through book() (not the demo
  // people of the booking flows, whose e-codes and to-be-used counts the booking and order tests count)
  const live = made[0]
  const [resource] = await db
    .select()
    .from(bookingResources)
    .where(and(eq(bookingResources.resourceType, VOLUNTEER_ACTIVITY_CODE), eq(bookingResources.resourceId, live.id)))
  const [slot] = resource ? await db.select().from(bookingSlots).where(eq(bookingSlots.bookingResourceId, resource.id)) : []
  if (slot) {
    for (const [i, p] of [lixy].entries()) {
      await book(db, {
        siteId,
        userId: p.user.id,
        slotId: slot.id,
        contactIds: [p.contactId],
        idempotencyKey: `demo-volunteer-${p.user.id}-${live.id}`,
        now: new Date(slot.startsAt.getTime() - (3 + i) * HOUR),
      }).catch((e: unknown) => app.log.warn({ err: e }, 'demo volunteer sign-up refused'))
    }
  }
}

/**
 * Other sites: the activities seed's volunteering rows (if any) belong to one team named after the
 * site, so an activity's volunteer button opens a real /volunteer-desc everywhere.
 */
async function seedSiteTeam(app: FastifyInstance, site: Site): Promise<void> {
  const db = app.db
  const rows = await db
    .select()
    .from(activities)
    .where(and(eq(activities.siteId, site.id), eq(activities.activityType, 'ACTIVITY_TYPE_VOLUNT')))
  if (rows.length === 0) return
  const now = app.clock()
  const [team] = await db
    .insert(volunteerTeams)
    .values({
      siteId: site.id,
      name: `${site.config.name}志愿服务队`,
      cover: demoPicture('garden', 70),
      intro: '文旅志愿服务队，提供讲解、引导与文明旅游宣传服务。',
      address: rows[0].address,
      phone: rows[0].phone,
      createdAt: now,
    })
    .returning()
  for (const a of rows) {
    await db
      .insert(volunteerActivities)
      .values({ activityId: a.id, siteId: site.id, teamId: team.id, signInRadius: 500 })
      .onConflictDoNothing()
    await writeBookingOf(db, a, now)
  }
}
