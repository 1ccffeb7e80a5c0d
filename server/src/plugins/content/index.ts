/** The content capability: the site's news (public, cached under the `content` tag). */
import fp from 'fastify-plugin'
import { contentRoutes } from './routes'

export const contentCapability = fp(contentRoutes, { name: 'content', dependencies: ['site'] })
