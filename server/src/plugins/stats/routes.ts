/**
 * Statistics calls (rules-and-contract 7; docs/contract-stats.md). The two that receive records
 * answer at once and leave the writing to the batch writer (batch-writer.ts); the readers answer
 * from what is written (a record shows in totals after the next flush, within `intervalMs`).
 *   POST analytics/collect                         form: site, project, clientType, status, uniqueId, regionCode, module, special, region (+ path, stayMs)
 *   POST api/api/access/record                     JSON: clientType, uniqueId, path
 *   GET  api/api/accessNum/accessTotal             → {total, today, days[7]}
 *   GET  api/api/statistics/getpvUvPageStatistics  site?, clientType?, module, path? → {module, path, pv, uv, averageStaySeconds}
 * Counts are of this request's site only; another site's `site` field is refused. One client
 * address adds at most STAT_LIMITS records per site and hour (batch-writer.ts); more still answer ok.
 */
import { and, avg, count, countDistinct, eq, gte, sum, type SQL } from 'drizzle-orm'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { siteDayOf } from '../../../../src/core/booking/site-time'
import { STAT_CLIENT_TYPES, STAT_FIELD_MAX, STAY_STATUS, clampStay } from '../../../../src/core/stats/record'
import { STAT_MODULES } from '../../../../src/core/stats/routes'
import { statDaily, statEvents } from '../../db/schema'
import { ok } from '../../http/envelope'
import { badInput, fieldsOf, requireText, single, type Fields } from '../../http/fields'
import { addressKey } from '../../http/rate-limit'
import { DataEnvelope, Item, Refusal, routeSchema, Text, Type } from '../../http/schema'
import type { BatchWriter } from './batch-writer'

const DAY_MS = 86_400_000
const SHORT = 20
const oneOf = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)))
const ClientType = oneOf(STAT_CLIENT_TYPES)

/** `site` may repeat the caller's site, never name another one */
function checkSite(request: FastifyRequest, fields: Fields, required: boolean): void {
  const site = single(fields, 'site')
  if ((required || site) && site !== request.site.siteCode) throw badInput('account:field.invalid', { field: 'site' })
}

function oneOfField(fields: Fields, name: string, values: readonly string[]): string {
  const value = single(fields, name)
  if (!values.includes(value)) throw badInput('account:field.invalid', { field: name })
  return value
}

const text = (fields: Fields, name: string, max = STAT_FIELD_MAX): string => {
  const value = single(fields, name)
  if (value.length > max) throw badInput('account:field.tooLong', { field: name, limit: max })
  return value
}

function stayEvent(request: FastifyRequest) {
  const f = fieldsOf(request)
  checkSite(request, f, true)
  const status = oneOfField(f, 'status', Object.values(STAY_STATUS))
  const stay = text(f, 'stayMs', SHORT)
  if (stay && !/^\d+$/.test(stay)) throw badInput('account:field.invalid', { field: 'stayMs' })
  const at = request.server.clock()
  return {
    siteId: request.site.id,
    at,
    day: siteDayOf(at.getTime()),
    kind: 'STAY',
    clientType: oneOfField(f, 'clientType', STAT_CLIENT_TYPES),
    status,
    uniqueId: requireText(f, 'uniqueId', STAT_FIELD_MAX),
    project: text(f, 'project', SHORT * 2),
    regionCode: text(f, 'regionCode', SHORT),
    module: oneOfField(f, 'module', STAT_MODULES),
    special: text(f, 'special'),
    region: text(f, 'region', SHORT),
    path: text(f, 'path'),
    stayMs: status === STAY_STATUS.LEFT ? clampStay(Number(stay || 0)) : 0,
    address: addressKey(request.ip),
  }
}

function accessEvent(request: FastifyRequest) {
  const f = fieldsOf(request)
  const at = request.server.clock()
  return {
    siteId: request.site.id,
    at,
    day: siteDayOf(at.getTime()),
    kind: 'ACCESS',
    clientType: oneOfField(f, 'clientType', STAT_CLIENT_TYPES),
    uniqueId: requireText(f, 'uniqueId', STAT_FIELD_MAX),
    regionCode: request.site.config.regionCode,
    path: text(f, 'path'),
    address: addressKey(request.ip),
  }
}

