/**
 * File upload (rules-and-contract 7 "Files and media"): POST multipart with the file in the
 * `Filedata` field and optional `key` and `path` fields; the answer carries url and safeUrl.
 * The caller builds the URL (upload base + token/siteCode query); this adapter only transfers.
 */
export const UPLOAD_FIELD = 'Filedata'
export const UPLOAD_FAILED_KEY = 'common:uploadFailed'

export interface UploadRequest {
  url: string
  /** mini-program temp path, or on H5 a blob:/data: URL from chooseImage */
  filePath?: string
  /** H5: the file itself (takes precedence over filePath) */
  file?: Blob
  fileName?: string
  /** `key` and `path` of the contract, or anything else the server wants */
  fields?: Record<string, string>
  header?: Record<string, string>
}

export type UploadResult =
  | { ok: true; url: string; safeUrl?: string; body: unknown }
  | { ok: false; reason: 'network' | 'server'; message?: string; messageKey: string }

export interface UploadAdapter {
  uploadFile(request: UploadRequest): Promise<UploadResult>
}

/**
 * Reads the upload answer: url/safeUrl at the top level or inside `data`; a non-zero `code`
 * or no url is a server failure carrying the server message.
 */
export function parseUploadResponse(status: number, raw: unknown): UploadResult {
  let body: any = raw
  if (typeof raw === 'string') {
    try {
      body = JSON.parse(raw)
    } catch {
      body = { message: raw }
    }
  }
  const payload = body?.data && typeof body.data === 'object' ? body.data : body
  const url = payload?.url || payload?.safeUrl
  const codeOk = body?.code === undefined || Number(body.code) === 0
  if (status >= 200 && status < 300 && codeOk && url) {
    return { ok: true, url, safeUrl: payload.safeUrl, body }
  }
  return { ok: false, reason: 'server', message: body?.message || body?.msg, messageKey: UPLOAD_FAILED_KEY }
}

export { uploadFile } from './upload'
