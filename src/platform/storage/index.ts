/**
 * Synchronous JSON key-value storage. `storage` persists (H5 localStorage, mini-program
 * Taro storage); `session` lasts for the browser tab / the mini-program's lifetime.
 * Keys: ./keys.ts. The platform file (storage.h5.ts / storage.weapp.ts) is chosen by Taro
 * from process.env.TARO_ENV; jest resolves it when its moduleFileExtensions list 'h5.ts' first.
 */
export interface KeyValueStore {
  /** undefined when the key is missing */
  get<T = unknown>(key: string): T | undefined
  /** setting undefined removes the key */
  set(key: string, value: unknown): void
  remove(key: string): void
  clear(): void
}

export { storage, session } from './storage'
export { STORAGE_KEYS, SESSION_KEYS, appointmentQueryKey } from './keys'
