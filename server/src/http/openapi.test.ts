/**
 * Every /api route declares its input and its answer (http/schema.ts), and the OpenAPI document
 * lists it: a route added without a schema fails here, not in a client.
 */
import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { useTestApp } from '../testing/test-app'
import { OPENAPI_PATH } from './openapi'

const testApp = useTestApp()

const undocumented = (r: FastifyInstance['apiRoutes'][number]) => {
  const schema = (r.schema ?? {}) as { querystring?: unknown; body?: unknown; response?: Record<string, unknown> }
  return !(schema.querystring || schema.body) || !schema.response?.['200']
}

describe('route schemas and the OpenAPI document', () => {
  it('every /api route declares its input (querystring or body) and its 200 answer', () => {
    assert.ok(testApp().apiRoutes.length > 40, `only ${testApp().apiRoutes.length} routes`)
    const missing = testApp()
      .apiRoutes.filter(undocumented)
      .map((r) => `${r.method} ${r.url}`)
    assert.deepEqual(missing, [])
  })

  it(`${OPENAPI_PATH} lists every documented route with its parameters`, async () => {
    const res = await testApp().inject({ url: OPENAPI_PATH })
    assert.equal(res.statusCode, 200)
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>> }
    assert.match(doc.openapi, /^3\./)
    for (const route of testApp().apiRoutes) {
      if (route.url === OPENAPI_PATH) continue
      const path = route.url.replace(/\/\*$/, '/{*}')
      const op = doc.paths[path]?.[route.method.toLowerCase()]
      assert.ok(op, `${route.method} ${route.url} missing from the document`)
      assert.ok(
        op.parameters?.some((p) => p.name === 'siteCode'),
        `${route.method} ${route.url}: siteCode not documented`,
      )
    }
    const list = doc.paths['/api/res/api/content/list'].get as unknown as { responses: Record<string, unknown> }
    assert.ok(list.responses['200'] && list.responses['4XX'], 'answers and refusals documented')
  })
})
