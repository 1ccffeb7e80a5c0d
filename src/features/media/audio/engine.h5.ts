/**
 * H5 audio engine: one HTMLAudioElement that belongs to no page, so navigating keeps it playing;
 * the floating mini player (FloatingAudio) is mounted into the document on first use, in a React
 * root of its own, so it shows on every page from then on and costs nothing before.
 */
import type { StoreApi, UseBoundStore } from 'zustand'
import { mediaUrl } from '../../../kit/media-url'
import type { AudioEngine, AudioState } from './store'

export function createEngine(store: UseBoundStore<StoreApi<AudioState>>): AudioEngine {
  const audio = new Audio()
  audio.preload = 'auto'
  audio.setAttribute('data-testid', 'audio-engine')
  const set = (s: Partial<AudioState>) => store.setState(s)
  audio.addEventListener('playing', () => set({ playing: true, failed: false }))
  audio.addEventListener('pause', () => set({ playing: false }))
  audio.addEventListener('ended', () => set({ playing: false, position: 0 }))
  audio.addEventListener('timeupdate', () => set({ position: audio.currentTime }))
  audio.addEventListener('durationchange', () => set({ duration: Number.isFinite(audio.duration) ? audio.duration : 0 }))
  audio.addEventListener('error', () => set({ playing: false, failed: true }))
  // the element sits hidden in the body so tests and devtools can find it
  audio.hidden = true
  document.body.appendChild(audio)
  void import('./mount-floating.h5').then((m) => m.mountFloatingAudio())
  return {
    load: (track) => {
      audio.src = mediaUrl(track.src)
      audio.load()
    },
    play: () => void audio.play().catch(() => set({ playing: false })),
    pause: () => audio.pause(),
    stop: () => {
      audio.pause()
      audio.removeAttribute('src')
      audio.load()
    },
  }
}
