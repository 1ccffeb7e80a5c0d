import { createJsonStore, createMemoryBackend, type StringBackend } from './json-store'

/** Web storage can be missing or throw (Safari private mode, disabled cookies): fall back to memory then. */
export function webBackend(pick: () => Storage | undefined): StringBackend {
  try {
    const store = pick()
    if (store) {
      const probe = '__wenlv_probe__'
      store.setItem(probe, '1')
      store.removeItem(probe)
      return store
    }
  } catch {
    // fall through to memory
  }
  return createMemoryBackend()
}

export const storage = createJsonStore(webBackend(() => (typeof window === 'undefined' ? undefined : window.localStorage)))
export const session = createJsonStore(webBackend(() => (typeof window === 'undefined' ? undefined : window.sessionStorage)))
