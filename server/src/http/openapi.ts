/**
 * The OpenAPI document of every /api route, built by @fastify/swagger from the route schemas
 * (http/schema.ts), served as JSON at /api/openapi.json outside production (it lists the
 * development doors too, and production clients have no use for it).
 */
import swagger from '@fastify/swagger'
import type { FastifyInstance } from 'fastify'
import { routeSchema, Type } from './schema'
import { isProduction } from '../providers/production'

export const OPENAPI_PATH = '/api/openapi.json'

/** Registered before any route: swagger collects routes as they are added. */
export async function installOpenApi(app: FastifyInstance, env: Readonly<Record<string, string | undefined>>): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Wenlv Cloud contract server',
        version: '1',
        description:
          'Every call: `token`, `siteCode`, `lang` query parameters; answers the envelope {code, data | datas, message} ' +
          '(rules-and-contract sections 7-9). Clients read `code`, whatever the HTTP status.',
      },
    },
  })
  if (isProduction(env)) return
  app.get(
    OPENAPI_PATH,
    { schema: { ...routeSchema({ response: Type.Unknown() }), hide: true } },
    async () => app.swagger() as unknown as Record<string, unknown>,
  )
}
