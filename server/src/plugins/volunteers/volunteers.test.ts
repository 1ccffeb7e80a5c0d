/**
 * Volunteers on PGlite and PostgreSQL: the demo teams, activities and calendar (yearMoth + teamId →
 * data.dateInfo); registration (volunteerStatus 1); sign-up as a booking through book(); sign-in
 * within the radius and the time window, refused outside them, one sign-in under 10 parallel taps;
 * sign-out computing hours into a service record; supplementary records; a refusal for every role;
 * another user's record not found.
 */
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { createUser } from '../../auth/users'
import { issueToken } from '../../auth/tokens'
import { bookingOrders, users, volunteerTeamMembers, volunteerTeams } from '../../db/schema'
import { startHarness, type Harness } from '../account/test-harness'
import { get, post, siteIdOf } from '../places/test-fixtures'
import { idCardOf } from './demo'

const SITE = 'cd-city'
// Thursday 2026-03-05 10:00 in Beijing
const START = new Date('2026-03-05T02:00:00Z')
// 杜甫草堂 (gcj02): the test activity's place
const PLACE = { longitude: 104.0325, latitude: 30.6612 }

let h: Harness
let siteId: number
let teamId: number
let phoneSeq = 0

before(async () => {
  h = await startHarness({ start: START })
  siteId = await siteIdOf(h.app, SITE)
  const [team] = await h.app.db
    .select()
    .from(volunteerTeams)
    .where(and(eq(volunteerTeams.siteId, siteId), eq(volunteerTeams.name, '杜甫草堂文化志愿者')))
  teamId = team.id
})
after(() => h.close())

/** a logged-in user, registered as a volunteer through the call, with a role in the test team when given */
async function person(role?: string, { register = true } = {}) {
  const seq = ++phoneSeq
  const user = await createUser(h.app.db, h.app.fieldCrypto, { siteId, phone: `136${String(seq).padStart(8, '0')}` })
  const { token } = await issueToken(h.app.db, { userId: user.id, siteId, now: h.now() })
  if (register) {
    const { body } = await post(h.app, 'res/api/volunteer/register', {
      siteCode: SITE,
      token,
      realName: `志愿者${seq}`.replace(/\d/g, (d) => '零一二三四五六七八九'[Number(d)]),
      idCard: idCardOf(`5101041990010${String(100 + seq).slice(-3)}1`),
      skills: 'guide,firstAid',
      intro: '',
    })
    assert.equal(body.code, 0, body.message)
  }
  if (role)
    await h.app.db.insert(volunteerTeamMembers).values({ siteId, teamId, userId: user.id, role, status: 'approved', createdAt: h.now() })
  return { userId: user.id, token }
}

const call = (path: string, token: string, fields: Record<string, unknown> = {}) => post(h.app, path, { siteCode: SITE, token, ...fields })
const read = (path: string, token: string, params: Record<string, unknown> = {}) => get(h.app, path, { siteCode: SITE, token, ...params })

describe('demo data and public calls', () => {
  test('teams, activities, brands and honours page (more than 10 teams and activities)', async () => {
    const teams = (await get(h.app, 'res/api/volunteerTeam/list', { siteCode: SITE, pageSize: 10 })).body
    assert.equal(teams.code, 0)
    assert.ok(teams.page.total > 10)
    assert.ok(teams.datas.some((t: { name: string }) => t.name === '成都博物馆志愿服务队'))
    const acts = (await get(h.app, 'res/api/volunteerActivity/list', { siteCode: SITE, type: 'all', pageSize: 10 })).body
    assert.ok(acts.page.total > 10)
    const reserve = (await get(h.app, 'res/api/volunteerActivity/list', { siteCode: SITE, type: 'reserve', pageSize: 50 })).body
    assert.ok(reserve.datas.length >= 2)
    assert.ok(reserve.datas.every((a: { method: string }) => a.method === 'ACTIVITY_MODE_VOLUNT_RESERVE'))
    const detail = (await get(h.app, 'res/api/volunteerActivity/detail', { siteCode: SITE, id: acts.datas[0].id })).body
    assert.equal(detail.code, 0)
    assert.ok(detail.data.sessions.length >= 1)
    assert.equal((await get(h.app, 'res/api/volunteerBrand/list', { siteCode: SITE })).body.code, 0)
    assert.ok((await get(h.app, 'res/api/volunteerHonour/list', { siteCode: SITE })).body.datas.length >= 10)
  })

  test('team calendar: yearMoth and teamId → data.dateInfo with openSignIn and scheduleManage', async () => {
    const { body } = await get(h.app, 'res/api/volunteerTeam/calendar', { siteCode: SITE, yearMoth: '2026-03', teamId })
    assert.equal(body.code, 0)
    assert.equal(body.data.dateInfo.length, 31)
    assert.ok(body.data.dateInfo.some((d: { scheduleManage: boolean }) => d.scheduleManage))
    assert.ok('openSignIn' in body.data.dateInfo[0])
    assert.equal((await get(h.app, 'res/api/volunteerTeam/calendar', { siteCode: SITE, yearMoth: '2026-13', teamId })).body.code, 400)
    assert.equal((await get(h.app, 'res/api/volunteerTeam/calendar', { siteCode: SITE, yearMoth: '2026-03', teamId: 999999 })).status, 404)
  })

  test('another site cannot see a team', async () => {
    const { status } = await get(h.app, 'res/api/volunteerTeam/detail', { siteCode: 'sc-province', id: teamId })
    assert.equal(status, 404)
  })
})

