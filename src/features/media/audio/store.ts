/**
 * The audio that keeps playing across pages (product-spec "audio with a mini player"): one
 * track at a time, its state in this zustand store, the sound in the platform engine
 * (engine.h5.ts: one HTMLAudioElement outside every page, plus the floating mini player mounted
 * on first play; engine.weapp.ts: the background audio manager, which WeChat keeps playing
 * between pages). Nothing of it loads before something plays: pages import `playAudio`, whose
 * engine is a lazy import.
 */
import { create } from 'zustand'

export interface AudioTrack {
  /** e.g. 'news-12' or 'media-4': the same id toggles instead of restarting */
  key: string
  title: string
  src: string
  cover?: string
  author?: string
}

export interface AudioState {
  track: AudioTrack | null
  playing: boolean
  /** seconds */
  position: number
  duration: number
  failed: boolean
}

export const useAudioStore = create<AudioState>(() => ({ track: null, playing: false, position: 0, duration: 0, failed: false }))

export interface AudioEngine {
  load(track: AudioTrack): void
  play(): void
  pause(): void
  stop(): void
}

let engine: Promise<AudioEngine> | null = null
function engineOf(): Promise<AudioEngine> {
  engine ??= import('./engine').then((m) => m.createEngine(useAudioStore))
  return engine
}

/** plays a track (or pauses/resumes it when it is the current one) */
export async function playAudio(track: AudioTrack): Promise<void> {
  const e = await engineOf()
  const { track: current, playing } = useAudioStore.getState()
  if (current?.key === track.key && !useAudioStore.getState().failed) {
    if (playing) e.pause()
    else e.play()
    return
  }
  useAudioStore.setState({ track, playing: false, position: 0, duration: 0, failed: false })
  e.load(track)
  e.play()
}

export async function toggleAudio(): Promise<void> {
  const e = await engineOf()
  if (useAudioStore.getState().playing) e.pause()
  else e.play()
}

export async function stopAudio(): Promise<void> {
  const e = await engineOf()
  e.stop()
  useAudioStore.setState({ track: null, playing: false, position: 0, duration: 0, failed: false })
}
