/**
 * Every API call belongs to a site (rules-and-contract section 7: each call carries siteCode;
 * else the Host decides). An unknown site is bad input; a PAUSED site answers code 3 to
 * every call, so the app sends the visitor to the stop-service page.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../types/contract'
import { AppError } from '../http/envelope'
import { notFound, requireId, single, type Fields } from '../http/fields'
import { HEALTH_PREFIX } from '../http/health'
import { siteLanguage, translator } from '../http/i18n'
import type { Site } from './site-registry'

function firstString(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value
  return typeof v === 'string' && v.trim() ? v.trim() : undefined
}

/** Sets the request's site and narrows its language to the site's languages. */
export function attachSite(request: FastifyRequest, site: Site): void {
  request.site = site
  request.lang = siteLanguage((request.query as Record<string, unknown>).lang, request.headers['accept-language'], site.config)
  request.t = translator(request.lang)
}

export function installSiteContext(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    // health probes are the process's, not a site's (http/health.ts)
    if (!request.url.startsWith('/api/') || request.url.startsWith(HEALTH_PREFIX)) return
    const query = request.query as Record<string, unknown>
    const lookup = app.sites.resolve(firstString(query.siteCode), request.hostname)
    if ('unknownSiteCode' in lookup) throw new AppError(ResultCode.BAD_REQUEST, 'error.unknownSite', { siteCode: lookup.unknownSiteCode })
    attachSite(request, lookup.site)
    if (lookup.site.state === 'PAUSED') throw new AppError(ResultCode.SERVICE_PAUSED, 'error.servicePaused')
  })
}

const SITE_CODE = /^[a-z][a-z0-9-]{1,39}$/

/**
 * The site a route's `{siteId}` names (/scenic-list/{siteId}, /travel-list/{siteId}/…): the
 * number of a site row or its site code, since the app's own routes name sites by code
 * (/destination-city/{region}/{siteId}) and menus by either. Undefined when the field is absent;
 * an unknown site is not found, anything else bad input.
 */
export function siteOfField(request: FastifyRequest, fields: Fields): Site | undefined {
  const value = single(fields, 'siteId').trim()
  if (!value) return undefined
  let site: Site | undefined
  if (SITE_CODE.test(value)) site = request.server.sites.get(value)
  else {
    const id = requireId(fields, 'siteId')
    site = request.server.sites.all().find((s) => s.id === id)
  }
  if (!site) throw notFound('resource.notFound', { id: value })
  return site
}
