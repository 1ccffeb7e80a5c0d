/**
 * Development-only doors into the dev providers, so developers, demos and tests can drive the
 * flows end to end without real SMS, WeChat or partners. Registered only when NODE_ENV is not
 * 'production' AND the matching provider is the dev one:
 *   GET /api/dev/sms/outbox?phone=            sent codes, newest first (datas)
 *   GET /api/dev/wechat/authorize?appid&redirect_uri&response_type&scope&state
 *                                             the dev "WeChat" authorisation page (HTML, demo users)
 *   GET /api/dev/wechat/allow?openId&redirect_uri&state   its Allow button: back to redirect_uri with code
 *   GET /api/dev/partner/issue?kind&subject&nickname?&phone?   a one-time credential of a dev partner user
 *                                             for this site (the demo iFly user: kind=ifly&subject=ifly-demo-0001)
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { AccountProviders } from '../../providers'
import { partnerContext } from './partner-credentials'
import { DevPartnerProvider, PARTNER_KINDS, type PartnerKind } from '../../providers/partner'
import { DevSmsProvider } from '../../providers/sms'
import { DEV_WECHAT_USERS, DevWechatProvider } from '../../providers/wechat'
import { badInput, fieldsOf, str } from '../../http/fields'
import { ok, okList } from '../../http/envelope'
import { ListEnvelope, Refusal, routeSchema, Text, Type } from '../../http/schema'
import { escapeHtml } from '../../../../src/core/escape-html'
import { isProduction } from '../../providers/production'

export function devToolsEnabled(env: Readonly<Record<string, string | undefined>> = process.env): boolean {
  return !isProduction(env)
}

const CALLBACK_PATH = '/api/user/wechatOpenAuth/callback'

/** The dev page only sends codes back to this server's own OAuth callback. */
function checkRedirect(request: FastifyRequest, redirectUri: string): URL {
  let url: URL
  try {
    url = new URL(redirectUri)
  } catch {
    throw badInput('account:wechat.badRedirect')
  }
  // compare through URL on both sides so a default port (:80) written or not is the same host
  if (url.host !== new URL(`${request.protocol}://${request.host}`).host || url.pathname !== CALLBACK_PATH)
    throw badInput('account:wechat.badRedirect')
  return url
}

export async function devRoutes(app: FastifyInstance, opts: { providers: AccountProviders }): Promise<void> {
  const { sms, wechat, partner } = opts.providers

  if (sms instanceof DevSmsProvider) {
    app.get(
      '/api/dev/sms/outbox',
      { schema: routeSchema({ query: { phone: Text() }, response: ListEnvelope(Type.Unknown()) }) },
      async (request) => {
        const phone = str(fieldsOf(request).phone)
        const datas = sms.outbox(phone || undefined).filter((e) => e.siteCode === request.site.siteCode)
        return okList(request, datas)
      },
    )
  }

  if (wechat instanceof DevWechatProvider) {
    app.get(
      '/api/dev/wechat/authorize',
      {
        schema: routeSchema({
          query: { redirect_uri: Text(), state: Text(), scope: Text() },
          response: Type.String({ description: 'an HTML page' }),
        }),
      },
      async (request, reply) => {
        const f = fieldsOf(request)
        const redirectUri = str(f.redirect_uri)
        checkRedirect(request, redirectUri)
        const t = request.t
        const rows = DEV_WECHAT_USERS.map((u) => {
          const href = `/api/dev/wechat/allow?${new URLSearchParams({ openId: u.openId, redirect_uri: redirectUri, state: str(f.state), siteCode: request.site.siteCode })}`
          return `<li><b>${escapeHtml(u.nickname ?? u.openId)}</b> <code>${escapeHtml(u.openId)}</code> <a class="allow" href="${escapeHtml(href)}">${escapeHtml(t('account:devWechat.allow'))}</a></li>`
        })
        const html = `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(t('account:devWechat.title'))}</title>
<style>body{font-family:sans-serif;margin:24px}li{margin:12px 0}a.allow{background:#07c160;color:#fff;padding:6px 14px;border-radius:4px;text-decoration:none;margin-left:8px}</style></head>
<body><h1>${escapeHtml(t('account:devWechat.title'))}</h1><p>${escapeHtml(t('account:devWechat.explain', { scope: str(f.scope) || 'snsapi_userinfo' }))}</p><ul>${rows.join('')}</ul></body></html>`
        return reply.type('text/html; charset=utf-8').send(html)
      },
    )

    app.get(
      '/api/dev/wechat/allow',
      { schema: routeSchema({ query: { openId: Text(), redirect_uri: Text(), state: Text() }, response: Refusal }) },
      async (request, reply) => {
        const f = fieldsOf(request)
        const url = checkRedirect(request, str(f.redirect_uri))
        const code = wechat.issueCode(str(f.openId))
        if (!code) throw badInput('account:wechat.unknownDemoUser')
        url.searchParams.set('code', code)
        url.searchParams.set('state', str(f.state))
        return reply.redirect(url.toString(), 302)
      },
    )
  }

  if (partner instanceof DevPartnerProvider) {
    app.get(
      '/api/dev/partner/issue',
      { schema: routeSchema({ query: { kind: Text(), subject: Text(), nickname: Text(), phone: Text() } }) },
      async (request) => {
        const f = fieldsOf(request)
        const kind = str(f.kind) as PartnerKind
        if (!PARTNER_KINDS.includes(kind)) throw badInput('account:field.enum', { field: 'kind', values: PARTNER_KINDS.join(', ') })
        const subject = str(f.subject)
        if (!/^[\w.-]{1,64}$/.test(subject)) throw badInput('account:field.invalid', { field: 'subject' })
        const phone = str(f.phone)
        if (phone && !/^\d{11}$/.test(phone)) throw badInput('account:validation.phone')
        const user = { subject, nickname: str(f.nickname) || undefined, phone: phone || undefined }
        const credential = await partner.issue(kind, user, partnerContext(request))
        return ok(request, { kind, credential })
      },
    )
  }
}
