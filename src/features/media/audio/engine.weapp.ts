/**
 * Mini-program audio engine: the background audio manager, which WeChat keeps playing between
 * pages (and shows in its own controls); the store follows its events.
 */
import Taro from '@tarojs/taro'
import type { StoreApi, UseBoundStore } from 'zustand'
import { mediaUrl } from '../../../kit/media-url'
import type { AudioEngine, AudioState } from './store'

export function createEngine(store: UseBoundStore<StoreApi<AudioState>>): AudioEngine {
  const manager = Taro.getBackgroundAudioManager()
  const set = (s: Partial<AudioState>) => store.setState(s)
  manager.onPlay(() => set({ playing: true, failed: false }))
  manager.onPause(() => set({ playing: false }))
  manager.onStop(() => set({ playing: false }))
  manager.onEnded(() => set({ playing: false, position: 0 }))
  manager.onError(() => set({ playing: false, failed: true }))
  manager.onTimeUpdate(() => set({ position: manager.currentTime, duration: manager.duration || 0 }))
  let pending: { src: string; title: string; coverImgUrl?: string; singer?: string } | null = null
  return {
    load: (track) => {
      pending = {
        src: mediaUrl(track.src),
        title: track.title,
        coverImgUrl: track.cover ? mediaUrl(track.cover) : undefined,
        singer: track.author,
      }
    },
    play: () => {
      if (pending) {
        // setting src starts the playback
        manager.title = pending.title
        if (pending.coverImgUrl) manager.coverImgUrl = pending.coverImgUrl
        if (pending.singer) manager.singer = pending.singer
        manager.src = pending.src
        pending = null
      } else manager.play()
    },
    pause: () => manager.pause(),
    stop: () => manager.stop(),
  }
}
