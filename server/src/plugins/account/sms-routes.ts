/**
 * Phone + SMS channel (rules-and-contract section 7, "Account and login"). Every call is a
 * form (or JSON) whose field `data` holds the SM4-encrypted JSON payload:
 *   smsCodeSm4 / sendSmsCodeSm4   {phone, type?: login|register|bind}
 *   loginSm4                      {phone, code}
 *   registerSm4                   {phone, code, agreement, nickname?}
 *   loginOrRegister               {phone, code, agreement}   (agreement needed only to create)
 *   bindPhone                     {phone, code, wechatOpenId?}  with token: binds to that user;
 *                                 without: the messaging-browser visitor of wechatOpenId
 *   bindOpenId (token)            {wechatOpenId}
 * (wechatOpenId: the OAuth callback's one-time handle, wechat-handles.ts; spent by a successful call)
 * plus logout, which needs only the token (checkIn is the user centre's: user-centre/points-routes.ts).
 *
 * Whether a phone is registered (or bound) is told only after its SMS code was checked right
 * (checkSmsCode): before that, registered and unregistered phones get the same answers. A refusal
 * that depends on the phone (not registered, already registered, agreement needed to create,
 * invitation needed, taken) leaves the checked code valid, so the visitor can retry with it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { isAgreementAccepted, isPhone, validatePhoneAndCode } from '../../../../src/core/validation'
import { verifyToken, revokeToken, type UserRow } from '../../auth/tokens'
import { AppError, ok } from '../../http/envelope'
import type { AccountProviders } from '../../providers'
import { decryptPayload, loginAnswer, userInfoOf } from './common'
import { checkSmsCode, sendSmsCode, SMS_PURPOSES, type SmsPurpose, useSmsCode } from './sms-codes'
import { openIdOfHandle, spendWechatHandle, unknownHandle } from './wechat-handles'
import { findByPhone, findByWechatOpenId, identityOf, newUser, newWechatUser, setPhone, setWechatOpenId } from './users-store'
import { badInput, str } from '../../http/fields'
import { authenticated } from '../../http/auth-scope'
import { routeSchema, Text } from '../../http/schema'

const BASE = '/api/user/api/userBind'

/** The caller's user when a token is given (bindPhone works with or without one). */
async function optionalUser(app: FastifyInstance, request: FastifyRequest): Promise<UserRow | null> {
  const token = str((request.query as Record<string, unknown>).token)
  if (!token) return null
  const user = await verifyToken(app.db, token, request.site.id, app.clock())
  if (!user) throw new AppError(ResultCode.TOKEN_INVALID, 'error.loginExpired')
  request.user = user
  request.token = token
  return user
}

/** The SM4-encrypted JSON payload every userBind call carries (decryptPayload reads it). */
const payload = { data: Text({ description: 'base64 SM4-ECB of a JSON object, site key' }) }

