/**
 * `preHandler: app.requireUser` on a route makes it need a login: the `token` query parameter
 * must name a live token of the request's site, else the call answers code 2 (the app then
 * re-authorises or goes to /login). On success request.user and request.token are set.
 */
import type { FastifyReply, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../types/contract'
import { AppError } from '../http/envelope'
import { verifyToken } from './tokens'

export async function requireUser(this: unknown, request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const raw = (request.query as Record<string, unknown>).token
  const token = typeof raw === 'string' ? raw.trim() : ''
  // logged-out clients still send token= (every call carries it), so empty means missing
  if (!token) throw new AppError(ResultCode.TOKEN_INVALID, 'error.loginRequired')
  const app = request.server
  const user = await verifyToken(app.db, token, request.site.id, app.clock())
  if (!user) throw new AppError(ResultCode.TOKEN_INVALID, 'error.loginExpired')
  request.user = user
  request.token = token
}
