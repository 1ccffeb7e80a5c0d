/**
 * Test rows of the places tests: the demo seed may or may not have run (another capability
 * writes it), so each test file empties `places` and inserts its own rows.
 */
import { eq } from 'drizzle-orm'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import { issueToken } from '../../auth/tokens'
import { createUser } from '../../auth/users'
import { places, sites } from '../../db/schema'

export type NewPlace = typeof places.$inferInsert

export async function siteIdOf(app: FastifyInstance, siteCode: string): Promise<number> {
  const [site] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.siteCode, siteCode))
  return site.id
}

/** Empties places and inserts `rows` (site, type and name required), answering them with their ids. */
export async function insertPlaces(app: FastifyInstance, rows: NewPlace[], { empty = true } = {}) {
  if (empty) await app.db.delete(places)
  return rows.length === 0 ? [] : app.db.insert(places).values(rows).returning()
}

/** A new user of the site and a live token. */
export async function userToken(app: FastifyInstance, siteId: number): Promise<{ userId: number; token: string }> {
  const user = await createUser(app.db, app.fieldCrypto, { siteId })
  const { token } = await issueToken(app.db, { userId: user.id, siteId, now: app.clock() })
  return { userId: user.id, token }
}

const form = (params: Record<string, unknown>) => {
  const out = new URLSearchParams()
  for (const [k, v] of Object.entries(params)) if (v !== undefined) out.set(k, String(v))
  return out.toString()
}

/** GET /api/<path>?<params>: status and JSON body */
export async function get(app: FastifyInstance, path: string, params: Record<string, unknown> = {}) {
  const res: LightMyRequestResponse = await app.inject({ method: 'GET', url: `/api/${path}?${form(params)}` })
  return { status: res.statusCode, body: res.json() }
}

/** POST /api/<path>?siteCode&token with the other fields as a form, as the app sends them */
export async function post(app: FastifyInstance, path: string, { siteCode, token, lang, ...fields }: Record<string, unknown>) {
  const res: LightMyRequestResponse = await app.inject({
    method: 'POST',
    url: `/api/${path}?${form({ siteCode, token, lang })}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: form(fields),
  })
  return { status: res.statusCode, body: res.json() }
}
