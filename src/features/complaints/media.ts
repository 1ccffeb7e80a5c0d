/**
 * Evidence and voice uploads through the one uploader (src/platform/upload → file/upload): a video
 * picked with src/platform/media-picker (Taro.chooseVideo; MP4, the server's only video type), and a recording from
 * src/platform/recorder. Answers the uploaded address or a translated refusal; never throws.
 */
import { uploadUrl } from '../upload'
import { i18n } from '../../i18n'
import { pickVideo } from '../../platform/media-picker'
import { uploadFile } from '../../platform/upload'
import type { Recording } from '../../platform/recorder'

export const COMPLAINT_FOLDER = 'complaints'
export const AUDIO_FOLDER = 'complaint-audio'

export type Uploaded = { ok: true; url: string } | { ok: false; message: string } | { ok: false; cancelled: true }

function refusal(result: { message?: string; messageKey: string }): { ok: false; message: string } {
  const text = result.message?.trim()
  return { ok: false, message: text && text.length <= 200 && !text.includes('<') ? text : i18n.t(result.messageKey) }
}

export async function chooseAndUploadVideo(): Promise<Uploaded> {
  // closed, or not allowed (the picker told the visitor why): nothing to upload either way
  const choice = await pickVideo({ sourceType: ['album', 'camera'], compressed: true, maxDuration: 60 })
  if (!choice.ok) return { ok: false, cancelled: true }
  const picked = choice.value
  if (!picked?.tempFilePath) return { ok: false, cancelled: true }
  const file = (picked as unknown as { originalFileObj?: Blob }).originalFileObj
  const result = await uploadFile({
    url: uploadUrl(),
    filePath: picked.tempFilePath,
    file,
    fileName: 'evidence.mp4',
    fields: { path: COMPLAINT_FOLDER },
  })
  return result.ok ? { ok: true, url: result.url } : refusal(result)
}

export async function uploadRecording(recording: Recording): Promise<Uploaded> {
  const result = await uploadFile({
    url: uploadUrl(),
    filePath: recording.filePath,
    file: recording.file,
    fileName: `voice.${recording.ext}`,
    fields: { path: AUDIO_FOLDER },
  })
  return result.ok ? { ok: true, url: result.url } : refusal(result)
}
