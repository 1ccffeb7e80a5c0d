/**
 * SMS verification codes: sending with rate limits, checking with expiry and try limits.
 *
 * Limits (written down here, tested in sms.test.ts; counted by http/rate-limit.ts in the database,
 * so every server process shares them, and atomic: parallel sends cannot pass a limit):
 * - sending, per phone and site: 1 code per 60 s, 10 codes per hour
 * - sending, per client address: 20 codes per hour (all phones, all sites)
 * - a code lives 5 minutes; a newer code closes the older ones; a right code works once
 * - guessing, per client address: 5 wrong codes per 15 minutes (all phones, all sites), then that
 *   address is refused for a while; the codes it guessed at stay valid, so a stranger guessing at
 *   someone's phone does not lock that person out
 * - guessing, per code (all addresses together): 10 wrong tries close it. With 10 codes an hour
 *   that is at most 100 guesses per phone and hour against a million codes.
 */
import crypto from 'node:crypto'
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Database } from '../../db/database'
import { smsCodes } from '../../db/schema'
import type { SmsProvider } from '../../providers/sms'
import { badInput } from '../../http/fields'
import { AppError } from '../../http/envelope'
import { addressKey, countUse, giveBack, type RateLimit } from '../../http/rate-limit'

const HOUR_MS = 3_600_000

export const SMS_LIMITS = {
  minIntervalMs: 60_000,
  perPhonePerHour: 10,
  perIpPerHour: 20,
  codeTtlMs: 5 * 60_000,
  /** wrong tries on one code, from every address together (the phone-wide cap) */
  maxWrongTries: 10,
  /** wrong codes from one address, every phone together, within addressGuessWindowMs */
  wrongPerAddress: 5,
  addressGuessWindowMs: 15 * 60_000,
} as const

const PHONE_SENDS: RateLimit = { name: 'sms-phone', max: SMS_LIMITS.perPhonePerHour, windowMs: HOUR_MS }
const ADDRESS_SENDS: RateLimit = { name: 'sms-ip', max: SMS_LIMITS.perIpPerHour, windowMs: HOUR_MS }
const ADDRESS_GUESSES: RateLimit = { name: 'sms-guess-ip', max: SMS_LIMITS.wrongPerAddress, windowMs: SMS_LIMITS.addressGuessWindowMs }

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

  const sent = await app.db.transaction(async (tx) => {
    const t = tx as unknown as Database
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
    // counted in this transaction: a refusal below rolls the counts back, so refused sends do not count
    const perPhone = await countUse(t, PHONE_SENDS, `${siteId}:${phoneHash}`, now)
    if (!perPhone.allowed) throw badInput('account:sms.phoneHourly', { limit: SMS_LIMITS.perPhonePerHour })
    const perAddress = await countUse(t, ADDRESS_SENDS, addressKey(request.ip), now)
    if (!perAddress.allowed) throw badInput('account:sms.ipHourly', { limit: SMS_LIMITS.perIpPerHour })
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
    return { id: row.id, uses: [perPhone, perAddress] }
  })

  try {
    await sms.send({ siteCode: request.site.siteCode, phone, code, purpose })
  } catch (e) {
    // not sent: it must not count against the user's limits
    await app.db.delete(smsCodes).where(eq(smsCodes.id, sent.id))
    for (const use of sent.uses) await giveBack(app.db, use)
    // switched off (providers/production.ts): its own answer, not a failure to log
    if (e instanceof AppError) throw e
    request.log.error({ err: e }, 'SMS provider failed')
    throw badInput('account:sms.sendFailed')
  }
  return { retryAfterSeconds: SMS_LIMITS.minIntervalMs / 1000, expiresInSeconds: SMS_LIMITS.codeTtlMs / 1000 }
}

/** A right code, checked but not used yet: `useSmsCode` closes it, once. */
export interface CheckedSmsCode {
  id: number
}

/**
 * Checks a code against the newest open code of the phone without using it up, so a caller can
 * refuse (not registered, agreement missing) and the visitor retry with the same code. Every
 * check counts against the caller's address (a right code is given back); wrong tries also count
 * on the code. An address past its wrong tries is refused before its guess is looked at, and the
 * code it guessed at stays valid. Counts are committed before the error is thrown.
 */
export async function checkSmsCode(app: FastifyInstance, request: FastifyRequest, phone: string, code: string): Promise<CheckedSmsCode> {
  const now = app.clock()
  const siteId = request.site.id
  const phoneHash = app.fieldCrypto.hash(phone)
  const locked = { error: 'account:sms.addressLocked' as const, minutes: SMS_LIMITS.addressGuessWindowMs / 60_000 }
  const outcome = await app.db.transaction(async (tx) => {
    const t = tx as unknown as Database
    const guess = await countUse(t, ADDRESS_GUESSES, addressKey(request.ip), now)
    if (!guess.allowed) return locked
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
      await giveBack(t, guess)
      return { id: row.id }
    }
    const tries = row.failedAttempts + 1
    const exhausted = tries >= SMS_LIMITS.maxWrongTries
    await tx
      .update(smsCodes)
      .set({ failedAttempts: tries, closedAt: exhausted ? now : null })
      .where(eq(smsCodes.id, row.id))
    if (exhausted) return { error: 'account:sms.tooManyTries' as const }
    if (!guess.remaining) return locked
    return { error: 'account:sms.codeWrong' as const, left: Math.min(SMS_LIMITS.maxWrongTries - tries, guess.remaining) }
  })
  if (outcome.error) throw badInput(outcome.error, outcome)
  return { id: outcome.id! }
}

/** Uses a checked code up; a parallel call that used it first wins, this one is refused. */
export async function useSmsCode(app: FastifyInstance, checked: CheckedSmsCode): Promise<void> {
  const now = app.clock()
  const closed = await app.db
    .update(smsCodes)
    .set({ closedAt: now })
    .where(and(eq(smsCodes.id, checked.id), isNull(smsCodes.closedAt), gt(smsCodes.expiresAt, now)))
    .returning({ id: smsCodes.id })
  if (closed.length === 0) throw badInput('account:sms.codeExpired')
}

/** Checks a code and uses it up at once (the booking code). */
export async function verifySmsCode(app: FastifyInstance, request: FastifyRequest, phone: string, code: string): Promise<void> {
  await useSmsCode(app, await checkSmsCode(app, request, phone, code))
}