async function accessTotal(request: FastifyRequest) {
  const db = request.server.db
  const now = request.server.clock().getTime()
  const days = Array.from({ length: 7 }, (_, i) => siteDayOf(now - (6 - i) * DAY_MS))
  const mine = and(eq(statDaily.siteId, request.site.id), eq(statDaily.kind, 'ACCESS'))
  const [all] = await db
    .select({ total: sum(statDaily.count) })
    .from(statDaily)
    .where(mine)
  const recent = await db
    .select({ day: statDaily.day, count: statDaily.count })
    .from(statDaily)
    .where(and(mine, gte(statDaily.day, days[0])))
  const byDay = new Map(recent.map((r) => [r.day, Number(r.count)]))
  const week = days.map((day) => ({ day, count: byDay.get(day) ?? 0 }))
  return { total: Number(all?.total ?? 0), today: week[6].count, days: week }
}

async function pvUv(request: FastifyRequest) {
  const f = fieldsOf(request)
  checkSite(request, f, false)
  const module = oneOfField(f, 'module', STAT_MODULES)
  const path = text(f, 'path')
  const clientType = single(f, 'clientType')
  const where: SQL[] = [eq(statEvents.siteId, request.site.id), eq(statEvents.kind, 'STAY'), eq(statEvents.module, module)]
  if (path) where.push(eq(statEvents.path, path))
  if (clientType) where.push(eq(statEvents.clientType, oneOfField(f, 'clientType', STAT_CLIENT_TYPES)))
  const db = request.server.db
  const [views] = await db
    .select({ pv: count(), uv: countDistinct(statEvents.uniqueId) })
    .from(statEvents)
    .where(and(...where, eq(statEvents.status, STAY_STATUS.SHOWN)))
  const [stays] = await db
    .select({ average: avg(statEvents.stayMs) })
    .from(statEvents)
    .where(and(...where, eq(statEvents.status, STAY_STATUS.LEFT)))
  return {
    module,
    path,
    pv: Number(views?.pv ?? 0),
    uv: Number(views?.uv ?? 0),
    averageStaySeconds: Math.round(Number(stays?.average ?? 0) / 1000),
  }
}

export function statsRoutes(writer: BatchWriter) {
  return async (app: FastifyInstance): Promise<void> => {
    const stayFields = {
      site: Text({ maxLength: SHORT * 2 }),
      project: Text({ maxLength: SHORT * 2 }),
      clientType: ClientType,
      status: oneOf(Object.values(STAY_STATUS)),
      uniqueId: Text({ maxLength: STAT_FIELD_MAX }),
      regionCode: Text({ maxLength: SHORT }),
      module: Text({ maxLength: SHORT * 2 }),
      special: Text({ maxLength: STAT_FIELD_MAX }),
      region: Text({ maxLength: SHORT }),
      path: Text({ maxLength: STAT_FIELD_MAX }),
      stayMs: Text({ maxLength: SHORT }),
    }
    app.post('/api/analytics/collect', { schema: routeSchema({ body: stayFields, response: Refusal }) }, async (request) => {
      writer.push(stayEvent(request))
      return ok(request)
    })

    app.post(
      '/api/api/api/access/record',
      {
        schema: routeSchema({
          body: { clientType: ClientType, uniqueId: Text({ maxLength: STAT_FIELD_MAX }), path: Text({ maxLength: STAT_FIELD_MAX }) },
          response: Refusal,
        }),
      },
      async (request) => {
        writer.push(accessEvent(request))
        return ok(request)
      },
    )

    const Day = Type.Object({ day: Type.String(), count: Type.Integer() })
    app.get(
      '/api/api/api/accessNum/accessTotal',
      { schema: routeSchema({ response: DataEnvelope(Item({ total: Type.Integer(), today: Type.Integer(), days: Type.Array(Day) })) }) },
      async (request) => ok(request, await accessTotal(request)),
    )

    app.get(
      '/api/api/api/statistics/getpvUvPageStatistics',
      {
        schema: routeSchema({
          query: {
            site: Text({ maxLength: SHORT * 2 }),
            clientType: ClientType,
            module: Text({ maxLength: SHORT * 2 }),
            path: Text({ maxLength: STAT_FIELD_MAX }),
          },
          response: DataEnvelope(
            Item({
              module: Type.String(),
              path: Type.String(),
              pv: Type.Integer(),
              uv: Type.Integer(),
              averageStaySeconds: Type.Integer(),
            }),
          ),
        }),
      },
      async (request) => ok(request, await pvUv(request)),
    )
  }
}
