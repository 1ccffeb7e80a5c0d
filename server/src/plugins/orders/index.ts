/**
 * The orders capability (issue 12): the generic orders of the user centre with their shipments,
 * the e-codes of orders to be used, and the staff calls (write-off, review) on booking orders.
 * Shipments are tracked by a logistics provider (providers/logistics: Kuaidi100 or the dev one).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { and, eq } from 'drizzle-orm'
import { findUserByPhone } from '../../auth/users'
import { genericOrders } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { ok } from '../../http/envelope'
import { fieldsOf, str } from '../../http/fields'
import { routeSchema, Text } from '../../http/schema'
import { createLogisticsProvider, type LogisticsProvider } from '../../providers/logistics'
import { devToolsEnabled } from '../account/dev-routes'
import { orderRoutes } from './routes'

export interface OrdersPluginOptions {
  logistics?: LogisticsProvider
  env?: Readonly<Record<string, string | undefined>>
}

async function orders(app: FastifyInstance, opts: OrdersPluginOptions): Promise<void> {
  const env = opts.env ?? process.env
  const logistics = opts.logistics ?? createLogisticsProvider(env, () => app.clock())
  const devTools = devToolsEnabled(env)
  await authenticated(app, async (user) => {
    await user.register(orderRoutes, { logistics })
  })
  if (devTools) {
    // development only: the demo user's order codes by type and status, for route samples and demos
    app.get('/api/dev/orders/demo', { schema: routeSchema({ query: { phone: Text() } }) }, async (request) => {
      const user = await findUserByPhone(app.db, app.fieldCrypto, request.site.id, str(fieldsOf(request).phone))
      const rows = user
        ? await app.db
            .select({ orderCode: genericOrders.orderCode, orderType: genericOrders.orderType, status: genericOrders.status })
            .from(genericOrders)
            .where(and(eq(genericOrders.userId, user.id), eq(genericOrders.siteId, request.site.id)))
        : []
      return ok(request, rows)
    })
  }
}

export const ordersCapability = fp(orders, { name: 'orders', dependencies: ['site', 'account', 'booking'] })
