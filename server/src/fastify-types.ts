/** What buildApp adds to Fastify's instance and request (see app.ts). */
import type { TFunction } from 'i18next'
import type { UserRow } from './auth/tokens'
import type { FieldCrypto } from './auth/field-crypto'
import type { requireUser } from './auth/require-user'
import type { Database } from './db/database'
import type { AppLanguage } from './http/i18n'
import type { Site, SiteRegistry } from './site/site-registry'

declare module 'fastify' {
  interface FastifyInstance {
    db: Database
    sites: SiteRegistry
    /** current time; tests pass a fixed or movable clock */
    clock: () => Date
    fieldCrypto: FieldCrypto
    tokenTtlMs: number
    requireUser: typeof requireUser
    /** the search index brought up to date, once per process (plugins/search: on first search, or asked by the start script) */
    searchIndexReady: () => Promise<void>
  }
  interface FastifyRequest {
    lang: AppLanguage
    t: TFunction
    /** set for every /api/ call (site/site-context.ts) */
    site: Site
    /** set by app.requireUser */
    user: UserRow | null
    token: string | null
  }
  interface FastifyContextConfig {
    /** answers of this route may be cached (http/cache reads it); writes invalidate by tag */
    cache?: {
      tags: string[]
      ttlMs?: number
      /** public answers that carry a logged-in caller's own state (a place detail's vipResourceStatus): the
       * route's hook sets request.user for such a caller, whose call then runs uncached without the misuse log */
      loggedInUncached?: boolean
    }
  }
}
