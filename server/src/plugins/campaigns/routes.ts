/**
 * Campaign calls (docs/contract-campaigns.md; shapes in src/core/campaigns/contract.ts), public and
 * cached under the `campaigns` tag (the entries' live counts are read by the app from the votes
 * calls, never from here):
 *   GET res/api/campaign/detail   code → CampaignDetail (another site's or a draft's code: not found)
 *   GET res/api/campaign/list     currPage, pageSize → (a) CampaignItem, not over, for menus and adverts
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { CAMPAIGN_CODE } from '../../../../src/core/campaigns/rules'
import { campaigns } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf, notFound, single } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { campaignDetail, toCampaignItem } from './service'

export const CAMPAIGNS_TAG = 'campaigns'
const cache = { cache: { tags: [CAMPAIGNS_TAG] } }

export const itemFields = {
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  cover: Type.String(),
  startTime: Type.String(),
  endTime: Type.String(),
  state: Type.String(),
}
const CampaignItemSchema = Item(itemFields)
// sections are checked when written (validateCampaign) and are of several kinds: sent as stored
const CampaignDetailSchema = Item({ ...itemFields, sections: Type.Array(Item({ kind: Type.String() })) })

/** the site's campaign named by the call's `code` (a draft only for its editors): bad input or not found otherwise */
export async function campaignOfRequest(app: FastifyInstance, request: FastifyRequest, { publishedOnly }: { publishedOnly: boolean }) {
  const code = single(fieldsOf(request), 'code')
  if (!CAMPAIGN_CODE.test(code)) throw badInput('campaigns:error.code')
  const [row] = await app.db
    .select()
    .from(campaigns)
    .where(
      and(eq(campaigns.siteId, request.site.id), eq(campaigns.code, code), publishedOnly ? eq(campaigns.state, 'PUBLISHED') : undefined),
    )
  if (!row) throw notFound('campaigns:error.notFound', { code })
  return row
}

export async function campaignRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/res/api/campaign/detail',
    { schema: routeSchema({ query: { code: Text({ maxLength: 60 }) }, response: DataEnvelope(CampaignDetailSchema) }), config: cache },
    async (request) => {
      const row = await campaignOfRequest(app, request, { publishedOnly: true })
      return ok(request, await campaignDetail(app.db, row, request.lang, app.clock()))
    },
  )

  app.get(
    '/api/res/api/campaign/list',
    { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(CampaignItemSchema) }), config: cache },
    async (request) => {
      const page = pageOf(fieldsOf(request))
      const now = app.clock()
      const where = and(
        eq(campaigns.siteId, request.site.id),
        eq(campaigns.state, 'PUBLISHED'),
        gt(campaigns.endsAt, sql`${now.toISOString()}::timestamptz`),
      )
      const [{ total }] = await app.db
        .select({ total: sql<number>`count(*)::int` })
        .from(campaigns)
        .where(where)
      const rows = await app.db
        .select()
        .from(campaigns)
        .where(where)
        .orderBy(desc(campaigns.sort), desc(campaigns.id))
        .limit(page.pageSize)
        .offset(page.offset)
      return pagedA(
        request,
        rows.map((r) => toCampaignItem(r, now)),
        Number(total),
        page.pageSize,
      )
    },
  )
}
