/**
 * The editors' side of campaign pages (docs/contract-campaigns.md "Operator API"): a logged-in user
 * with the site role `campaigns` (site_operator_roles) writes a record as JSON, keeps it a draft
 * while it is checked in the preview, and publishes it; the page is then served at /campaign/{code}
 * (and at a named route of the same code) with no build. Anyone else is refused.
 *   GET  res/api/campaign/operator/list    currPage, pageSize → (a) every campaign of the site, drafts too, newest first
 *   GET  res/api/campaign/operator/detail  code → OperatorCampaign (the record as stored, its preview)
 *   POST res/api/campaign/operator/save    JSON: CampaignInput + publish (DRAFT | PUBLISHED), sort? → OperatorCampaign
 * A save runs the one validator (validateCampaign) before anything is written and empties the public
 * cache of the site's campaigns, so the change is served at once.
 */
import { desc, eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { CampaignInput } from '../../../../src/core/campaigns/contract'
import { CAMPAIGN_PUBLISH_STATES, CAMPAIGN_SORT_MAX, isPublishState } from '../../../../src/core/campaigns/rules'
import { operatorRole } from '../../auth/operator-roles'
import { campaigns } from '../../db/schema'
import { ok, pagedA } from '../../http/envelope'
import { badInput, fieldsOf } from '../../http/fields'
import { pageOf } from '../../http/paging'
import { DataEnvelope, Item, PageQuery, PagedAEnvelope, routeSchema, Text, Type } from '../../http/schema'
import { CAMPAIGNS_TAG, campaignOfRequest, itemFields } from './routes'
import { campaignDetail, missingIds, saveCampaign, toCampaignItem, type CampaignRow } from './service'

export const EDITOR_ROLE = 'campaigns'
const BASE = '/api/res/api/campaign/operator'

const OperatorItemSchema = Item({ ...itemFields, publish: Type.String(), sort: Type.Integer() })
// the record and the preview carry sections of several kinds: checked by validateCampaign, sent as stored
const OperatorCampaignSchema = Item({
  record: Item({ code: Type.String(), sections: Type.Array(Item({ kind: Type.String() })) }),
  preview: Item({ code: Type.String(), sections: Type.Array(Item({ kind: Type.String() })) }),
  missing: Type.Array(Item({ section: Type.Integer(), ids: Type.Array(Type.Integer()) })),
})

async function requireEditor(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  if (!(await operatorRole(app.db, request.site.id, request.user!.id, EDITOR_ROLE))) throw badInput('campaigns:error.notEditor')
}

const toOperatorItem = (row: CampaignRow, now: Date) => ({ ...toCampaignItem(row, now), publish: row.state, sort: row.sort })

async function operatorCampaign(app: FastifyInstance, request: FastifyRequest, row: CampaignRow) {
  const preview = await campaignDetail(app.db, row, request.lang, app.clock())
  const record = {
    code: row.code,
    title: row.title,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    sections: row.sections,
    publish: row.state,
    sort: row.sort,
  }
  return { record, preview, missing: missingIds(row.sections, preview.sections) }
}

export async function campaignOperatorRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preHandler', async (request) => requireEditor(app, request))

  app.get(`${BASE}/list`, { schema: routeSchema({ query: PageQuery, response: PagedAEnvelope(OperatorItemSchema) }) }, async (request) => {
    const page = pageOf(fieldsOf(request))
    const where = eq(campaigns.siteId, request.site.id)
    const total = await app.db.$count(campaigns, where)
    const rows = await app.db
      .select()
      .from(campaigns)
      .where(where)
      .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
      .limit(page.pageSize)
      .offset(page.offset)
    const now = app.clock()
    return pagedA(
      request,
      rows.map((r) => toOperatorItem(r, now)),
      Number(total),
      page.pageSize,
    )
  })

  app.get(
    `${BASE}/detail`,
    { schema: routeSchema({ query: { code: Text({ maxLength: 60 }) }, response: DataEnvelope(OperatorCampaignSchema) }) },
    async (request) => {
      const row = await campaignOfRequest(app, request, { publishedOnly: false })
      return ok(request, await operatorCampaign(app, request, row))
    },
  )

  app.post(
    `${BASE}/save`,
    {
      config: { idempotent: true },
      schema: routeSchema({
        // the sections' own fields are the shared validator's to check (one rule, with its messages)
        body: {
          code: Text({ maxLength: 60 }),
          title: Text({ maxLength: 200 }),
          startTime: Text({ maxLength: 40 }),
          endTime: Text({ maxLength: 40 }),
          sections: Type.Array(Type.Unknown(), { maxItems: 100 }),
          publish: Text({ maxLength: 12 }),
          sort: Type.Integer({ minimum: -CAMPAIGN_SORT_MAX, maximum: CAMPAIGN_SORT_MAX }),
        },
        response: DataEnvelope(OperatorCampaignSchema),
      }),
    },
    async (request) => {
      const body = (request.body ?? {}) as Partial<CampaignInput> & { publish?: string; sort?: number }
      const publish = body.publish ?? 'DRAFT'
      if (!isPublishState(publish)) throw badInput('campaigns:error.publish', { states: CAMPAIGN_PUBLISH_STATES.join(' / ') })
      const input: CampaignInput = {
        code: body.code ?? '',
        title: body.title ?? '',
        startTime: body.startTime ?? '',
        endTime: body.endTime ?? '',
        sections: body.sections ?? [],
      }
      const row = await saveCampaign(app.db, request.site.id, input, app.clock(), { sort: body.sort ?? 0, state: publish })
      await app.cache.invalidate(CAMPAIGNS_TAG, request.site.id)
      return ok(request, await operatorCampaign(app, request, row), publish === 'PUBLISHED' ? 'campaigns:published' : 'campaigns:drafted')
    },
  )
}
