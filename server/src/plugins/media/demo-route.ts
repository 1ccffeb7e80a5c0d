/**
 * GET /api/demo/media/<name>: the demo videos, audio guides and the looping live stream
 * (demo-files.ts), made with ffmpeg on first ask. Content-Type from the name, one byte range
 * honoured (206; video players seek with it), 416 outside the file. An unknown name is the
 * not-found envelope; without ffmpeg the envelope says so (media.noFfmpeg, 404: the app shows
 * "video unavailable"), and the server log says how to install it, once.
 */
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { AppError } from '../../http/envelope'
import { Query, Text, Type } from '../../http/schema'
import { byteRange } from '../files/local-files-route'
import { eq } from 'drizzle-orm'
import { places } from '../../db/schema'
import { isDemoScene } from '../demo-pictures/pictures'
import { CONTENT_TYPES, DEMO_MEDIA_ROUTE, DemoMediaMaker, FfmpegMissing, livePlaylist, parseDemoName, type LiveScene } from './demo-files'
import { minuteOf } from './demo-live'

const bytes = Type.String({ format: 'binary', description: 'the file (or the asked range); Content-Type from its name' })
const schema = {
  summary: 'a demo video (mp4, webm), audio guide (m4a) or the looping live stream (m3u8, ts)',
  querystring: Query(),
  params: Type.Object({ '*': Text({ maxLength: 100 }) }),
  response: { 200: bytes, 206: bytes, 416: Type.Null({ description: 'range outside the file' }) },
}

export async function demoMediaRoute(app: FastifyInstance, opts: { maker?: DemoMediaMaker } = {}): Promise<void> {
  const maker = opts.maker ?? new DemoMediaMaker()
  // the demo stream goes on air with the server: its sequence numbers stay small (see livePlaylist)
  const onAir = app.clock().getTime()
  let warned = false

  app.get(`${DEMO_MEDIA_ROUTE}/*`, { schema }, async (request, reply) => {
    const name = (request.params as { '*': string })['*']
    const parsed = parseDemoName(name)
    if (!parsed) throw new AppError(ResultCode.NOT_FOUND, 'error.notFound', { path: request.url })
    reply.header('x-content-type-options', 'nosniff').header('access-control-allow-origin', '*')
    // a live stream is a place's: its name and picture; a place that is not there has no stream
    const live = parsed.kind === 'playlist' || parsed.kind === 'segment' ? await liveSceneOf(parsed.place) : undefined
    if (live === null) throw new AppError(ResultCode.NOT_FOUND, 'error.notFound', { path: request.url })
    if (parsed.kind === 'playlist') {
      if (!(await maker.available())) throw unavailable()
      return reply
        .header('content-type', CONTENT_TYPES.m3u8)
        .header('cache-control', 'no-cache')
        .send(livePlaylist(app.clock().getTime(), onAir, parsed.place))
    }
    // segments exist for the minutes around now only (a playlist names no other): no one makes ffmpeg draw the past
    if (parsed.kind === 'segment' && Math.abs(parsed.minute - minuteOf(app.clock().getTime())) > 2)
      throw new AppError(ResultCode.NOT_FOUND, 'error.notFound', { path: request.url })
    let file: string
    try {
      file = await maker.file(parsed, live)
    } catch (e) {
      if (!(e instanceof FfmpegMissing)) throw e
      throw unavailable()
    }
    const size = fs.statSync(file).size
    const ext = name.slice(name.lastIndexOf('.') + 1)
    reply.header('content-type', CONTENT_TYPES[ext]).header('cache-control', 'public, max-age=86400').header('accept-ranges', 'bytes')
    const range = byteRange(request.headers.range, size)
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${size}`).send()
    if (!range) return reply.header('content-length', size).send(fs.createReadStream(file))
    const [start, end] = range
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${size}`)
      .header('content-length', end - start + 1)
      .send(fs.createReadStream(file, { start, end }))
  })

  /** the place's name and its cover's scene (a demo picture; mountains when it has another picture) */
  async function liveSceneOf(id: number): Promise<LiveScene | null> {
    const [place] = await app.db.select({ name: places.name, cover: places.cover }).from(places).where(eq(places.id, id)).limit(1)
    if (!place) return null
    const m = /\/([a-z]+)-(\d+)\.svg$/.exec(place.cover)
    return m && isDemoScene(m[1]) ? { name: place.name, scene: m[1], n: Number(m[2]) } : { name: place.name, scene: 'mountain', n: id }
  }

  function unavailable(): AppError {
    if (!warned) {
      warned = true
      app.log.warn(
        'demo media: ffmpeg is not installed, so demo videos, audio and live streams cannot be made (Debian: apt-get install -y ffmpeg)',
      )
    }
    return new AppError(ResultCode.NOT_FOUND, 'media.noFfmpeg')
  }
}
