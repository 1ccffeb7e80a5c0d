/**
 * Reads the multipart form of POST file/upload: one file in `Filedata`, small text fields
 * (`key`, `path`). The file is kept in memory only while it stays within the limit of its type
 * (known from its first bytes): a file of no accepted type, or past its type's limit, is refused at
 * that moment, without reading the rest. Every parsing problem becomes a translated 400.
 */
import type { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import { AppError } from '../../http/envelope'
import { detectFileType, MAX_VIDEO_BYTES, maxBytesOf, SNIFF_BYTES, type FileType } from './file-types'
import { badInput } from '../../http/fields'

export const FILE_FIELD = 'Filedata'
/** longest text field accepted (`key` is the longest: 128 characters, up to 4 bytes each) */
const MAX_FIELD_BYTES = 512

/** busboy's limits: one file, a few short fields; the largest file allowed is a video */
export const MULTIPART_LIMITS = { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 8, parts: 10, fieldSize: MAX_FIELD_BYTES, headerPairs: 100 }

export interface ReceivedFile {
  /** null when the first bytes are no accepted type */
  type: FileType | null
  size: number
  /** over the limit of its type (or of any type): the bytes were not kept */
  tooLarge: boolean
  bytes: Buffer
}

export interface UploadForm {
  file?: ReceivedFile
  fields: Record<string, string>
}

type FileStream = Readable & { truncated?: boolean }

/** The refusal of a file too large for its type (upload-routes.ts says the same for a whole file). */
export const tooLargeFor = (type: FileType): AppError =>
  badInput(`files.${type.kind}TooLarge`, { limitMb: maxBytesOf(type.kind) / (1024 * 1024) })

async function receiveFile(stream: FileStream): Promise<ReceivedFile> {
  const kept: Buffer[] = []
  let size = 0
  let type: FileType | null | undefined
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length
    kept.push(chunk)
    if (type === undefined && size >= SNIFF_BYTES) type = detectFileType(Buffer.concat(kept))
    // refused now: leaving the loop stops reading the body, nothing more is held
    if (type === null) throw badInput('files.unsupportedType')
    if (type && size > maxBytesOf(type.kind)) throw tooLargeFor(type)
  }
  if (type === undefined) type = detectFileType(Buffer.concat(kept))
  const tooLarge = Boolean(stream.truncated) || (type !== null && size > maxBytesOf(type.kind))
  return { type, size, tooLarge, bytes: type !== null && !tooLarge ? Buffer.concat(kept) : Buffer.alloc(0) }
}

/** busboy / @fastify/multipart refusals, by their error codes */
function formError(error: unknown): AppError {
  const code = (error as { code?: string }).code
  if (code === 'FST_FILES_LIMIT') return badInput('files.oneFile')
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') return badInput('files.tooManyFields')
  return badInput('files.badForm')
}

export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  // no prototype: a part named `constructor` or `__proto__` is a field like any other
  const form: UploadForm = { fields: Object.create(null) as Record<string, string> }
  try {
    for await (const part of request.parts({ limits: MULTIPART_LIMITS })) {
      if (part.type === 'field') {
        if (part.valueTruncated || part.fieldnameTruncated) throw badInput('files.fieldTooLong', { field: part.fieldname })
        if (typeof part.value === 'string' && !Object.hasOwn(form.fields, part.fieldname)) form.fields[part.fieldname] = part.value
        continue
      }
      // a file under another name: read past it (the form must be consumed), then ignore it
      if (part.fieldname !== FILE_FIELD) {
        for await (const _ of part.file) void _
        continue
      }
      form.file = await receiveFile(part.file)
    }
  } catch (error) {
    if (error instanceof AppError) throw error
    request.log.info({ err: error }, 'unreadable upload form')
    throw formError(error)
  }
  return form
}
