/**
 * The development electricity provider (rules-and-contract 7 "getElectricityFree", docs/contract-shop.md):
 * `GET <electricity base>electricity/api/getElectricityFree?encryption=&siteCode=` on the site's
 * electricity base (api.<env>.electricity in sites/<code>.json). The shop sites' development and
 * local bases point at this server's `/power/`: outside `/api/`, because this is a stand-in for
 * another company's service, not our contract: its envelope is the power company's, whose `code`
 * is a STRING, "1" when the user has the free-charge benefit, "0" otherwise (the app accepts only "1").
 * The demo rule: every user of a site with a shop has 2 free charges of 30 kWh a month.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ElectricityFree } from '../../../../src/core/shop/contract'
import { siteDayOf } from '../../../../src/core/booking/site-time'
import { fieldsOf, single } from '../../http/fields'
import { attachSite } from '../../site/site-context'
import { routeSchema, Text, Type } from '../../http/schema'
import { userOfEncryption } from './session'

const Answer = Type.Object({
  code: Type.String(),
  msg: Type.String(),
  data: Type.Optional(Type.Object({ freeTimes: Type.Integer(), kwhPerTime: Type.Integer(), validUntil: Type.String() })),
})

/** the last day of the month of `now`, in site time */
function monthEnd(now: Date): string {
  const [y, m] = siteDayOf(now.getTime()).split('-').map(Number)
  const last = new Date(Date.UTC(y, m, 0)).getUTCDate()
  return `${y}-${String(m).padStart(2, '0')}-${String(last).padStart(2, '0')}`
}

export const POWER_ROOT = '/power/'

/** outside /api/ the site context is not set: the site is the siteCode the app sends, else the Host */
function siteOf(app: FastifyInstance, request: FastifyRequest): boolean {
  const raw = (request.query as Record<string, unknown>).siteCode
  const lookup = app.sites.resolve(typeof raw === 'string' && raw.trim() ? raw.trim() : undefined, request.hostname)
  if (!('site' in lookup)) return false
  attachSite(request, lookup.site)
  return true
}

export async function electricityRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    `${POWER_ROOT}electricity/api/getElectricityFree`,
    { schema: routeSchema({ query: { encryption: Text({ maxLength: 200 }) }, response: Answer }) },
    async (request) => {
      if (!siteOf(app, request)) return { code: '0', msg: 'unknown site' }
      const encryption = single(fieldsOf(request), 'encryption')
      const user = encryption && request.site.config.shopUrl ? await userOfEncryption(request, encryption) : null
      if (!user) return { code: '0', msg: request.t('shop:electricity.none') }
      const data: ElectricityFree = { freeTimes: 2, kwhPerTime: 30, validUntil: monthEnd(app.clock()) }
      return { code: '1', msg: request.t('ok'), data }
    },
  )
}
