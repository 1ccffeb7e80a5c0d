/**
 * Rules every route shares, installed once on the root instance:
 *   - a POST without a body is an empty form (logout, checkIn), not a malformed one;
 *   - every route documents its refusals: `{code, message}` for 4xx and 5xx (http/errors.ts);
 *   - every /api route is listed (apiRoutes), so tests cover new routes by construction.
 */
import type { FastifyInstance, RouteOptions } from 'fastify'
import { Refusal } from './schema'

export interface ApiRoute {
  method: string
  url: string
  schema: RouteOptions['schema']
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every /api route registered, in order (tests walk it) */
    apiRoutes: ApiRoute[]
  }
}

export function installRouteRules(app: FastifyInstance): void {
  const routes: ApiRoute[] = []
  app.decorate('apiRoutes', routes)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return
    const methods = Array.isArray(route.method) ? route.method : [route.method]
    for (const method of methods) if (method !== 'HEAD') routes.push({ method, url: route.url, schema: route.schema })
    if (route.schema?.response) {
      const response = route.schema.response as Record<string, unknown>
      response['4xx'] ??= Refusal
      response['5xx'] ??= Refusal
    }
  })
  app.addHook('preValidation', async (request) => {
    if (request.body == null && request.routeOptions.schema?.body) request.body = {}
  })
}
