/**
 * Demo pictures capability: GET /api/demo/pictures/<scene>-<n>.svg answers a drawn scene
 * (pictures.ts) as image/svg+xml with immutable caching (the same name always draws the same
 * bytes); <scene>-<n>-pano.svg is the same scene as a 2:1 panorama (spot panoramas); an unknown
 * scene or a bad name is the not-found envelope. Rendered pictures are kept in
 * memory (each a few KB, a bounded number of names).
 */
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ResultCode } from '../../../../types/contract'
import { AppError } from '../../http/envelope'
import { isProduction } from '../../providers/production'
import { Query, Text, Type } from '../../http/schema'
import { DEMO_PICTURES_ROUTE, isDemoScene, MAX_PICTURE_N, renderPanorama, renderPicture } from './pictures'

export { DEMO_SCENES, demoPanorama, demoPicture, renderPanorama, renderPicture, type DemoScene } from './pictures'

const NAME = /^([a-z]{2,20})-(\d{1,3})(-pano)?\.svg$/
const MAX_KEPT = 2000

const schema = {
  summary: 'a demo scene illustration (SVG)',
  querystring: Query(),
  params: Type.Object({ '*': Text({ maxLength: 200 }) }),
  response: { 200: Type.String({ description: 'image/svg+xml, 800x600 viewBox' }) },
}

async function demoPictures(app: FastifyInstance): Promise<void> {
  // demo content only: a production site has no demo rows naming these pictures (issue 23)
  if (isProduction(process.env)) return
  const kept = new Map<string, string>()
  app.get(`${DEMO_PICTURES_ROUTE}/*`, { schema }, async (request, reply) => {
    const name = (request.params as { '*': string })['*']
    const m = NAME.exec(name)
    const n = m ? Number(m[2]) : -1
    if (!m || !isDemoScene(m[1]) || n > MAX_PICTURE_N) throw new AppError(ResultCode.NOT_FOUND, 'error.notFound', { path: request.url })
    let body = kept.get(name)
    if (!body) {
      body = m[3] ? renderPanorama(m[1], n) : renderPicture(m[1], n)
      if (kept.size < MAX_KEPT) kept.set(name, body)
    }
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(body)
  })
}

export const demoPicturesCapability = fp(demoPictures, { name: 'demo-pictures', dependencies: ['site'] })
