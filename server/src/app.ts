/**
 * The contract server as a factory: tests build it with their own database and options,
 * index.ts builds it from the environment. Capabilities live in plugins/<capability>/ and are
 * registered here; every call is under /api/ and answers the envelope of types/contract.ts.
 */
import compress from '@fastify/compress'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { DEFAULT_SITE_CODE, loadSites } from '../../sites/index.js'
import type { SiteConfig } from '../../types/site'
import './fastify-types'
import { createFieldCrypto } from './auth/field-crypto'
import { requireUser } from './auth/require-user'
import { DEFAULT_TOKEN_TTL_MS } from './auth/tokens'
import { DEFAULT_MAX_IN_FLIGHT, fastifyTrustProxy, type TrustProxy } from './config'
import { openDatabase, type DatabaseHandle } from './db/database'
import { seedStarterMenus, upsertSites } from './db/seed'
import { seedDemoData } from './demo/seed-demo'
import { installAdmission } from './http/admission'
import { cachePlugin } from './http/cache'
import { clientErrorHandler, installErrorHandling, MAX_HEADER_BYTES } from './http/errors'
import { installIdempotency } from './http/idempotency'
import { healthRoutes } from './http/health'
import { requestLanguage, translator } from './http/i18n'
import { withLogRedaction } from './http/log-redaction'
import { installOpenApi } from './http/openapi'
import { installRateLimitSweep } from './http/rate-limit'
import { installSecurityHeaders } from './http/security-headers'
import { installRouteRules } from './http/routes'
import { checkProductionProviders } from './providers/check'
import { isProduction } from './providers/production'
import { accountCapability } from './plugins/account'
import { activitiesCapability } from './plugins/activities'
import { volunteersCapability } from './plugins/volunteers'
import { commentsCapability } from './plugins/comments'
import { complaintsCapability } from './plugins/complaints'
import { coursesCapability } from './plugins/courses'
import { bookingCapability } from './plugins/booking'
import { campaignsCapability } from './plugins/campaigns'
import { shopCapability } from './plugins/shop'
import { contentCapability } from './plugins/content'
import { creditCapability } from './plugins/credit'
import { demoPicturesCapability } from './plugins/demo-pictures'
import { filesCapability } from './plugins/files'
import { guidesCapability } from './plugins/guides'
import { helpCapability } from './plugins/help'
import { heritageCapability } from './plugins/heritage'
import { homeCapability } from './plugins/home'
import { mediaCapability } from './plugins/media'
import { memorialCapability } from './plugins/memorial'
import { ordersCapability } from './plugins/orders'
import { placesCapability } from './plugins/places'
import { searchCapability } from './plugins/search'
import { sessionCapability } from './plugins/session'
import { siteCapability } from './plugins/site'
import { statsCapability } from './plugins/stats'
import { storiesCapability } from './plugins/stories'
import { tripsCapability } from './plugins/trips'
import { userCentreCapability } from './plugins/user-centre'
import { votesCapability } from './plugins/votes'
import { installSiteContext } from './site/site-context'
import { SiteRegistry } from './site/site-registry'
import { h5Static } from './static/h5'

