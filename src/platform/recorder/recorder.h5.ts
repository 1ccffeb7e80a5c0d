/** H5 recording: getUserMedia + MediaRecorder, the first container the browser supports. */
import { refusalOf } from '../permission'
import { extOfMime, type RecorderAdapter, type RecorderFailure, type RecordOutcome } from './index'

const MIME_PREFERENCE = ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4']

function supported(): boolean {
  return typeof navigator !== 'undefined' && !!navigator.mediaDevices?.getUserMedia && typeof MediaRecorder !== 'undefined'
}

/** NotAllowedError / SecurityError: the browser or the visitor refused the microphone */
function failureOf(error: unknown): RecorderFailure {
  return refusalOf(error) ?? 'failed'
}

export const recorder: RecorderAdapter = {
  isSupported: supported,
  async record(maxMs, onEnd) {
    if (!supported()) return { ok: false, reason: 'unsupported' }
    let stream: MediaStream
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true })
    } catch (error) {
      return { ok: false, reason: failureOf(error) }
    }
    const mime = MIME_PREFERENCE.find((m) => MediaRecorder.isTypeSupported?.(m))
    let media: MediaRecorder
    try {
      media = new MediaRecorder(stream, mime ? { mimeType: mime } : undefined)
    } catch {
      stream.getTracks().forEach((t) => t.stop())
      return { ok: false, reason: 'failed' }
    }
    const chunks: Blob[] = []
    let cancelled = false
    let ended = false
    const startedAt = Date.now()
    const end = (outcome: RecordOutcome) => {
      if (ended) return
      ended = true
      clearTimeout(timer)
      stream.getTracks().forEach((t) => t.stop())
      if (!cancelled) onEnd(outcome)
    }
    media.ondataavailable = (e) => e.data && e.data.size > 0 && chunks.push(e.data)
    media.onerror = () => end({ ok: false, reason: 'failed' })
    media.onstop = () => {
      const type = media.mimeType || mime || 'audio/webm'
      const file = new Blob(chunks, { type })
      end(
        file.size > 0
          ? { ok: true, recording: { file, durationMs: Date.now() - startedAt, ext: extOfMime(type), mime: type } }
          : { ok: false, reason: 'failed' },
      )
    }
    const stop = () => media.state !== 'inactive' && media.stop()
    const timer = setTimeout(stop, maxMs)
    media.start(250)
    return {
      ok: true,
      session: {
        stop,
        cancel: () => {
          cancelled = true
          stop()
        },
      },
    }
  },
}
