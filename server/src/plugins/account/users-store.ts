/** User lookups and changes shared by the login channels. */
import { and, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { createUser, findUserByPhone } from '../../auth/users'
import type { UserRow } from '../../auth/tokens'
import { userIdentities, users } from '../../db/schema'

export function findByPhone(app: FastifyInstance, request: FastifyRequest, phone: string): Promise<UserRow | null> {
  return findUserByPhone(app.db, app.fieldCrypto, request.site.id, phone)
}

export async function findByWechatOpenId(app: FastifyInstance, siteId: number, openId: string): Promise<UserRow | null> {
  const [row] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.wechatOpenId, openId)))
    .limit(1)
  return row ?? null
}

export async function findByMiniOpenId(app: FastifyInstance, siteId: number, openId: string): Promise<UserRow | null> {
  const [row] = await app.db
    .select()
    .from(users)
    .where(and(eq(users.siteId, siteId), eq(users.miniOpenId, openId)))
    .limit(1)
  return row ?? null
}

export async function setPhone(app: FastifyInstance, userId: number, phone: string): Promise<UserRow> {
  const [row] = await app.db
    .update(users)
    .set({ phoneEncrypted: app.fieldCrypto.encrypt(phone), phoneHash: app.fieldCrypto.hash(phone), updatedAt: app.clock() })
    .where(eq(users.id, userId))
    .returning()
  return row
}

export async function setWechatOpenId(app: FastifyInstance, user: UserRow, openId: string): Promise<UserRow> {
  const [row] = await app.db.update(users).set({ wechatOpenId: openId, updatedAt: app.clock() }).where(eq(users.id, user.id)).returning()
  await app.db
    .update(userIdentities)
    .set({ userId: user.id })
    .where(and(eq(userIdentities.siteId, user.siteId), eq(userIdentities.provider, 'wechat'), eq(userIdentities.subject, openId)))
  return row
}

export function newUser(
  app: FastifyInstance,
  request: FastifyRequest,
  input: { phone?: string; nickname?: string; headImg?: string; wechatOpenId?: string; miniOpenId?: string },
) {
  return createUser(app.db, app.fieldCrypto, { siteId: request.site.id, ...input })
}

/**
 * A new user from a WeChat identity (its nickname and head image; the phone when one is being
 * bound), linked to that identity: the OAuth lookup, the invitation and the phone binding.
 */
export async function newWechatUser(
  app: FastifyInstance,
  request: FastifyRequest,
  openId: string,
  identity: { nickname: string | null; headImg: string | null },
  phone?: string,
): Promise<UserRow> {
  const user = await newUser(app, request, {
    phone,
    wechatOpenId: openId,
    nickname: identity.nickname ?? undefined,
    headImg: identity.headImg ?? undefined,
  })
  return setWechatOpenId(app, user, openId)
}

export async function identityOf(app: FastifyInstance, siteId: number, provider: string, subject: string) {
  const [row] = await app.db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.siteId, siteId), eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1)
  return row ?? null
}

/**
 * The user of a partner identity, created on first sight (with the partner's phone when it
 * gives one and no user of the site has that phone yet; an existing phone user is linked).
 */
export async function userOfPartner(
  app: FastifyInstance,
  request: FastifyRequest,
  provider: string,
  partner: { subject: string; nickname?: string; phone?: string },
): Promise<UserRow> {
  const siteId = request.site.id
  const known = await identityOf(app, siteId, provider, partner.subject)
  if (known?.userId) {
    const [u] = await app.db.select().from(users).where(eq(users.id, known.userId)).limit(1)
    if (u) return u
  }
  const phone = partner.phone && /^\d{11}$/.test(partner.phone) ? partner.phone : undefined
  const user = (phone && (await findByPhone(app, request, phone))) || (await newUser(app, request, { phone, nickname: partner.nickname }))
  await app.db
    .insert(userIdentities)
    .values({ siteId, provider, subject: partner.subject, userId: user.id, nickname: partner.nickname, createdAt: app.clock() })
    .onConflictDoUpdate({ target: [userIdentities.siteId, userIdentities.provider, userIdentities.subject], set: { userId: user.id } })
  return user
}
