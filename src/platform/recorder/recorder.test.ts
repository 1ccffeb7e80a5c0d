/** The H5 recorder (jest resolves recorder.h5.ts): microphone refused, unsupported, a recording ended by stop() or at the limit. */
import { extOfMime, recorder } from '.'

class FakeRecorder {
  static isTypeSupported = (m: string) => m === 'audio/webm;codecs=opus'
  state = 'inactive'
  mimeType: string
  ondataavailable?: (e: { data: Blob }) => void
  onstop?: () => void
  onerror?: () => void
  constructor(_stream: unknown, options?: { mimeType: string }) {
    this.mimeType = options?.mimeType ?? ''
  }
  start() {
    this.state = 'recording'
  }
  stop() {
    this.state = 'inactive'
    this.ondataavailable?.({ data: new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2])]) })
    this.onstop?.()
  }
}

const track = { stop: jest.fn() }
const getUserMedia = jest.fn()

beforeEach(() => {
  jest.useRealTimers()
  track.stop.mockClear()
  Object.assign(globalThis, { MediaRecorder: FakeRecorder })
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true })
  getUserMedia.mockResolvedValue({ getTracks: () => [track] })
})

test('stop() ends with the recording (WebM/Opus here) and lets the microphone go', async () => {
  const onEnd = jest.fn()
  const started = await recorder.record(60_000, onEnd)
  expect(started.ok).toBe(true)
  if (started.ok) started.session.stop()
  expect(onEnd).toHaveBeenCalledTimes(1)
  const outcome = onEnd.mock.calls[0][0]
  expect(outcome.ok).toBe(true)
  expect(outcome.recording).toMatchObject({ ext: 'webm', mime: 'audio/webm;codecs=opus' })
  expect(outcome.recording.file.size).toBe(6)
  expect(track.stop).toHaveBeenCalled()
})

test('the limit stops it by itself', async () => {
  jest.useFakeTimers()
  const onEnd = jest.fn()
  await recorder.record(60_000, onEnd)
  jest.advanceTimersByTime(60_000)
  expect(onEnd).toHaveBeenCalledWith(expect.objectContaining({ ok: true }))
})

test('cancel(): no result (the page was left)', async () => {
  const onEnd = jest.fn()
  const started = await recorder.record(60_000, onEnd)
  if (started.ok) started.session.cancel()
  expect(onEnd).not.toHaveBeenCalled()
  expect(track.stop).toHaveBeenCalled()
})

test('the microphone refused → denied; no MediaRecorder → unsupported', async () => {
  getUserMedia.mockRejectedValue(Object.assign(new Error('no'), { name: 'NotAllowedError' }))
  expect(await recorder.record(1000, jest.fn())).toEqual({ ok: false, reason: 'denied' })
  getUserMedia.mockRejectedValue(new Error('device busy'))
  expect(await recorder.record(1000, jest.fn())).toEqual({ ok: false, reason: 'failed' })
  Object.assign(globalThis, { MediaRecorder: undefined })
  expect(recorder.isSupported()).toBe(false)
  expect(await recorder.record(1000, jest.fn())).toEqual({ ok: false, reason: 'unsupported' })
})

test('extensions of recorded types', () => {
  expect(extOfMime('audio/ogg;codecs=opus')).toBe('ogg')
  expect(extOfMime('audio/mp4')).toBe('m4a')
  expect(extOfMime('audio/mpeg')).toBe('mp3')
  expect(extOfMime('audio/webm')).toBe('webm')
})
