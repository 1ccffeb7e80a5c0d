/**
 * WeChat official-account login (messaging browser) and mini-program login.
 *   GET  user/wechatOpenAuth/getAuthorizeParam       → data {siteId, appid, redirectUri, componentAppid, authorizeUrl}
 *   GET  user/wechatOpenAuth/callback?code&state     provider redirect target: exchanges the code, remembers
 *        the visitor, redirects to the address in state ("<siteId>|<address>", one of the site's own
 *        hosts) with wechatOpenId (a one-time handle, wechat-handles.ts, not the open id) & siteId added
 *   GET  user/wechatOpenAuth/getUserData?wechatOpenId&siteId   (the handle, spent by a sign-in)
 *        code 0 user info + token | code 4 must accept an invitation first | code 2 handle unknown/used/expired
 *   GET  user/wechatOpenAuth/getSignature?url  and  getTicket?url  → data {appId, timestamp, nonceStr, signature}
 *   POST user/api/userBind/miniLogin {code}          Taro.login code → user info + token (phone may be empty)
 * Code-4 rule: a WeChat visitor marked needsInvitation by the provider (dev: dev-wx-invitee) and not yet a
 * user of the site; accepting an invitation (user/api/invite/acceptInvitation) makes them one.
 */
import crypto from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { AppError, ok } from '../../http/envelope'
import type { AccountProviders } from '../../providers'
import { jsSdkSignature } from '../../providers/wechat'
import { userIdentities } from '../../db/schema'
import { checkSiteId, loginAnswer } from './common'
import { findByMiniOpenId, findByWechatOpenId, identityOf, newUser, newWechatUser } from './users-store'
import { issueWechatHandle, keepForInvitation, openIdOfHandle, spendWechatHandle, unknownHandle } from './wechat-handles'
import { badInput, fieldsOf, str } from '../../http/fields'
import { Refusal, routeSchema, Text } from '../../http/schema'

const BASE = '/api/user/wechatOpenAuth'

// Return addresses: a backslash, a control character or space (browsers drop tabs and newlines,
// and read `\` as `/`, so `/\evil` and `/\t/evil` are `//evil`), and in the path a percent-encoded
// slash, backslash or percent (`/%5Cevil`, `/%2F%2Fevil`, double encoding) are refused outright.
// eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
const UNSAFE_CHARACTER = /[\\\u0000-\u0020\u007f]/
const ENCODED_SEPARATOR = /%(2f|5c|25)/i
const MAX_RETURN_LENGTH = 2000

/**
 * Where the callback may send the browser back to (no open redirect): the address, parsed as a URL
 * against the request's origin, must be http(s) on one of the site's own hosts: the request's
 * host, the site's h5Domain and, in development (`devHosts`), localhost, *.localhost and 127.0.0.1.
 * Only a path starting with one `/` or an absolute http(s) address is taken; no user info.
 */
