/**
 * The one JSON key-value store both platforms share; only the string backend differs
 * (H5 localStorage / sessionStorage, mini-program Taro storage, memory).
 * Values are always stored JSON-encoded so `get` returns what `set` was given on either platform.
 */
import type { KeyValueStore } from './index'

export interface StringBackend {
  /** null, undefined or '' when the key is missing */
  getItem(key: string): string | null | undefined
  setItem(key: string, value: string): void
  removeItem(key: string): void
  clear(): void
}

export function createJsonStore(backend: StringBackend): KeyValueStore {
  return {
    get<T = unknown>(key: string): T | undefined {
      const raw = backend.getItem(key)
      if (raw === null || raw === undefined || raw === '') return undefined
      try {
        return JSON.parse(raw) as T
      } catch {
        // a plain string written by another script (or an older app version): hand it back as is
        return raw as unknown as T
      }
    },
    set(key: string, value: unknown): void {
      if (value === undefined) {
        backend.removeItem(key)
        return
      }
      backend.setItem(key, JSON.stringify(value))
    },
    remove(key: string): void {
      backend.removeItem(key)
    },
    clear(): void {
      backend.clear()
    },
  }
}

/** In-memory backend: mini-program session scope, and the fallback when web storage is blocked. */
export function createMemoryBackend(): StringBackend {
  const map = new Map<string, string>()
  return {
    getItem: (key) => (map.has(key) ? (map.get(key) as string) : null),
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    clear: () => map.clear(),
  }
}