export interface BuildAppOptions {
  /** an open database; the caller keeps ownership and closes it */
  database?: DatabaseHandle
  /** else opened here (and closed with the app): PostgreSQL URL, or PGlite data folder, or memory */
  databaseUrl?: string
  dataDir?: string
  /** site configs to seed; default every sites/*.json */
  sites?: SiteConfig[]
  defaultSiteCode?: string
  maxInFlight?: number
  /** folder holding <siteCode>/index.html builds; omitted = no H5 serving */
  h5Root?: string
  clock?: () => Date
  tokenTtlMs?: number
  /** 64 hex chars encrypting personal fields; omitted = development key */
  fieldKey?: string
  logger?: FastifyServerOptions['logger']
  /** proxies whose X-Forwarded-For/-Host/-Proto count (config.ts readTrustProxy); omitted = none */
  trustProxy?: TrustProxy
  /** Redis shared by every server process: response-cache invalidations reach them all; omitted = this process only */
  redisUrl?: string
  /**
   * write the demo rows of every capability (src/demo/seed-demo.ts) to sites without them;
   * default: on, except with NODE_ENV=production, where it is never done (even when asked)
   */
  demoData?: boolean
  /** origins allowed to call the API across origins besides each site's https://<h5Domain> (CORS_ORIGINS) */
  corsOrigins?: string[]
  /** bound of a Redis command a request awaits (REDIS_TIMEOUT_MS) */
  redisTimeoutMs?: number
  /** bound of each check of GET /api/health/ready (HEALTH_TIMEOUT_MS) */
  healthTimeoutMs?: number
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  // production refuses development providers: everything missing in one ConfigError, before any work
  checkProductionProviders(process.env)
  const demoData = !isProduction(process.env) && (options.demoData ?? true)
  const ownsDatabase = !options.database
  const database = options.database ?? (await openDatabase({ databaseUrl: options.databaseUrl, dataDir: options.dataDir }))
  // request logs never carry a token, code, SM4 payload or phone (http/log-redaction.ts)
  const app = Fastify({
    logger: withLogRedaction(options.logger),
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    http: { maxHeaderSize: MAX_HEADER_BYTES },
    clientErrorHandler,
    // while closing, calls on open connections get the envelope's code 5 (admission.ts), not Fastify's bare 503
    return503OnClosing: false,
  })
  try {
    await upsertSites(database.db, options.sites ?? loadSites())
    const sites = new SiteRegistry(database.db, options.defaultSiteCode ?? DEFAULT_SITE_CODE)
    await sites.reload()

    app.decorate('db', database.db)
    app.decorate('sites', sites)
    app.decorate('clock', options.clock ?? (() => new Date()))
    app.decorate('fieldCrypto', createFieldCrypto(options.fieldKey))
    app.decorate('tokenTtlMs', options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS)
    app.decorate('requireUser', requireUser)
    app.decorateRequest('lang', 'zh')
    app.decorateRequest('t', null as never)
    app.decorateRequest('site', null as never)
    app.decorateRequest('user', null)
    app.decorateRequest('token', null)
    if (ownsDatabase) app.addHook('onClose', () => database.close())
    // first, so every answer (refusals by the hooks below included) carries them
    await installSecurityHeaders(app, { corsOrigins: options.corsOrigins })
    installRateLimitSweep(app)

    // order matters: language first (every later answer is translated), then admission, then site
    // (which narrows the language to those the site offers)
    app.addHook('onRequest', async (request) => {
      request.lang = requestLanguage((request.query as Record<string, unknown>).lang, request.headers['accept-language'])
      request.t = translator(request.lang)
    })
    installAdmission(app, options.maxInFlight ?? DEFAULT_MAX_IN_FLIGHT)
    installSiteContext(app)
    installErrorHandling(app)
    installRouteRules(app)
    await installOpenApi(app, process.env)
    await app.register(formbody)
    await app.register(cachePlugin, { redisUrl: options.redisUrl, redisTimeoutMs: options.redisTimeoutMs })
    await app.register(healthRoutes, { timeoutMs: options.healthTimeoutMs })
    // before compress, like the cache: the answer a retried write gets again is stored uncompressed
    installIdempotency(app)
    // after the cache: @fastify/compress adds its onSend hook to each route after the cache's, so the
    // cache keeps the plain answer and each caller gets it compressed for its own Accept-Encoding
    // (br or gzip, answers of 1 KB and more; the H5 assets are sent precompressed, static/h5.ts)
    await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] })

    // capabilities (fastify-plugin, each names what it needs; login per context, http/auth-scope.ts)
    const capabilities = [
      siteCapability,
      accountCapability,
      sessionCapability,
      userCentreCapability,
      creditCapability,
      contentCapability,
      placesCapability,
      guidesCapability,
      searchCapability,
      heritageCapability,
      filesCapability,
      demoPicturesCapability,
      storiesCapability,
      commentsCapability,
      mediaCapability,
      bookingCapability,
      activitiesCapability,
      // after the activities: the demo adverts open one of the site's own
      homeCapability,
      volunteersCapability,
      ordersCapability,
      coursesCapability,
      tripsCapability,
      helpCapability,
      votesCapability,
      complaintsCapability,
      statsCapability,
      memorialCapability,
      campaignsCapability,
      shopCapability,
    ]
    for (const capability of capabilities) await app.register(capability)
    // after every capability registered its rules (search documents, interaction targets, booking guards)
    if (demoData) await seedDemoData(app)
    await seedStarterMenus(database.db)
    if (options.h5Root) await app.register(h5Static, { h5Root: options.h5Root })
    return app
  } catch (e) {
    await app.close().catch(() => {})
    if (ownsDatabase) await database.close().catch(() => {})
    throw e
  }
}
