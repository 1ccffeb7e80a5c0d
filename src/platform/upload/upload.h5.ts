import { UPLOAD_FAILED_KEY, UPLOAD_FIELD, parseUploadResponse, type UploadRequest, type UploadResult } from './index'

/** H5 file pickers hand back blob: URLs; fetch turns them back into the file. */
async function fileOf(request: UploadRequest): Promise<Blob | undefined> {
  if (request.file) return request.file
  if (request.filePath) return (await fetch(request.filePath)).blob()
  return undefined
}

export async function uploadFile(request: UploadRequest): Promise<UploadResult> {
  try {
    const file = await fileOf(request)
    if (!file) return { ok: false, reason: 'network', message: 'no file', messageKey: UPLOAD_FAILED_KEY }
    const form = new FormData()
    for (const [name, value] of Object.entries(request.fields || {})) form.append(name, value)
    const fileName = request.fileName || (file as File).name || `upload.${(file.type.split('/')[1] || 'bin').replace('jpeg', 'jpg')}`
    form.append(UPLOAD_FIELD, file, fileName)
    // no Content-Type header: the browser sets the multipart boundary itself
    const res = await fetch(request.url, { method: 'POST', body: form, headers: request.header })
    return parseUploadResponse(res.status, await res.text())
  } catch (error: any) {
    return { ok: false, reason: 'network', message: error?.message, messageKey: UPLOAD_FAILED_KEY }
  }
}
