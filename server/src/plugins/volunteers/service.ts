/**
 * The volunteer rules on the server (docs/contract-volunteers.md). Roles are checked here, once
 * per write, with src/core/volunteers/roles.ts; anything counted changes in one transaction:
 * - sign-in: one row per (activity, volunteer) by a unique index (INSERT … ON CONFLICT DO NOTHING:
 *   of parallel sign-ins one inserts, the others find nothing inserted and are refused), and the
 *   booking moves 11 → 12 (used) by a conditional update in the same transaction;
 * - sign-out: UPDATE … WHERE sign_out_at IS NULL, then its service record (unique per sign-in);
 * - reviews of join requests and supplementary records: UPDATE … WHERE status = 'pending'.
 * Hours are never a stored counter: they are the sum of approved records.
 */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { siteDayOf, siteInstantOf } from '../../../../src/core/booking/site-time'
import { ORDER_STATUS } from '../../../../src/core/booking/order-status'
import { RESOURCE_TYPES } from '../../../../src/core/resource-types'
import { isIdCard } from '../../../../src/core/validation'
import { checkActivityDraft, type ActivityDraft } from '../../../../src/core/volunteers/create-activity'
import { checkRegistration, checkSupplement, type RegistrationDraft, type SupplementDraft } from '../../../../src/core/volunteers/records'
import { ASSIGNABLE_ROLES, isTeamRole, may, type TeamPermission, type TeamRole } from '../../../../src/core/volunteers/roles'
import { checkSignIn, maySignOut, serviceMinutes, SIGN_IN_RADIUS_M, signInWindow } from '../../../../src/core/volunteers/sign-in'
import { typeOfMode, type ActivityMode } from '../../../../src/core/activities/rules'
import type { Database, Transaction } from '../../db/database'
import {
  activities,
  activityClassifies,
  bookingOrders,
  bookingResources,
  bookingSlots,
  userContacts,
  users,
  volunteerActivities,
  volunteerRecords,
  volunteerSchedules,
  volunteerSignIns,
  volunteerTeamMembers,
  volunteers,
  volunteerTeams,
} from '../../db/schema'
import { badInput, notFound } from '../../http/fields'
import { book } from '../booking/service'
import { demoPicture } from '../demo-pictures/pictures'

export const VOLUNTEER_ACTIVITY_CODE = RESOURCE_TYPES.VOLUNTEER_ACTIVITY.code
export const VOLUNTEERS_TAG = 'volunteers'

export const refuse = (key: string, params: Record<string, unknown> = {}) => badInput(`volunteers:${key}`, params)

type Db = Database | Transaction
export type VolunteerRow = typeof volunteers.$inferSelect
export type TeamRow = typeof volunteerTeams.$inferSelect

export async function volunteerOf(db: Db, siteId: number, userId: number): Promise<VolunteerRow | undefined> {
  const [row] = await db
    .select()
    .from(volunteers)
    .where(and(eq(volunteers.siteId, siteId), eq(volunteers.userId, userId)))
  return row
}

export async function teamOf(db: Db, siteId: number, teamId: number): Promise<TeamRow> {
  const [team] = await db
    .select()
    .from(volunteerTeams)
    .where(and(eq(volunteerTeams.id, teamId), eq(volunteerTeams.siteId, siteId)))
  if (!team) throw notFound('volunteers:error.teamNotFound')
  return team
}

/** the caller's role in a team, null when not an approved member */
export async function roleOf(db: Db, teamId: number, userId: number): Promise<TeamRole | null> {
  const [m] = await db
    .select({ role: volunteerTeamMembers.role })
    .from(volunteerTeamMembers)
    .where(
      and(eq(volunteerTeamMembers.teamId, teamId), eq(volunteerTeamMembers.userId, userId), eq(volunteerTeamMembers.status, 'approved')),
    )
  return m && isTeamRole(m.role) ? m.role : null
}

/** the team (of this site) if the caller's role grants the permission; else refused with the role's words */
export async function requirePermission(db: Db, siteId: number, teamId: number, userId: number, permission: TeamPermission) {
  const team = await teamOf(db, siteId, teamId)
  const role = await roleOf(db, teamId, userId)
  if (!may(role, permission)) throw refuse('error.notAllowed')
  return { team, role: role as TeamRole }
}

// ---- registration -------------------------------------------------------------------------------

