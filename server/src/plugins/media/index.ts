/**
 * The media capability: live rooms (res/api/live), videos, short videos and audio guides with
 * their likes and comments (res/api/streamMedia), and the demo media files the server makes with
 * ffmpeg and serves itself outside production (GET /api/demo/media/<name>, Range support). Public reads are cached
 * under the `media` tag; a like or a comment drops them for the site.
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { isProduction } from '../../providers/production'
import { demoMediaRoute } from './demo-route'
import { mediaRoutes } from './routes'

export { demoAudio, demoLive, demoVideo, DemoMediaMaker } from './demo-files'

async function media(app: FastifyInstance): Promise<void> {
  await mediaRoutes(app)
  // the demo media files exist for demo rows only, which production never writes (issue 23)
  if (!isProduction(process.env)) await demoMediaRoute(app)
}

export const mediaCapability = fp(media, { name: 'media', dependencies: ['site'] })
