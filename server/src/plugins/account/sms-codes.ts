/**
 * SMS verification codes: sending with rate limits, checking with expiry and a try limit.
 *
 * Limits (written down here, tested in sms.test.ts):
 * - per phone and site: 1 code per 60 s, 10 codes per hour
 * - per client address: 20 codes per hour (all phones, all sites)
 * - a code lives 5 minutes; 5 wrong tries close it; a newer code closes the older ones
 *
 * The counters are the sms_codes rows themselves. This is one server process with one
 * database, so the database is the shared state; several processes on the same database still
 * count correctly (a per-phone advisory lock serialises concurrent sends). Only a deployment
 * wanting these checks off the database (or without one) would need Redis.
 */
import crypto from 'node:crypto'
import { and, count, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { smsCodes } from '../../db/schema'
import type { SmsProvider } from '../../providers/sms'
import { badInput } from '../../http/fields'
import { AppError } from '../../http/envelope'

export const SMS_LIMITS = {
  minIntervalMs: 60_000,
  perPhonePerHour: 10,
  perIpPerHour: 20,
  codeTtlMs: 5 * 60_000,
  maxWrongTries: 5,
} as const

const HOUR_MS = 3_600_000
export const SMS_PURPOSES = ['login', 'register', 'bind'] as const
/** the userBind calls' purposes, and 'booking' (act/api/activityOrder/sendSmsCode, to the logged-in visitor's own phone) */
export type SmsPurpose = (typeof SMS_PURPOSES)[number] | 'booking'

function codeHashOf(app: FastifyInstance, siteId: number, phone: string, code: string): string {
  return app.fieldCrypto.hash(`sms:${siteId}:${phone}:${code}`)
}

/** Sends a new 6-digit code, or throws a rate-limit message. Returns seconds until the next send is allowed. */
export async function sendSmsCode(
  app: FastifyInstance,
  request: FastifyRequest,
  sms: SmsProvider,
  phone: string,
  purpose: SmsPurpose,
): Promise<{ retryAfterSeconds: number; expiresInSeconds: number }> {
  const now = app.clock()
  const siteId = request.site.id
  const phoneHash = app.fieldCrypto.hash(phone)
  const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0')
  const hourAgo = new Date(now.getTime() - HOUR_MS)

  const id = await app.db.transaction(async (tx) => {
    // serialise sends for one phone so two parallel requests cannot both pass the 60 s rule
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms:${siteId}:${phoneHash}`}))`)
    const [last] = await tx
      .select({ createdAt: smsCodes.createdAt })
      .from(smsCodes)
      .where(and(eq(smsCodes.siteId, siteId), eq(smsCodes.phoneHash, phoneHash)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
    if (last && now.getTime() - last.createdAt.getTime() < SMS_LIMITS.minIntervalMs) {
      const seconds = Math.ceil((SMS_LIMITS.minIntervalMs - (now.getTime() - last.createdAt.getTime())) / 1000)
      throw badInput('account:sms.tooSoon', { seconds })
    }
    const [perPhone] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.siteId, siteId), eq(smsCodes.phoneHash, phoneHash), gt(smsCodes.createdAt, hourAgo)))
    if (perPhone.n >= SMS_LIMITS.perPhonePerHour) throw badInput('account:sms.phoneHourly', { limit: SMS_LIMITS.perPhonePerHour })
    const [perIp] = await tx
      .select({ n: count() })
      .from(smsCodes)
      .where(and(eq(smsCodes.ip, request.ip), gt(smsCodes.createdAt, hourAgo)))
    if (perIp.n >= SMS_LIMITS.perIpPerHour) throw badInput('account:sms.ipHourly', { limit: SMS_LIMITS.perIpPerHour })
    // the newest code is the only valid one
    await tx
      .update(smsCodes)
      .set({ closedAt: now })
      .where(and(eq(smsCodes.siteId, siteId), eq(smsCodes.phoneHash, phoneHash), isNull(smsCodes.closedAt)))
    const [row] = await tx
      .insert(smsCodes)
      .values({
        siteId,
        phoneHash,
        purpose,
        codeHash: codeHashOf(app, siteId, phone, code),
        ip: request.ip,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SMS_LIMITS.codeTtlMs),
      })
      .returning({ id: smsCodes.id })
    return row.id
  })

  try {
    await sms.send({ siteCode: request.site.siteCode, phone, code, purpose })
  } catch (e) {
    // not sent: the row must not count against the user's limits
    await app.db.delete(smsCodes).where(eq(smsCodes.id, id))
    // switched off (providers/production.ts): its own answer, not a failure to log
    if (e instanceof AppError) throw e
    request.log.error({ err: e }, 'SMS provider failed')
    throw badInput('account:sms.sendFailed')
  }
  return { retryAfterSeconds: SMS_LIMITS.minIntervalMs / 1000, expiresInSeconds: SMS_LIMITS.codeTtlMs / 1000 }
}

/**
 * Checks a code against the newest open code of the phone, and closes it when right.
 * Wrong tries are counted (committed) before the error is thrown.
 */
export async function verifySmsCode(app: FastifyInstance, request: FastifyRequest, phone: string, code: string): Promise<void> {
  const now = app.clock()
  const siteId = request.site.id
  const phoneHash = app.fieldCrypto.hash(phone)
  const outcome = await app.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(smsCodes)
      .where(and(eq(smsCodes.siteId, siteId), eq(smsCodes.phoneHash, phoneHash), isNull(smsCodes.closedAt), gt(smsCodes.expiresAt, now)))
      .orderBy(desc(smsCodes.createdAt))
      .limit(1)
      .for('update')
    if (!row) return { error: 'account:sms.codeExpired' as const }
    const given = Buffer.from(codeHashOf(app, siteId, phone, code))
    if (crypto.timingSafeEqual(given, Buffer.from(row.codeHash))) {
      await tx.update(smsCodes).set({ closedAt: now }).where(eq(smsCodes.id, row.id))
      return { error: null }
    }
    const tries = row.failedAttempts + 1
    const exhausted = tries >= SMS_LIMITS.maxWrongTries
    await tx
      .update(smsCodes)
      .set({ failedAttempts: tries, closedAt: exhausted ? now : null })
      .where(eq(smsCodes.id, row.id))
    return exhausted
      ? { error: 'account:sms.tooManyTries' as const }
      : { error: 'account:sms.codeWrong' as const, left: SMS_LIMITS.maxWrongTries - tries }
  })
  if (outcome.error) throw badInput(outcome.error, { left: 'left' in outcome ? outcome.left : 0 })
}
