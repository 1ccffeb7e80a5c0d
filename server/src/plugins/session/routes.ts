/** The logged-in user's own info; the app calls it to refresh its stored copy (token freshness). */
import type { FastifyInstance } from 'fastify'
import { toCloudUserInfo } from '../../auth/users'
import { okData } from '../../http/envelope'

export async function sessionRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/user/api/userInfo/refresh', { preHandler: app.requireUser }, async (request) =>
    okData(toCloudUserInfo(request.user!, request.site, request.token!, app.fieldCrypto), request.t('ok')),
  )
}
