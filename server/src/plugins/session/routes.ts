/** The logged-in user's own info; the app calls it to refresh its stored copy (token freshness). */
import type { FastifyInstance } from 'fastify'
import { ok } from '../../http/envelope'
import { userInfoOf } from '../account/common'
import { routeSchema } from '../../http/schema'

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  // The same user info every login channel answers, so a refresh never drops fields the app
  // stored at login (encryption, userCenterToken, wechatOpenId).
  app.get('/api/user/api/userInfo/refresh', { schema: routeSchema({}) }, async (request) =>
    ok(request, userInfoOf(app, request, request.user!, request.token!)),
  )
}
