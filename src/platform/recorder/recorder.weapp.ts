/** Mini-program recording: WeChat's RecorderManager (one per app), MP3 16 kHz mono. */
import Taro from '@tarojs/taro'
import { refusalOf } from '../permission'
import type { RecorderAdapter, RecorderFailure } from './index'

/** "operateRecorder:fail auth deny" (microphone refused), "...privacy permission is not authorized" (agreement refused) */
function failureOf(errMsg: string | undefined): RecorderFailure {
  return refusalOf({ errMsg }) ?? 'failed'
}

export const recorder: RecorderAdapter = {
  isSupported: () => typeof Taro.getRecorderManager === 'function',
  record(maxMs, onEnd) {
    const manager = Taro.getRecorderManager()
    let cancelled = false
    let started = false
    return new Promise((resolve) => {
      manager.onStart(() => {
        started = true
        resolve({ ok: true, session: { stop: () => manager.stop(), cancel: () => ((cancelled = true), manager.stop()) } })
      })
      manager.onError((err) => {
        const reason = failureOf(err?.errMsg)
        if (!started) resolve({ ok: false, reason })
        else if (!cancelled) onEnd({ ok: false, reason })
      })
      // also at maxMs: WeChat stops by itself and reports here
      manager.onStop((res) => {
        if (cancelled || !res?.tempFilePath) return
        onEnd({ ok: true, recording: { filePath: res.tempFilePath, durationMs: res.duration, ext: 'mp3', mime: 'audio/mpeg' } })
      })
      manager.start({ duration: maxMs, format: 'mp3', sampleRate: 16000, numberOfChannels: 1, encodeBitRate: 48000 })
    })
  },
}
