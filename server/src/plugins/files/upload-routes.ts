/**
 * POST /api/file/upload (rules-and-contract 7 "Files and media"), logged in (token query):
 * multipart with the file in `Filedata`, optional `key` (the client's label, stored, never a
 * file name) and `path` (a folder name, default common). Answers
 * {code:0, data:{url, safeUrl}} with both addresses absolute. Everything is checked before
 * anything is written; the object is stored first and the row second, and a failed row removes
 * the object again, so a refused or failed upload leaves neither.
 */
import crypto from 'node:crypto'
import { and, count, eq, gt } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ResultCode } from '../../../../types/contract'
import { uploads } from '../../db/schema'
import { AppError, ok } from '../../http/envelope'
import type { ObjectStorage } from '../../providers/storage'
import { MAX_VIDEO_BYTES, type FileType } from './file-types'
import { readUploadForm, tooLargeFor, type ReceivedFile } from './upload-form'
import { badInput } from '../../http/fields'
import { DataEnvelope, Item, routeSchema, Type } from '../../http/schema'

/** per user, over the last rolling hour (the uploads rows are the counter) */
export const UPLOADS_PER_HOUR = 60
const HOUR_MS = 60 * 60 * 1000
/** uploads received at once by this process */
export const MAX_UPLOADS_IN_FLIGHT = 8
/** the most a form may weigh beyond its file: boundaries, part headers, the short fields */
const FORM_OVERHEAD_BYTES = 64 * 1024
/** a body longer than this cannot carry an accepted file: refused from its Content-Length, unread */
export const MAX_UPLOAD_BODY_BYTES = MAX_VIDEO_BYTES + FORM_OVERHEAD_BYTES
/**
 * Bytes the uploads received at once may hold in memory, all together: each reserves its declared
 * Content-Length (a body without one, the largest allowed) before a byte is read, and an upload that
 * does not fit answers code 5 (try again shortly). Three videos of 50 MB at most, so with the
 * moment a file is joined into one buffer the process holds under 2 × this budget for uploads.
 */
export const MAX_BUFFERED_UPLOAD_BYTES = 160 * 1024 * 1024
export const DEFAULT_FOLDER = 'common'
const FOLDER_RE = /^[a-z0-9][a-z0-9_-]{0,31}$/
export const MAX_CLIENT_KEY_LENGTH = 128

async function refuseOverRateLimit(app: FastifyInstance, userId: number, now: Date): Promise<void> {
  const since = new Date(now.getTime() - HOUR_MS)
  const [row] = await app.db
    .select({ n: count() })
    .from(uploads)
    .where(and(eq(uploads.userId, userId), gt(uploads.createdAt, since)))
  if ((row?.n ?? 0) >= UPLOADS_PER_HOUR) throw badInput('files.rateLimited', { limit: UPLOADS_PER_HOUR })
}

function acceptedFile(file: ReceivedFile | undefined): ReceivedFile & { type: FileType } {
  if (!file) throw badInput('files.fileMissing')
  if (file.size === 0) throw badInput('files.emptyFile')
  if (!file.type) throw badInput('files.unsupportedType')
  if (file.tooLarge) throw tooLargeFor(file.type)
  return file as ReceivedFile & { type: FileType }
}

function acceptedFolder(path: string | undefined): string {
  const folder = (path ?? '').trim() || DEFAULT_FOLDER
  if (!FOLDER_RE.test(folder)) throw badInput('files.badPath')
  return folder
}

function acceptedClientKey(key: string | undefined): string | null {
  const value = (key ?? '').trim()
  if (!value) return null
  // a label only, but it is stored: no control characters (PostgreSQL text refuses U+0000 anyway)
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (value.length > MAX_CLIENT_KEY_LENGTH || /[\u0000-\u001f\u007f]/.test(value))
    throw badInput('files.badKey', { limit: MAX_CLIENT_KEY_LENGTH })
  return value
}

/** <siteCode>/<folder>/<yyyymm>/<128 random bits>.<ext>: unguessable, never the client's name */
function newStorageKey(siteCode: string, folder: string, ext: string, now: Date): string {
  const site = siteCode.toLowerCase().replace(/[^a-z0-9_-]/g, '-')
  const month = now.toISOString().slice(0, 7).replace('-', '')
  return `${site}/${folder}/${month}/${crypto.randomBytes(16).toString('hex')}.${ext}`
}

