/**
 * Login is required per context, not per route: routes registered inside `authenticated(app, ...)`
 * share one hook that sets request.user / request.token or answers code 2 (auth/require-user.ts).
 * It runs at onRequest, before the body is read and validated, so an anonymous caller learns
 * nothing about a call's input and the app always sees code 2 (and re-authorises) first.
 */
import type { FastifyInstance } from 'fastify'
import { requireUser } from '../auth/require-user'

export async function authenticated(app: FastifyInstance, routes: (scope: FastifyInstance) => void | Promise<void>): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRequest', requireUser)
    await routes(scope)
  })
}
