/**
 * The courses capability (issue 13 "Quizzes and courses"; docs/contract-courses.md): course
 * categories, courses with chapters and lessons, a person's learned lessons, quiz papers scored
 * on the server (resExt/api/paper/*), and the study tour (research bases of the places capability,
 * study routes, instructors). Demo rows for the Sichuan demo sites at start (demo.ts); in
 * development the demo user also gets records and courses in progress, and
 * GET dev/courses/demo?phone= names their ids (route samples, e2e).
 */
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { findUserByPhone } from '../../auth/users'
import { paperRecords } from '../../db/schema'
import { authenticated } from '../../http/auth-scope'
import { ok } from '../../http/envelope'
import { fieldsOf, str } from '../../http/fields'
import { routeSchema, Text } from '../../http/schema'
import { devToolsEnabled } from '../account/dev-routes'
import { courseRoutes, userCourseRoutes } from './routes'

export { COURSES_TAG } from './routes'

export interface CoursesPluginOptions {
  env?: Readonly<Record<string, string | undefined>>
}

async function coursesPlugin(app: FastifyInstance, opts: CoursesPluginOptions): Promise<void> {
  const env = opts.env ?? process.env
  const devTools = devToolsEnabled(env)
  await app.register(courseRoutes)
  await authenticated(app, async (user) => {
    await user.register(userCourseRoutes)
  })
  if (devTools) {
    // development only: the demo user's quiz records (newest first), for route samples and demos
    app.get('/api/dev/courses/demo', { schema: routeSchema({ query: { phone: Text({ maxLength: 20 }) } }) }, async (request) => {
      const user = await findUserByPhone(app.db, app.fieldCrypto, request.site.id, str(fieldsOf(request).phone))
      const records = user
        ? await app.db
            .select({ id: paperRecords.id, type: paperRecords.type, paperId: paperRecords.paperId })
            .from(paperRecords)
            .where(and(eq(paperRecords.userId, user.id), eq(paperRecords.siteId, request.site.id)))
            .orderBy(desc(paperRecords.id))
        : []
      return ok(request, { records })
    })
  }
}

export const coursesCapability = fp(coursesPlugin, { name: 'courses', dependencies: ['site', 'account', 'places'] })
