/**
 * Invitations (/my-invite-list, /invite-gift, /fill-in-code, /accept-invitation/{inviteCode}, /invitation).
 *   GET  user/api/invite/myCode          → data {inviteCode, invitedCount}
 *   GET  user/api/invite/myInviteList    currPage, pageSize → datas [{nickName, phone (masked), createdAt}] + page
 *   GET  user/api/invite/codeInfo        inviteCode → data {inviteCode, inviterNickName}   (no login needed)
 *   POST user/api/invite/fillInCode      {inviteCode} (token) → the caller is invited by the code's owner
 *   POST user/api/invite/acceptInvitation {inviteCode, wechatOpenId?}  (wechatOpenId: the WeChat sign-in handle)
 *        with a token: like fillInCode; without: the WeChat visitor that got code 4 becomes a user
 *        invited by the code's owner → user info + token (getUserData then answers code 0)
 * A user is invited once; not by themself, nor by someone they invited. The inviter earns INVITE_POINTS.
 */
import crypto from 'node:crypto'
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { maskPhone } from '../../../../src/core/validation'
import { verifyToken, type UserRow } from '../../auth/tokens'
import { phoneOf } from '../../auth/users'
import { inviteCodes, invitations, users } from '../../db/schema'
import { AppError, ok, pagedA } from '../../http/envelope'
import { loginAnswer } from '../account/common'
import { findByWechatOpenId, identityOf, newWechatUser } from '../account/users-store'
import { openIdOfHandle, spendWechatHandle, unknownHandle } from '../account/wechat-handles'
import { addPoints, INVITE_POINTS } from './points-service'
import { badInput, fieldsOf, str } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { authenticated } from '../../http/auth-scope'
import { DataEnvelope, PagedAEnvelope, PageQuery, routeSchema, Text } from '../../http/schema'
import { InviteCode, InviteCodeInfo, Invitee } from './answers'

const BASE = '/api/user/api/invite'
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789' // no 0/O, 1/I

export async function inviteCodeOf(app: FastifyInstance, user: UserRow): Promise<string> {
  const [row] = await app.db.select().from(inviteCodes).where(eq(inviteCodes.userId, user.id)).limit(1)
  if (row) return row.code
  for (;;) {
    const code = Array.from(crypto.randomBytes(8), (b) => ALPHABET[b % ALPHABET.length]).join('')
    const inserted = await app.db
      .insert(inviteCodes)
      .values({ userId: user.id, siteId: user.siteId, code })
      .onConflictDoNothing()
      .returning()
    if (inserted.length) return code
    const [again] = await app.db.select().from(inviteCodes).where(eq(inviteCodes.userId, user.id)).limit(1)
    if (again) return again.code // a parallel request created it
  }
}

async function inviterOf(app: FastifyInstance, request: FastifyRequest, rawCode: unknown): Promise<UserRow> {
  const code = str(rawCode).toUpperCase()
  if (!code) throw badInput('account:field.required', { field: 'inviteCode' })
  const [row] = await app.db
    .select({ user: users })
    .from(inviteCodes)
    .innerJoin(users, eq(users.id, inviteCodes.userId))
    .where(eq(inviteCodes.code, code))
    .limit(1)
  if (!row || row.user.siteId !== request.site.id) throw badInput('account:invite.unknownCode')
  return row.user
}

async function recordInvitation(app: FastifyInstance, inviter: UserRow, invitee: UserRow): Promise<void> {
  if (inviter.id === invitee.id) throw badInput('account:invite.own')
  const [reverse] = await app.db.select().from(invitations).where(eq(invitations.inviteeId, inviter.id)).limit(1)
  if (reverse?.inviterId === invitee.id) throw badInput('account:invite.cycle')
  const inserted = await app.db
    .insert(invitations)
    .values({ inviterId: inviter.id, inviteeId: invitee.id, createdAt: app.clock() })
    .onConflictDoNothing()
    .returning()
  if (inserted.length === 0) throw badInput('account:invite.already')
  await addPoints(app, inviter.id, INVITE_POINTS, 'invite')
}

export async function inviteRoutes(app: FastifyInstance): Promise<void> {
  await authenticated(app, (user) => {
    user.get(`${BASE}/myCode`, { schema: routeSchema({ response: DataEnvelope(InviteCode) }) }, async (request) => {
      const n = await app.db.$count(invitations, eq(invitations.inviterId, request.user!.id))
      return ok(request, { inviteCode: await inviteCodeOf(app, request.user!), invitedCount: n })
    })

    user.get(`${BASE}/myInviteList`, { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(Invitee) }) }, async (request) => {
      const { offset, pageSize } = pageOf(fieldsOf(request))
      const where = eq(invitations.inviterId, request.user!.id)
      const rows = await app.db
        .select({ user: users, createdAt: invitations.createdAt })
        .from(invitations)
        .innerJoin(users, eq(users.id, invitations.inviteeId))
        .where(where)
        .orderBy(desc(invitations.id))
        .limit(pageSize)
        .offset(offset)
      const n = await app.db.$count(invitations, where)
      const datas = rows.map((r) => ({
        nickName: r.user.nickname ?? '',
        phone: maskPhone(phoneOf(r.user, app.fieldCrypto) ?? ''),
        createdAt: r.createdAt.toISOString(),
      }))
      return pagedA(request, datas, n, pageSize)
    })

    user.post(`${BASE}/fillInCode`, { schema: routeSchema({ body: { inviteCode: Text() } }) }, async (request) => {
      const inviter = await inviterOf(app, request, fieldsOf(request).inviteCode)
      await recordInvitation(app, inviter, request.user!)
      return ok(request, undefined, 'account:invite.accepted')
    })
  })

  app.get(
    `${BASE}/codeInfo`,
    { schema: routeSchema({ query: { inviteCode: Text() }, response: DataEnvelope(InviteCodeInfo) }) },
    async (request) => {
      const f = fieldsOf(request)
      const inviter = await inviterOf(app, request, f.inviteCode)
      return ok(request, { inviteCode: str(f.inviteCode).toUpperCase(), inviterNickName: inviter.nickname ?? '' })
    },
  )

  app.post(`${BASE}/acceptInvitation`, { schema: routeSchema({ body: { inviteCode: Text(), wechatOpenId: Text() } }) }, async (request) => {
    const f = fieldsOf(request)
    const inviter = await inviterOf(app, request, f.inviteCode)
    const token = str((request.query as Record<string, unknown>).token)
    if (token) {
      const user = await verifyToken(app.db, token, request.site.id, app.clock())
      if (!user) throw new AppError(ResultCode.TOKEN_INVALID, 'error.loginExpired')
      await recordInvitation(app, inviter, user)
      return ok(request, undefined, 'account:invite.accepted')
    }
    // the WeChat callback's one-time handle (account/wechat-handles.ts): a visitor answered code 4
    // keeps it for this call; accepting spends it
    const handle = str(f.wechatOpenId)
    if (!handle) throw new AppError(ResultCode.TOKEN_INVALID, 'error.loginRequired')
    const openId = await openIdOfHandle(app, request, handle)
    const identity = await identityOf(app, request.site.id, 'wechat', openId)
    if (!identity) throw unknownHandle()
    if (await findByWechatOpenId(app, request.site.id, openId)) throw badInput('account:invite.already')
    await spendWechatHandle(app, request, handle)
    const user = await newWechatUser(app, request, openId, identity)
    await recordInvitation(app, inviter, user)
    return ok(request, await loginAnswer(app, request, user))
  })
}