describe('registration', () => {
  test('real name and skills make the user a volunteer (volunteerStatus 1); twice is refused', async () => {
    const p = await person(undefined, { register: false })
    const before = (await read('res/api/volunteer/mine', p.token)).body.data
    assert.equal(before.volunteerStatus, 0)
    const bad = await call('res/api/volunteer/register', p.token, { realName: '', idCard: '1', skills: '' })
    assert.equal(bad.body.code, 400)
    assert.equal(bad.body.message, '请填写真实姓名')
    const fields = { realName: '杜若', idCard: idCardOf('51010419950303002'), skills: 'guide,heritage', intro: '喜欢诗词' }
    const done = await call('res/api/volunteer/register', p.token, fields)
    assert.equal(done.body.code, 0)
    assert.equal(done.body.data.volunteerStatus, 1)
    const [row] = await h.app.db.select().from(users).where(eq(users.id, p.userId))
    assert.equal(row.volunteerStatus, 1)
    assert.equal((await read('res/api/volunteer/mine', p.token)).body.data.volunteerStatus, 1)
    assert.equal((await call('res/api/volunteer/register', p.token, fields)).body.message, '您已是注册志愿者')
  })
})

describe('an activity from sign-up to hours', () => {
  let head: Awaited<ReturnType<typeof person>>
  let manager: Awaited<ReturnType<typeof person>>
  let member: Awaited<ReturnType<typeof person>>
  let activityId: number

  test('a manager creates the team activity (tomorrow 09:00-12:00 at 杜甫草堂)', async () => {
    head = await person('head')
    manager = await person('manager')
    member = await person('member')
    const { body } = await call('activity/service/create', manager.token, {
      teamId,
      name: '杜甫草堂周末诗词讲解（测试）',
      method: 'ACTIVITY_MODE_VOLUNT_RECRUIT',
      day: '2026-03-06',
      start: '09:00',
      end: '12:00',
      capacity: 20,
      address: '青羊区青华路37号',
      ...PLACE,
      intro: '',
    })
    assert.equal(body.code, 0, body.message)
    activityId = body.data.id
    const list = (await get(h.app, 'res/api/volunteerActivity/list', { siteCode: SITE, teamId, pageSize: 50 })).body
    assert.ok(list.datas.some((a: { id: number; teamId: number }) => a.id === activityId && a.teamId === teamId))
  })

  test('sign-up is a booking through book(); a user who is not a volunteer is refused', async () => {
    const outsider = await person(undefined, { register: false })
    const refused = await call('res/api/volunteerActivity/signUp', outsider.token, { activityId, idempotencyKey: 'outsider-key-1' })
    assert.equal(refused.body.message, '请先注册成为志愿者')
    for (const p of [member, head]) {
      const { body } = await call('res/api/volunteerActivity/signUp', p.token, { activityId, idempotencyKey: `signup-${p.userId}-x` })
      assert.equal(body.code, 0, body.message)
      assert.equal(body.data.status, 11)
      const [order] = await h.app.db.select().from(bookingOrders).where(eq(bookingOrders.orderCode, body.data.orderCode))
      assert.equal(order.orderType, 'CONTENT_TYPE_VOLUNTEER_ACTIVITY')
    }
  })

  test('sign-in outside the time window is refused', async () => {
    const { body } = await call('res/api/volunteerSignIn/signIn', member.token, { activityId, ...PLACE })
    assert.equal(body.code, 400)
    assert.match(body.message, /签到尚未开始/)
  })

  test('sign-in outside the radius is refused; inside it, once, under 10 parallel taps', async () => {
    // 2026-03-06 08:40 in Beijing: 20 minutes before the start
    h.advance(Date.parse('2026-03-06T00:40:00Z') - h.now().getTime())
    const far = await call('res/api/volunteerSignIn/signIn', member.token, {
      activityId,
      longitude: PLACE.longitude + 0.01,
      latitude: PLACE.latitude,
    })
    assert.equal(far.body.code, 400)
    assert.match(far.body.message, /需在 500 米内签到/)
    const near = { activityId, longitude: PLACE.longitude + 0.002, latitude: PLACE.latitude }
    const answers = await Promise.all(Array.from({ length: 10 }, () => call('res/api/volunteerSignIn/signIn', member.token, near)))
    assert.equal(answers.filter((a) => a.body.code === 0).length, 1)
    assert.ok(answers.filter((a) => a.body.code !== 0).every((a) => a.body.message === '您已签到，请勿重复签到'))
    const status = (await read('res/api/volunteerSignIn/status', member.token, { activityId })).body.data
    assert.ok(status.signInTime)
  })

  test('a user who did not sign up cannot sign in', async () => {
    const other = await person('member')
    const { body } = await call('res/api/volunteerSignIn/signIn', other.token, { activityId, ...PLACE })
    assert.equal(body.message, '您未报名该活动，不能签到')
  })

  test('sign-out computes the hours (clamped to the activity) into an approved record', async () => {
    // 11:45: 2 h 45 min from the 09:00 start (the early 20 minutes do not count)
    h.advance(Date.parse('2026-03-06T03:45:00Z') - h.now().getTime())
    const { body } = await call('res/api/volunteerSignIn/signOut', member.token, { activityId })
    assert.equal(body.code, 0, body.message)
    assert.equal(body.data.minutes, 165)
    assert.equal((await call('res/api/volunteerSignIn/signOut', member.token, { activityId })).body.message, '您已签退')
    const records = (await read('user/api/user/sign/recordList', member.token)).body
    assert.equal(records.datas[0].minutes, 165)
    assert.equal(records.datas[0].kind, 'signIn')
    const mine = (await read('res/api/volunteer/mine', member.token)).body.data
    assert.equal(mine.serviceMinutes, 165)
    // the booking is used: not expired into a no-show
    const [order] = await h.app.db.select().from(bookingOrders).where(eq(bookingOrders.userId, member.userId))
    assert.equal(order.status, 12)
  })

  test("another user's record is not found; the team's manager may read it", async () => {
    const records = (await read('user/api/user/sign/recordList', member.token)).body
    const id = records.datas[0].id
    const stranger = await person()
    const { status, body } = await read('user/api/user/sign/recordDetail', stranger.token, { relationId: id, type: 'signIn' })
    assert.equal(status, 404)
    assert.equal(body.message, '服务记录不存在')
    assert.equal((await read('user/api/user/sign/recordDetail', manager.token, { relationId: id, type: 'signIn' })).body.code, 0)
    assert.equal((await read('user/api/user/sign/recordDetail', member.token, { relationId: id, type: 'signIn' })).body.data.minutes, 165)
  })
})

