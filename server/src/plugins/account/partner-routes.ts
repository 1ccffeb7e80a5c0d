/**
 * External token and partner logins. Each partner credential is checked by the partner adapter
 * (providers/partner); the partner user is linked to one of our users (created on first login).
 *   POST user/api/userBind/externalLogin   {externalIdentityToken}
 *   POST user/api/userBind/cddyLogin       {authCode, openid}
 *   POST user/api/userBind/iFlyLogin       {iFlyUserId}
 *   GET  user/api/tfCloud/parseCode        {siteId, code}
 *   GET  user/api/hheSpeed/parseCode       {siteId, code}
 *   POST user/api/userBind/thirdPartyLogin {token, unid} in the body (the query `token` is ours)
 * All answer code 0 + user info with our token; a credential the partner refuses is code 2, and so
 * is one used before (every credential signs in once, on its site: providers/partner).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { AppError, ok } from '../../http/envelope'
import type { AccountProviders } from '../../providers'
import type { PartnerKind } from '../../providers/partner'
import { checkSiteId, loginAnswer } from './common'
import { partnerContext } from './partner-credentials'
import { userOfPartner } from './users-store'
import { badInput, fieldsOf, str } from '../../http/fields'
import { routeSchema, Text } from '../../http/schema'

interface PartnerRoute {
  method: 'GET' | 'POST'
  path: string
  kind: PartnerKind
  fields: string[]
  /** read fields from the body only (thirdPartyLogin: `token` in the query is our own token) */
  bodyOnly?: boolean
}

const ROUTES: PartnerRoute[] = [
  { method: 'POST', path: '/api/user/api/userBind/externalLogin', kind: 'external', fields: ['externalIdentityToken'] },
  { method: 'POST', path: '/api/user/api/userBind/cddyLogin', kind: 'cddy', fields: ['authCode', 'openid'] },
  { method: 'POST', path: '/api/user/api/userBind/iFlyLogin', kind: 'ifly', fields: ['iFlyUserId'] },
  { method: 'GET', path: '/api/user/api/tfCloud/parseCode', kind: 'tfcloud', fields: ['code'] },
  { method: 'GET', path: '/api/user/api/hheSpeed/parseCode', kind: 'hhespeed', fields: ['code'] },
  { method: 'POST', path: '/api/user/api/userBind/thirdPartyLogin', kind: 'thirdparty', fields: ['token', 'unid'], bodyOnly: true },
]

/** The partner's credential fields (and siteId) as text, for validation and the docs. */
const partnerFields = (route: PartnerRoute) =>
  Object.fromEntries([...route.fields, 'siteId'].filter((f) => f !== 'token').map((f) => [f, Text()]))

export async function partnerRoutes(app: FastifyInstance, opts: { providers: AccountProviders }): Promise<void> {
  for (const route of ROUTES) {
    app.route({
      method: route.method,
      url: route.path,
      schema: routeSchema({ [route.method === 'GET' ? 'query' : 'body']: partnerFields(route) }),
      handler: async (request: FastifyRequest) => {
        const all = fieldsOf(request)
        checkSiteId(request, all.siteId)
        const source = route.bodyOnly ? ((request.body ?? {}) as Record<string, unknown>) : all
        const input: Record<string, string> = {}
        for (const name of route.fields) {
          const v = str(source[name])
          if (!v) throw badInput('account:field.required', { field: name })
          if (v.length > 512) throw badInput('account:field.tooLong', { field: name, limit: 512 })
          input[name] = v
        }
        const partner = await opts.providers.partner.resolve(route.kind, input, partnerContext(request))
        if (!partner) throw new AppError(ResultCode.TOKEN_INVALID, 'account:partner.refused')
        const user = await userOfPartner(app, request, route.kind, partner)
        return ok(request, await loginAnswer(app, request, user))
      },
    })
  }
}
