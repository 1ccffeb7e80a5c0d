/**
 * The booking capability (issue 12): appointment calendars for everyone, orders behind a login;
 * a timer settles what is due (unpaid holds released, unused orders expired into no-shows).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { authenticated } from '../../http/auth-scope'
import { createPayProvider, type PayProvider } from '../../providers/pay'
import { payNotifyRoutes, userPayRoutes } from './pay-routes'
import { publicAppointmentRoutes, userAppointmentRoutes } from './appointments-routes'
import { publicBookingRoutes, userBookingRoutes } from './routes'
import { publicRoomRoutes, userSeatRoutes } from './seats-routes'
import { partnerRouteLinkRoutes, userRouteLinkRoutes } from './route-link-routes'
import { settleDue } from './service'

/** how often due orders are settled: a minute's delay on releasing a hold is within the hold's meaning */
const SETTLE_EVERY_MS = 60_000

declare module 'fastify' {
  interface FastifyInstance {
    /** the payment adapter of paid bookings (PAY_PROVIDER: dev-pay by default, wechat-pay) */
    payProvider: PayProvider
  }
}

async function booking(app: FastifyInstance, opts: { settleEveryMs?: number; payProvider?: PayProvider }): Promise<void> {
  const payProvider = opts.payProvider ?? createPayProvider(process.env, () => app.clock())
  app.decorate('payProvider', payProvider)
  await app.register(publicBookingRoutes)
  await app.register(publicAppointmentRoutes)
  await app.register(publicRoomRoutes)
  await app.register(payNotifyRoutes, { provider: payProvider })
  // the route platform's server-to-server exchange of link codes (route-link-routes.ts)
  await app.register(partnerRouteLinkRoutes, { partnerKey: process.env.ROUTE_LINK_PARTNER_KEY })
  await authenticated(app, async (user) => {
    await user.register(userBookingRoutes)
    await user.register(userAppointmentRoutes)
    await user.register(userSeatRoutes)
    await user.register(userRouteLinkRoutes)
    await user.register(userPayRoutes, { provider: payProvider })
  })
  const every = opts.settleEveryMs ?? SETTLE_EVERY_MS
  if (every > 0) {
    const timer = setInterval(() => {
      settleDue(app.db, app.clock()).catch((e) => app.log.error(e, 'settling due bookings failed'))
    }, every)
    timer.unref()
    app.addHook('onClose', async () => clearInterval(timer))
  }
}

export const bookingCapability = fp(booking, { name: 'booking', dependencies: ['site', 'account', 'credit', 'places'] })