async function handleUpload(app: FastifyInstance, request: FastifyRequest, storage: ObjectStorage) {
  const user = request.user!
  const now = app.clock()
  await refuseOverRateLimit(app, user.id, now)
  const form = await readUploadForm(request)
  const file = acceptedFile(form.file)
  const folder = acceptedFolder(form.fields.path)
  const clientKey = acceptedClientKey(form.fields.key)

  const key = newStorageKey(request.site.siteCode, folder, file.type.ext, now)
  let stored
  try {
    stored = await storage.put(key, file.bytes, file.type.contentType)
  } catch (error) {
    if (error instanceof AppError) throw error // the store is switched off: its own answer
    request.log.error({ err: error, key }, 'object store refused the upload')
    throw new AppError(ResultCode.SERVER_ERROR, 'files.storageFailed')
  }
  try {
    await app.db.insert(uploads).values({
      userId: user.id,
      siteId: request.site.id,
      storageKey: key,
      folder,
      contentType: file.type.contentType,
      sizeBytes: file.size,
      clientKey,
      storage: storage.name,
      createdAt: now,
    })
  } catch (error) {
    await storage.delete(key).catch((e) => request.log.error({ err: e, key }, 'could not remove an unrecorded upload'))
    throw error
  }
  // site-relative addresses (the local provider) become absolute with the address the client used
  const origin = `${request.protocol}://${request.host}/`
  return ok(request, { url: new URL(stored.url, origin).toString(), safeUrl: new URL(stored.safeUrl, origin).toString() }, 'files.uploaded')
}

/** multipart/form-data: Filedata (the file), optional path and key (server/README.md "File upload"). */
const uploadSchema = {
  ...routeSchema({ response: DataEnvelope(Item({ url: Type.String(), safeUrl: Type.String() })) }),
  consumes: ['multipart/form-data'],
}

/**
 * A refusal answered before the body was read (a declared length too big, a file past its limit):
 * `connection: close`, so the client sends nothing more on this connection, then the socket is
 * half-closed and what the client is still sending is read and dropped for LINGER_MS before it is
 * destroyed. Node closes such a socket at once (destroySoon), and closing with the client's bytes
 * unread resets the connection: a client still sending may lose the answer with it (a browser shows
 * "connection reset" instead of the message; the upload test saw EPIPE under load). nginx calls
 * this a lingering close.
 */
const LINGER_MS = 2_000

function lingerThenClose(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('connection', 'close')
  const socket = request.raw.socket as typeof request.raw.socket & { destroySoon?: () => void }
  socket.destroySoon = () => {
    socket.end()
    request.raw.resume()
    setTimeout(() => socket.destroy(), LINGER_MS).unref()
  }
}

export async function uploadRoutes(app: FastifyInstance, opts: { storage: ObjectStorage }): Promise<void> {
  let inFlight = 0
  let reservedBytes = 0
  app.post('/api/file/upload', { schema: uploadSchema }, async (request, reply) => {
    if (!request.isMultipart()) throw badInput('files.notMultipart')
    const declared = Number(request.headers['content-length'])
    const weight = Number.isFinite(declared) && declared > 0 ? declared : MAX_UPLOAD_BODY_BYTES
    try {
      if (weight > MAX_UPLOAD_BODY_BYTES) throw badInput('files.formTooLarge', { limitMb: MAX_VIDEO_BYTES / (1024 * 1024) })
    } catch (error) {
      // the body is never read: the connection closes shortly after the answer instead of draining it
      lingerThenClose(request, reply)
      throw error
    }
    if (inFlight >= MAX_UPLOADS_IN_FLIGHT || reservedBytes + weight > MAX_BUFFERED_UPLOAD_BYTES)
      throw new AppError(ResultCode.TOO_MANY_VISITORS, 'error.tooManyVisitors')
    inFlight++
    reservedBytes += weight
    try {
      return await handleUpload(app, request, opts.storage)
    } catch (error) {
      // a refusal may come before the whole body was read (a file past its limit): do not drain the rest
      if (error instanceof AppError) lingerThenClose(request, reply)
      throw error
    } finally {
      inFlight--
      reservedBytes -= weight
    }
  })
}
