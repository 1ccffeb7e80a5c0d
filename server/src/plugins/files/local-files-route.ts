/**
 * GET /api/file/get/<key>: the files of the local disk provider (development and demos; with
 * the s3 provider the object store serves them and this route does not exist). Keys are checked
 * against the generated-key pattern before they become a path, so nothing outside the storage
 * folder can be read. One byte range is honoured (video players, iOS Safari needs it).
 */
import fs from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { AppError } from '../../http/envelope'
import { LOCAL_FILES_ROUTE, type LocalDiskStorage } from '../../providers/storage'
import { Query, Text, Type } from '../../http/schema'

/** [start, end] of a single `bytes=a-b` / `bytes=a-` / `bytes=-n` range, or null (whole file), or 'unsatisfiable' */
export function byteRange(header: string | undefined, size: number): [number, number] | null | 'unsatisfiable' {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '')
  if (!m || (m[1] === '' && m[2] === '')) return null
  let start: number
  let end: number
  if (m[1] === '') {
    start = Math.max(0, size - Number(m[2]))
    end = size - 1
  } else {
    start = Number(m[1])
    end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1)
  }
  if (start >= size || start > end) return 'unsatisfiable'
  return [start, end]
}

/** The stored bytes (a stream), or a refusal envelope. */
const bytes = Type.String({ format: 'binary', description: 'the file (or the asked range), Content-Type from its key' })
const fileSchema = {
  querystring: Query(),
  params: Type.Object({ '*': Text({ maxLength: 200 }) }),
  response: { 200: bytes, 206: bytes, 416: Type.Null({ description: 'range outside the file' }) },
}

export async function localFilesRoute(app: FastifyInstance, opts: { storage: LocalDiskStorage }): Promise<void> {
  app.get(`${LOCAL_FILES_ROUTE}/*`, { schema: fileSchema }, async (request, reply) => {
    const key = (request.params as { '*': string })['*']
    const found = await opts.storage.find(key)
    if (!found) throw new AppError(ResultCode.NOT_FOUND, 'files.notFound')
    reply
      .header('content-type', found.contentType)
      .header('x-content-type-options', 'nosniff')
      // keys are random and never reused: the bytes behind one never change
      .header('cache-control', 'public, max-age=31536000, immutable')
      // opened directly, a file is inert: no scripts, no plugins, whatever it contains
      .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; sandbox")
      .header('accept-ranges', 'bytes')
    const range = byteRange(request.headers.range, found.size)
    if (range === 'unsatisfiable') return reply.status(416).header('content-range', `bytes */${found.size}`).send()
    if (!range) return reply.header('content-length', found.size).send(fs.createReadStream(found.file))
    const [start, end] = range
    return reply
      .status(206)
      .header('content-range', `bytes ${start}-${end}/${found.size}`)
      .header('content-length', end - start + 1)
      .send(fs.createReadStream(found.file, { start, end }))
  })
}
