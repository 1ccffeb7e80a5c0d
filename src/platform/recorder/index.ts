/**
 * Voice recording (the complaints' /complain-voice): one interface, two platforms.
 * weapp: Taro.getRecorderManager() (WeChat's RecorderManager: MP3, 16 kHz mono); H5: getUserMedia +
 * MediaRecorder (WebM/Opus in Chromium and Firefox, MP4/AAC in Safari). `record(maxMs, onEnd)` asks
 * for the microphone and starts; the session ends with `stop()` or by itself at maxMs, and `onEnd`
 * gets the recording (a temp file path in the mini-program, a Blob on H5) or why it failed.
 * Uploading it is the caller's (src/platform/upload takes either form).
 */
import type { Refusal } from '../permission'

export interface Recording {
  /** mini-program temp file */
  filePath?: string
  /** H5: the recorded bytes */
  file?: Blob
  durationMs: number
  /** file extension of the container: mp3 | webm | ogg | m4a */
  ext: string
  mime: string
}

/** a refusal (src/platform/permission: privacy agreement, microphone permission, phone), or why else */
export type RecorderFailure = Refusal | 'unsupported' | 'failed'

export type RecordOutcome = { ok: true; recording: Recording } | { ok: false; reason: RecorderFailure }

export interface RecorderSession {
  /** ends the recording: onEnd follows with it */
  stop(): void
  /** ends it without a result (the page is left) */
  cancel(): void
}

export interface RecorderAdapter {
  isSupported(): boolean
  record(
    maxMs: number,
    onEnd: (outcome: RecordOutcome) => void,
  ): Promise<{ ok: true; session: RecorderSession } | { ok: false; reason: RecorderFailure }>
}

/** the extension of a recorded MIME type (the server checks the bytes anyway) */
export function extOfMime(mime: string): string {
  if (/ogg/.test(mime)) return 'ogg'
  if (/mp4|aac|m4a/.test(mime)) return 'm4a'
  if (/mpeg|mp3/.test(mime)) return 'mp3'
  return 'webm'
}

export { recorder } from './recorder'