describe('roles: what each may do, and a refusal for each', () => {
  test('supplementary record: a member asks, the manager approves, the head may not review their own', async () => {
    const head = await person('head')
    const manager = await person('manager')
    const member = await person('member')
    const ask = (p: { token: string }, title: string) =>
      call('user/api/user/sign/supplement', p.token, { teamId, title, serviceDay: '2026-03-04', hours: 2.5, reason: '定位失败未能签到' })
    const bad = await call('user/api/user/sign/supplement', member.token, {
      teamId,
      title: '讲解',
      serviceDay: '2026-03-04',
      hours: 13,
      reason: '定位失败未能签到',
    })
    assert.equal(bad.body.message, '补录时长为0.5至12小时，以半小时为单位')
    const asked = await ask(member, '草堂讲解补录')
    assert.equal(asked.body.code, 0, asked.body.message)
    const approved = await call('res/api/volunteerTeam/auditRecord', manager.token, { recordId: asked.body.data.id, auditStatus: 1 })
    assert.equal(approved.body.code, 0, approved.body.message)
    assert.equal(approved.body.data.status, 'approved')
    assert.equal(
      (await call('res/api/volunteerTeam/auditRecord', manager.token, { recordId: asked.body.data.id, auditStatus: 1 })).body.message,
      '该申请已处理',
    )
    // head: refused reviewing their own record
    const own = await ask(head, '队长自己的补录')
    const refused = await call('res/api/volunteerTeam/auditRecord', head.token, { recordId: own.body.data.id, auditStatus: 1 })
    assert.equal(refused.body.message, '不能审核自己的补录申请')
    // the pending one appears for the manager; a plain member may not list the team's pending records
    const pending = (await read('res/api/volunteerTeam/records', manager.token, { teamId, status: 'pending' })).body
    assert.ok(pending.datas.some((r: { id: number }) => r.id === own.body.data.id))
    assert.equal(
      (await read('res/api/volunteerTeam/records', member.token, { teamId, status: 'pending' })).body.message,
      '您在该队伍中的角色无权进行此操作',
    )
  })

  test('manager: approves a join request, but may not give roles (head only)', async () => {
    const head = await person('head')
    const manager = await person('manager')
    const applicant = await person()
    const joined = await call('res/api/volunteerTeam/join', applicant.token, { teamId, reason: '想参与诗词讲解' })
    assert.equal(joined.body.code, 0, joined.body.message)
    assert.equal((await call('res/api/volunteerTeam/join', applicant.token, { teamId })).body.message, '您已申请或已加入该队伍')
    const memberId = joined.body.data.memberId
    const approve = await call('res/api/volunteerTeam/auditJoin', manager.token, { memberId, auditStatus: 1 })
    assert.equal(approve.body.data.status, 'approved')
    const refused = await call('res/api/volunteerTeam/setRole', manager.token, { memberId, role: 'instructor' })
    assert.equal(refused.body.message, '您在该队伍中的角色无权进行此操作')
    const byHead = await call('res/api/volunteerTeam/setRole', head.token, { memberId, role: 'instructor' })
    assert.equal(byHead.body.data.role, 'instructor')
  })

  test('instructor: keeps the calendar, but may not approve join requests', async () => {
    const instructor = await person('instructor')
    const applicant = await person()
    const joined = await call('res/api/volunteerTeam/join', applicant.token, { teamId, reason: '' })
    const saved = await call('res/api/volunteerTeam/saveSchedule', instructor.token, {
      teamId,
      day: '2026-03-20',
      title: '讲解技巧培训',
      startTime: '14:00',
      endTime: '16:00',
    })
    assert.equal(saved.body.code, 0, saved.body.message)
    const refused = await call('res/api/volunteerTeam/auditJoin', instructor.token, { memberId: joined.body.data.memberId, auditStatus: 1 })
    assert.equal(refused.body.message, '您在该队伍中的角色无权进行此操作')
    const calendar = (await get(h.app, 'res/api/volunteerTeam/calendar', { siteCode: SITE, yearMoth: '2026-03', teamId })).body
    const day = calendar.data.dateInfo.find((d: { date: string }) => d.date === '2026-03-20')
    assert.equal(day.scheduleManage, true)
  })

  test('association member: reads members and records, but may not create an activity', async () => {
    const association = await person('association')
    assert.equal((await read('res/api/volunteerTeam/members', association.token, { teamId })).body.code, 0)
    assert.equal((await read('res/api/volunteerTeam/records', association.token, { teamId })).body.code, 0)
    const refused = await call('activity/service/create', association.token, {
      teamId,
      name: '协会会员发布的活动',
      method: 'ACTIVITY_MODE_VOLUNT_RECRUIT',
      day: '2026-03-20',
      start: '09:00',
      end: '11:00',
      capacity: 5,
      address: '青华路37号',
      ...PLACE,
    })
    assert.equal(refused.body.message, '您在该队伍中的角色无权进行此操作')
  })

  test('member and non-member: may not keep the calendar nor list members', async () => {
    const member = await person('member')
    const outsider = await person()
    for (const p of [member, outsider]) {
      const { body } = await call('res/api/volunteerTeam/saveSchedule', p.token, {
        teamId,
        day: '2026-03-21',
        title: '排班',
        startTime: '09:00',
        endTime: '12:00',
      })
      assert.equal(body.message, '您在该队伍中的角色无权进行此操作')
    }
    assert.equal((await read('res/api/volunteerTeam/members', member.token, { teamId })).body.code, 400)
  })
})
