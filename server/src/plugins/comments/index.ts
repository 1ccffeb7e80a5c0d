/**
 * The comments capability (issue 11 "Writing"): comments with expressions, review tags, photos or
 * a video and a star rating on news and places, their replies, and moderation (text stored as
 * written, sensitive words hold a post for review, reports, a posting rate per user). Rules shared
 * with the app: src/core/comments. Contract and operator notes: README.md here.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { commentRoutes } from './comment-routes'
import { seedSensitiveWords } from './moderation'
import { replyRoutes } from './reply-routes'

async function commentsPlugin(app: FastifyInstance): Promise<void> {
  await seedSensitiveWords(app.db)
  await commentRoutes(app)
  await replyRoutes(app)
}

export const commentsCapability = fp(commentsPlugin, { name: 'comments', dependencies: ['site', 'content', 'places'] })