export async function smsRoutes(app: FastifyInstance, opts: { providers: AccountProviders }): Promise<void> {
  const send = async (request: FastifyRequest) => {
    const p = decryptPayload(request)
    if (!isPhone(p.phone)) throw badInput('account:validation.phone')
    const type = str(p.type) || 'login'
    if (!(SMS_PURPOSES as readonly string[]).includes(type)) throw badInput('account:sms.badType', { values: SMS_PURPOSES.join(', ') })
    const result = await sendSmsCode(app, request, opts.providers.sms, p.phone, type as SmsPurpose)
    return ok(request, result, 'account:sms.sent')
  }
  app.post(`${BASE}/smsCodeSm4`, { schema: routeSchema({ body: payload }) }, send)
  app.get(`${BASE}/sendSmsCodeSm4`, { schema: routeSchema({ query: payload }) }, send)

  app.post(`${BASE}/loginSm4`, { schema: routeSchema({ body: payload }) }, async (request) => {
    const p = decryptPayload(request)
    const invalid = validatePhoneAndCode(p)
    if (invalid) throw badInput(invalid)
    const phone = p.phone as string
    const checked = await checkSmsCode(app, request, phone, p.code as string)
    const user = await findByPhone(app, request, phone)
    if (!user) throw badInput('account:login.notRegistered')
    await useSmsCode(app, checked)
    return ok(request, await loginAnswer(app, request, user))
  })

  app.post(`${BASE}/registerSm4`, { schema: routeSchema({ body: payload }) }, async (request) => {
    const p = decryptPayload(request)
    const invalid = validatePhoneAndCode(p)
    if (invalid) throw badInput(invalid)
    const phone = p.phone as string
    if (!isAgreementAccepted(p.agreement)) throw badInput('account:validation.agreement')
    const nickname = str(p.nickname)
    if (nickname.length > 20) throw badInput('account:field.tooLong', { field: 'nickname', limit: 20 })
    const checked = await checkSmsCode(app, request, phone, p.code as string)
    if (await findByPhone(app, request, phone)) throw badInput('account:register.exists')
    await useSmsCode(app, checked)
    // the unique (site, phone hash) index refuses a parallel registration of the same phone
    const user = await newUser(app, request, { phone, nickname: nickname || undefined }).catch(() => null)
    if (!user) throw badInput('account:register.exists')
    return ok(request, await loginAnswer(app, request, user))
  })

  app.post(`${BASE}/loginOrRegister`, { schema: routeSchema({ body: payload }) }, async (request) => {
    const p = decryptPayload(request)
    const invalid = validatePhoneAndCode(p)
    if (invalid) throw badInput(invalid)
    const phone = p.phone as string
    const checked = await checkSmsCode(app, request, phone, p.code as string)
    const existing = await findByPhone(app, request, phone)
    if (!existing && !isAgreementAccepted(p.agreement)) throw badInput('account:validation.agreement')
    await useSmsCode(app, checked)
    // a parallel registration of the same phone may have won the race: then log into it
    const user = existing ?? (await newUser(app, request, { phone }).catch(async () => findByPhone(app, request, phone)))
    if (!user) throw badInput('account:register.exists')
    return ok(request, await loginAnswer(app, request, user))
  })

  app.post(`${BASE}/bindPhone`, { schema: routeSchema({ body: payload }) }, async (request) => {
    const p = decryptPayload(request)
    const invalid = validatePhoneAndCode(p)
    if (invalid) throw badInput(invalid)
    const phone = p.phone as string
    const current = await optionalUser(app, request)

    if (current) {
      const checked = await checkSmsCode(app, request, phone, p.code as string)
      const owner = await findByPhone(app, request, phone)
      if (owner && owner.id !== current.id) throw badInput('account:bind.phoneTaken')
      await useSmsCode(app, checked)
      const updated = await setPhone(app, current.id, phone)
      return ok(request, userInfoOf(app, request, updated, request.token!))
    }

    // messaging browser, /bind-phone/-1: the WeChat visitor of wechatOpenId gets a phone (and a user)
    // wechatOpenId is the callback's one-time handle (wechat-handles.ts), spent once the phone is proven
    const handle = str(p.wechatOpenId)
    if (!handle) throw new AppError(ResultCode.TOKEN_INVALID, 'error.loginRequired')
    const openId = await openIdOfHandle(app, request, handle)
    const identity = await identityOf(app, request.site.id, 'wechat', openId)
    if (!identity) throw unknownHandle()
    const checked = await checkSmsCode(app, request, phone, p.code as string)
    const byOpenId = await findByWechatOpenId(app, request.site.id, openId)
    const owner = await findByPhone(app, request, phone)
    if (!byOpenId && !owner && identity.needsInvitation) throw new AppError(ResultCode.NEED_INVITATION, 'account:wechat.needInvitation')
    if (byOpenId && owner && byOpenId.id !== owner.id) throw badInput('account:bind.phoneTaken')
    if (owner?.wechatOpenId && owner.wechatOpenId !== openId) throw badInput('account:bind.openIdTaken')
    await useSmsCode(app, checked)
    await spendWechatHandle(app, request, handle)
    let user: UserRow
    if (owner) user = await setWechatOpenId(app, owner, openId)
    else if (byOpenId) user = await setPhone(app, byOpenId.id, phone)
    else user = await newWechatUser(app, request, openId, identity, phone)
    return ok(request, await loginAnswer(app, request, user))
  })

  await authenticated(app, (loggedIn) => {
    loggedIn.post(`${BASE}/bindOpenId`, { schema: routeSchema({ body: payload }) }, async (request) => {
      const p = decryptPayload(request)
      const handle = str(p.wechatOpenId)
      if (!handle) throw badInput('account:field.required', { field: 'wechatOpenId' })
      // logged in: an unknown handle is bad input (400), not code 2, which would end the app's login
      const refuse = () => badInput('account:wechat.unknownOpenId')
      const openId = await openIdOfHandle(app, request, handle, refuse)
      if (!(await identityOf(app, request.site.id, 'wechat', openId))) throw refuse()
      const holder = await findByWechatOpenId(app, request.site.id, openId)
      if (holder && holder.id !== request.user!.id) throw badInput('account:bind.openIdTaken')
      await spendWechatHandle(app, request, handle, refuse)
      const user = await setWechatOpenId(app, request.user!, openId)
      return ok(request, userInfoOf(app, request, user, request.token!))
    })

    loggedIn.post(`${BASE}/logout`, { schema: routeSchema({ body: {} }) }, async (request) => {
      await revokeToken(app.db, request.token!)
      return ok(request, undefined, 'account:logout.done')
    })
  })
}