export function isAllowedReturn(target: string, request: FastifyRequest, devHosts: boolean): boolean {
  if (!target || target.length > MAX_RETURN_LENGTH || UNSAFE_CHARACTER.test(target)) return false
  const relative = target.startsWith('/')
  if (relative ? target.startsWith('//') : !/^https?:\/\//i.test(target)) return false
  if (ENCODED_SEPARATOR.test(target.split(/[?#]/, 1)[0])) return false
  let url: URL
  try {
    url = new URL(target, `${request.protocol}://${request.host}`)
  } catch {
    return false
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username || url.password) return false
  const host = url.hostname.toLowerCase()
  const own = [request.hostname.toLowerCase(), request.site.h5Domain.toLowerCase()]
  if (own.includes(host)) return true
  return devHosts && (host === 'localhost' || host === '127.0.0.1' || host.endsWith('.localhost'))
}

function withQuery(target: string, params: Record<string, string>): string {
  const [beforeHash, hash] = target.split('#', 2)
  const sep = beforeHash.includes('?') ? '&' : '?'
  return `${beforeHash}${sep}${new URLSearchParams(params)}${hash !== undefined ? `#${hash}` : ''}`
}

export async function wechatRoutes(app: FastifyInstance, opts: { providers: AccountProviders; devHosts: boolean }): Promise<void> {
  const wechat = opts.providers.wechat

  app.get(`${BASE}/getAuthorizeParam`, { schema: routeSchema({ query: { siteId: Text() } }) }, async (request) => {
    checkSiteId(request, fieldsOf(request).siteId)
    const origin = new URL(`${request.protocol}://${request.host}`).origin
    return ok(request, {
      siteId: request.site.id,
      appid: wechat.appid,
      redirectUri: `${origin}${BASE}/callback?siteCode=${encodeURIComponent(request.site.siteCode)}`,
      componentAppid: wechat.componentAppid,
      authorizeUrl: wechat.name === 'dev' ? `${origin}${wechat.authorizeUrl()}` : wechat.authorizeUrl(),
    })
  })

  app.get(
    `${BASE}/callback`,
    { schema: routeSchema({ query: { code: Text(), state: Text() }, response: Refusal }) },
    async (request, reply) => {
      const f = fieldsOf(request)
      const state = str(f.state)
      const bar = state.indexOf('|')
      const stateSiteId = bar > 0 ? state.slice(0, bar) : ''
      const target = bar > 0 ? state.slice(bar + 1) : ''
      checkSiteId(request, stateSiteId)
      if (!target || !isAllowedReturn(target, request, opts.devHosts)) throw badInput('account:wechat.badState')
      const code = str(f.code)
      if (!code) throw badInput('account:field.required', { field: 'code' })
      const profile = await wechat.exchangeCode(code)
      if (!profile) throw new AppError(ResultCode.TOKEN_INVALID, 'account:wechat.badCode')
      await app.db
        .insert(userIdentities)
        .values({
          siteId: request.site.id,
          provider: 'wechat',
          subject: profile.openId,
          nickname: profile.nickname,
          headImg: profile.headImg,
          needsInvitation: !!profile.needsInvitation,
          createdAt: app.clock(),
        })
        .onConflictDoUpdate({
          target: [userIdentities.siteId, userIdentities.provider, userIdentities.subject],
          set: { nickname: profile.nickname, headImg: profile.headImg },
        })
      // the page gets a one-time handle, never the open id itself (wechat-handles.ts)
      const handle = await issueWechatHandle(app, request, profile.openId)
      return reply.redirect(withQuery(target, { wechatOpenId: handle, siteId: String(request.site.id) }), 302)
    },
  )

  app.get(`${BASE}/getUserData`, { schema: routeSchema({ query: { siteId: Text(), wechatOpenId: Text() } }) }, async (request) => {
    const f = fieldsOf(request)
    checkSiteId(request, f.siteId)
    const handle = str(f.wechatOpenId)
    if (!handle) throw badInput('account:field.required', { field: 'wechatOpenId' })
    const siteId = request.site.id
    const openId = await openIdOfHandle(app, request, handle)
    const existing = await findByWechatOpenId(app, siteId, openId)
    const identity = existing ? null : await identityOf(app, siteId, 'wechat', openId)
    if (!existing && !identity) throw unknownHandle()
    if (identity?.needsInvitation) {
      await keepForInvitation(app, request, handle)
      throw new AppError(ResultCode.NEED_INVITATION, 'account:wechat.needInvitation')
    }
    // a sign-in spends the handle: a second request with it (or a parallel one) gets code 2
    await spendWechatHandle(app, request, handle)
    const user = existing ?? (await newWechatUser(app, request, openId, identity!))
    return ok(request, await loginAnswer(app, request, user))
  })

  const signature = async (request: FastifyRequest) => {
    const url = str(fieldsOf(request).url)
    if (!/^https?:\/\/[^\s]+$/.test(url) || url.length > 2000) throw badInput('account:wechat.badUrl')
    const nonceStr = crypto.randomBytes(8).toString('hex')
    const timestamp = Math.floor(app.clock().getTime() / 1000)
    return ok(request, {
      appId: wechat.appid,
      timestamp,
      nonceStr,
      signature: jsSdkSignature(await wechat.jsapiTicket(), nonceStr, timestamp, url),
    })
  }
  const signatureSchema = routeSchema({ query: { url: Text() } })
  app.get(`${BASE}/getSignature`, { schema: signatureSchema }, signature)
  app.get(`${BASE}/getTicket`, { schema: signatureSchema }, signature)

  app.post('/api/user/api/userBind/miniLogin', { schema: routeSchema({ body: { code: Text() } }) }, async (request) => {
    const code = str(fieldsOf(request).code)
    if (!code) throw badInput('account:field.required', { field: 'code' })
    const session = await wechat.miniLogin(code)
    if (!session) throw new AppError(ResultCode.TOKEN_INVALID, 'account:wechat.badCode')
    const user =
      (await findByMiniOpenId(app, request.site.id, session.openId)) ?? (await newUser(app, request, { miniOpenId: session.openId }))
    return ok(request, await loginAnswer(app, request, user))
  })
}