export async function register(app: FastifyInstance, siteId: number, userId: number, draft: RegistrationDraft) {
  const broken = checkRegistration(draft, isIdCard)
  if (broken) throw refuse(broken)
  const idCard = draft.idCard.trim().toUpperCase()
  const crypt = app.fieldCrypto
  const now = app.clock()
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT id FROM ${users} WHERE ${users.id} = ${userId} FOR UPDATE`)
    const existing = await volunteerOf(tx, siteId, userId)
    if (existing) throw refuse('error.alreadyVolunteer')
    const hash = crypt.hash(idCard)
    const [user] = await tx.select().from(users).where(eq(users.id, userId))
    const phone = user.phoneEncrypted ? crypt.decrypt(user.phoneEncrypted) : ''
    await tx
      .insert(userContacts)
      .values({
        userId,
        name: draft.realName.trim(),
        certType: 'ID_CARD',
        certNumberEncrypted: crypt.encrypt(idCard),
        certNumberHash: hash,
        phoneEncrypted: crypt.encrypt(phone),
        createdAt: now,
      })
      .onConflictDoNothing()
    const [contact] = await tx
      .select({ id: userContacts.id })
      .from(userContacts)
      .where(and(eq(userContacts.userId, userId), eq(userContacts.certNumberHash, hash)))
    const [row] = await tx
      .insert(volunteers)
      .values({
        siteId,
        userId,
        realName: draft.realName.trim(),
        contactId: contact.id,
        skills: draft.skills,
        intro: draft.intro.trim(),
        createdAt: now,
      })
      .returning()
    await tx.update(users).set({ volunteerStatus: 1, updatedAt: now }).where(eq(users.id, userId))
    return row
  })
}

// ---- volunteer activities ---------------------------------------------------------------------------

export async function volunteerActivityOf(db: Db, siteId: number, activityId: number) {
  const [row] = await db
    .select({ activity: activities, link: volunteerActivities, team: volunteerTeams })
    .from(volunteerActivities)
    .innerJoin(activities, eq(activities.id, volunteerActivities.activityId))
    .innerJoin(volunteerTeams, eq(volunteerTeams.id, volunteerActivities.teamId))
    .where(and(eq(volunteerActivities.activityId, activityId), eq(volunteerActivities.siteId, siteId)))
  if (!row) throw notFound('volunteers:error.activityNotFound')
  return row
}

export async function resourceOf(db: Db, siteId: number, activityId: number) {
  const [r] = await db
    .select()
    .from(bookingResources)
    .where(
      and(
        eq(bookingResources.siteId, siteId),
        eq(bookingResources.resourceType, VOLUNTEER_ACTIVITY_CODE),
        eq(bookingResources.resourceId, activityId),
      ),
    )
  return r
}

/** the booking resource and one slot per session of a volunteer activity (seed and /crteate-activity) */
export async function writeBookingOf(db: Db, activity: typeof activities.$inferSelect, now: Date) {
  const [resource] = await db
    .insert(bookingResources)
    .values({
      siteId: activity.siteId,
      resourceType: VOLUNTEER_ACTIVITY_CODE,
      resourceId: activity.id,
      resourceName: activity.name,
      sessions: [],
      closedWeekdays: [],
      cancelStatus: 2,
      cancelHours: 2,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning()
  if (!resource) return undefined
  const sessions = activity.sessions.length
    ? activity.sessions.map((s) => ({
        day: s.day,
        startsAt: siteInstantOf(s.day, s.start),
        endsAt: siteInstantOf(s.day, s.end),
        capacity: s.capacity,
      }))
    : [{ day: siteDayOf(activity.startsAt.getTime()), startsAt: activity.startsAt, endsAt: activity.endsAt, capacity: 20 }]
  await db
    .insert(bookingSlots)
    .values(sessions.map((s) => ({ siteId: activity.siteId, bookingResourceId: resource.id, openStatus: 1, ...s })))
    .onConflictDoNothing()
  return resource
}

/** sign-up = a booking of the activity's session through the one book() (guard: plugin index.ts) */
export async function signUp(
  app: FastifyInstance,
  input: { siteId: number; userId: number; activityId: number; slotId: number | null; idempotencyKey: string; now: Date },
) {
  const volunteer = await volunteerOf(app.db, input.siteId, input.userId)
  if (!volunteer) throw refuse('error.notVolunteer')
  await volunteerActivityOf(app.db, input.siteId, input.activityId)
  const resource = await resourceOf(app.db, input.siteId, input.activityId)
  if (!resource) throw refuse('error.activityNotOpen')
  const slots = await app.db
    .select()
    .from(bookingSlots)
    .where(eq(bookingSlots.bookingResourceId, resource.id))
    .orderBy(asc(bookingSlots.startsAt))
  const slot = input.slotId ? slots.find((s) => s.id === input.slotId) : slots.find((s) => s.startsAt > input.now && s.sold < s.capacity)
  if (!slot) throw input.slotId ? notFound('booking:error.slotNotFound') : refuse('error.noSession')
  return book(app.db, {
    siteId: input.siteId,
    userId: input.userId,
    slotId: slot.id,
    contactIds: [volunteer.contactId],
    idempotencyKey: input.idempotencyKey,
    now: input.now,
  })
}

/** the caller's booking of the activity still to be used or used (the newest) */
async function bookingOfUser(db: Db, siteId: number, userId: number, activityId: number) {
  const resource = await resourceOf(db, siteId, activityId)
  if (!resource) return undefined
  const [order] = await db
    .select()
    .from(bookingOrders)
    .where(
      and(
        eq(bookingOrders.userId, userId),
        eq(bookingOrders.bookingResourceId, resource.id),
        inArray(bookingOrders.status, [ORDER_STATUS.TO_BE_USED, ORDER_STATUS.COMPLETED]),
      ),
    )
    .orderBy(desc(bookingOrders.startsAt))
    .limit(1)
  return order
}

export async function signStatus(app: FastifyInstance, siteId: number, userId: number, activityId: number) {
  const { link } = await volunteerActivityOf(app.db, siteId, activityId)
  const volunteer = await volunteerOf(app.db, siteId, userId)
  const order = await bookingOfUser(app.db, siteId, userId, activityId)
  const [signIn] = await app.db
    .select()
    .from(volunteerSignIns)
    .where(and(eq(volunteerSignIns.activityId, activityId), eq(volunteerSignIns.userId, userId)))
  const now = app.clock().getTime()
  return {
    volunteerStatus: volunteer ? 1 : 0,
    signedUp: !!order,
    orderCode: order?.orderCode ?? '',
    startTime: order?.startsAt.toISOString() ?? '',
    endTime: order?.endsAt.toISOString() ?? '',
    window: order ? signInWindow({ startTime: order.startsAt.getTime(), endTime: order.endsAt.getTime() }, now) : ('notOpen' as const),
    radius: link.signInRadius,
    signInTime: signIn?.signInAt.toISOString() ?? '',
    signOutTime: signIn?.signOutAt?.toISOString() ?? '',
    minutes: signIn?.minutes ?? 0,
  }
}

export async function signIn(
  app: FastifyInstance,
  input: { siteId: number; userId: number; activityId: number; longitude: number; latitude: number; now: Date },
) {
  const { activity, link } = await volunteerActivityOf(app.db, input.siteId, input.activityId)
  const order = await bookingOfUser(app.db, input.siteId, input.userId, input.activityId)
  if (!order) throw refuse('error.notSignedUp')
  const check = checkSignIn(
    {
      startTime: order.startsAt.getTime(),
      endTime: order.endsAt.getTime(),
      longitude: activity.longitude,
      latitude: activity.latitude,
      radius: link.signInRadius || SIGN_IN_RADIUS_M,
    },
    { longitude: input.longitude, latitude: input.latitude },
    input.now.getTime(),
  )
  if (!check.ok) throw refuse(`error.signIn.${check.refusal}`, { distance: check.distance ?? 0, radius: link.signInRadius })
  return app.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(volunteerSignIns)
      .values({
        siteId: input.siteId,
        activityId: input.activityId,
        userId: input.userId,
        signInAt: input.now,
        signInLongitude: input.longitude,
        signInLatitude: input.latitude,
        distance: check.distance ?? 0,
      })
      .onConflictDoNothing()
      .returning()
    if (!row) throw refuse('error.alreadySignedIn')
    // the booking is used: never expired into a no-show (conditional: a cancel in between refuses)
    const used = await tx
      .update(bookingOrders)
      .set({ status: ORDER_STATUS.COMPLETED, updatedAt: input.now })
      .where(and(eq(bookingOrders.id, order.id), inArray(bookingOrders.status, [ORDER_STATUS.TO_BE_USED, ORDER_STATUS.COMPLETED])))
      .returning({ id: bookingOrders.id })
    if (used.length === 0) throw refuse('error.notSignedUp')
    return row
  })
}

export async function signOut(app: FastifyInstance, input: { siteId: number; userId: number; activityId: number; now: Date }) {
  const { activity, link } = await volunteerActivityOf(app.db, input.siteId, input.activityId)
  const order = await bookingOfUser(app.db, input.siteId, input.userId, input.activityId)
  return app.db.transaction(async (tx) => {
    const [signed] = await tx
      .select()
      .from(volunteerSignIns)
      .where(and(eq(volunteerSignIns.activityId, input.activityId), eq(volunteerSignIns.userId, input.userId)))
    if (!signed) throw refuse('error.notSignedIn')
    if (signed.signOutAt) throw refuse('error.alreadySignedOut')
    const times = order
      ? { startTime: order.startsAt.getTime(), endTime: order.endsAt.getTime() }
      : { startTime: activity.startsAt.getTime(), endTime: activity.endsAt.getTime() }
    if (!maySignOut(times, input.now.getTime())) throw refuse('error.signOutClosed')
    const minutes = serviceMinutes(times, signed.signInAt.getTime(), input.now.getTime())
    const [done] = await tx
      .update(volunteerSignIns)
      .set({ signOutAt: input.now, minutes })
      .where(and(eq(volunteerSignIns.id, signed.id), sql`${volunteerSignIns.signOutAt} IS NULL`))
      .returning()
    if (!done) throw refuse('error.alreadySignedOut')
    await tx.insert(volunteerRecords).values({
      siteId: input.siteId,
      userId: input.userId,
      teamId: link.teamId,
      activityId: activity.id,
      signInId: signed.id,
      kind: 'signIn',
      title: activity.name,
      serviceDay: siteDayOf(signed.signInAt.getTime()),
      minutes,
      status: 'approved',
      reviewedAt: input.now,
      createdAt: input.now,
    })
    return done
  })
}

// ---- teams -------------------------------------------------------------------------------------------

export async function join(app: FastifyInstance, siteId: number, userId: number, teamId: number, reason: string) {
  await teamOf(app.db, siteId, teamId)
  if (!(await volunteerOf(app.db, siteId, userId))) throw refuse('error.notVolunteer')
  const now = app.clock()
  return app.db.transaction(async (tx) => {
    const [made] = await tx
      .insert(volunteerTeamMembers)
      .values({ siteId, teamId, userId, role: 'member', status: 'pending', reason, createdAt: now })
      .onConflictDoNothing()
      .returning()
    if (made) return made
    const [again] = await tx
      .update(volunteerTeamMembers)
      .set({ status: 'pending', reason, createdAt: now })
      .where(
        and(eq(volunteerTeamMembers.teamId, teamId), eq(volunteerTeamMembers.userId, userId), eq(volunteerTeamMembers.status, 'rejected')),
      )
      .returning()
    if (again) return again
    throw refuse('error.alreadyJoined')
  })
}

async function memberOf(db: Db, siteId: number, memberId: number) {
  const [m] = await db
    .select()
    .from(volunteerTeamMembers)
    .where(and(eq(volunteerTeamMembers.id, memberId), eq(volunteerTeamMembers.siteId, siteId)))
  if (!m) throw notFound('volunteers:error.memberNotFound')
  return m
}

export async function auditJoin(app: FastifyInstance, siteId: number, userId: number, memberId: number, approve: boolean) {
  const m = await memberOf(app.db, siteId, memberId)
  await requirePermission(app.db, siteId, m.teamId, userId, 'approveJoin')
  const [done] = await app.db
    .update(volunteerTeamMembers)
    .set({ status: approve ? 'approved' : 'rejected' })
    .where(and(eq(volunteerTeamMembers.id, memberId), eq(volunteerTeamMembers.status, 'pending')))
    .returning()
  if (!done) throw refuse('error.notPending')
  return done
}

export async function setRole(app: FastifyInstance, siteId: number, userId: number, memberId: number, role: string) {
  const m = await memberOf(app.db, siteId, memberId)
  await requirePermission(app.db, siteId, m.teamId, userId, 'setRoles')
  if (!isTeamRole(role) || !ASSIGNABLE_ROLES.includes(role)) throw refuse('error.badRole')
  if (m.role === 'head' || m.status !== 'approved') throw refuse('error.badRole')
  const [done] = await app.db
    .update(volunteerTeamMembers)
    .set({ role })
    .where(and(eq(volunteerTeamMembers.id, memberId), eq(volunteerTeamMembers.status, 'approved')))
    .returning()
  return done
}

export async function saveSchedule(
  app: FastifyInstance,
  siteId: number,
  userId: number,
  input: { teamId: number; day: string; title: string; startTime: string; endTime: string },
) {
  await requirePermission(app.db, siteId, input.teamId, userId, 'manageSchedule')
  const okTime = (t: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(t)
  if (!/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/.test(input.day)) throw refuse('error.activityDay')
  if (!okTime(input.startTime) || !okTime(input.endTime) || input.startTime >= input.endTime) throw refuse('error.activityTime')
  if (!input.title || [...input.title].length > 40) throw refuse('error.scheduleTitle')
  const [row] = await app.db
    .insert(volunteerSchedules)
    .values({ siteId, ...input, createdBy: userId, createdAt: app.clock() })
    .returning()
  return row
}

// ---- records ---------------------------------------------------------------------------------------

export async function askSupplement(app: FastifyInstance, siteId: number, userId: number, draft: SupplementDraft) {
  const now = app.clock()
  const broken = checkSupplement(draft, siteDayOf(now.getTime()))
  if (broken) throw refuse(broken)
  await teamOf(app.db, siteId, draft.teamId as number)
  if (!(await roleOf(app.db, draft.teamId as number, userId))) throw refuse('error.notMember')
  const [row] = await app.db
    .insert(volunteerRecords)
    .values({
      siteId,
      userId,
      teamId: draft.teamId as number,
      kind: 'supplement',
      title: draft.title.trim(),
      serviceDay: draft.serviceDay,
      minutes: Math.round(draft.hours * 60),
      status: 'pending',
      reason: draft.reason.trim(),
      createdAt: now,
    })
    .returning()
  return row
}

export async function reviewSupplement(app: FastifyInstance, siteId: number, userId: number, recordId: number, approve: boolean) {
  const [record] = await app.db
    .select()
    .from(volunteerRecords)
    .where(and(eq(volunteerRecords.id, recordId), eq(volunteerRecords.siteId, siteId), eq(volunteerRecords.kind, 'supplement')))
  if (!record) throw notFound('volunteers:error.recordNotFound')
  await requirePermission(app.db, siteId, record.teamId, userId, 'reviewSupplement')
  if (record.userId === userId) throw refuse('error.ownRecord')
  const now = app.clock()
  const [done] = await app.db
    .update(volunteerRecords)
    .set({ status: approve ? 'approved' : 'rejected', reviewerId: userId, reviewedAt: now })
    .where(and(eq(volunteerRecords.id, recordId), eq(volunteerRecords.status, 'pending')))
    .returning()
  if (!done) throw refuse('error.notPending')
  return done
}

// ---- activities made by a team ------------------------------------------------------------------------

/** the site's volunteering classify (the activities seed's 志愿服务), made when the site has none */
async function volunteerClassify(db: Db, siteId: number): Promise<number> {
  const rows = await db.select().from(activityClassifies).where(eq(activityClassifies.siteId, siteId))
  const found = rows.find((c) => c.name === '志愿服务')
  if (found) return found.id
  const [made] = await db
    .insert(activityClassifies)
    .values({ siteId, name: '志愿服务', translations: { en: 'Volunteering', fr: 'Bénévolat', ja: 'ボランティア', ko: '자원봉사' } })
    .returning()
  return made.id
}

export async function createActivity(app: FastifyInstance, siteId: number, userId: number, draft: ActivityDraft) {
  const now = app.clock()
  const broken = checkActivityDraft(draft, siteDayOf(now.getTime()))
  if (broken) throw refuse(broken)
  const { team } = await requirePermission(app.db, siteId, draft.teamId as number, userId, 'createActivity')
  const startsAt = siteInstantOf(draft.day, draft.start)
  const endsAt = siteInstantOf(draft.day, draft.end)
  if (startsAt <= now) throw refuse('error.activityDay')
  return app.db.transaction(async (tx) => {
    const classifyId = await volunteerClassify(tx, siteId)
    const [activity] = await tx
      .insert(activities)
      .values({
        siteId,
        classifyId,
        name: draft.name.trim(),
        activityType: typeOfMode(draft.method as ActivityMode),
        method: draft.method,
        cover: team.cover || demoPicture('museum', 1),
        intro: draft.intro.trim(),
        organizer: team.name,
        phone: team.phone,
        address: draft.address.trim(),
        longitude: draft.longitude,
        latitude: draft.latitude,
        startsAt,
        endsAt,
        signStartsAt: now,
        signEndsAt: startsAt,
        sessions: [{ day: draft.day, start: draft.start, end: draft.end, capacity: draft.capacity }],
        createdAt: now,
      })
      .returning()
    await tx.insert(volunteerActivities).values({ activityId: activity.id, siteId, teamId: team.id, signInRadius: SIGN_IN_RADIUS_M })
    await writeBookingOf(tx, activity, now)
    return activity
  })
}
