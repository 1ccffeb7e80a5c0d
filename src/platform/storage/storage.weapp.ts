import Taro from '@tarojs/taro'
import { createJsonStore, createMemoryBackend, type StringBackend } from './json-store'

/** Subset of the Taro storage API we use; injectable for tests. */
export interface TaroStorageApi {
  getStorageSync(key: string): any
  setStorageSync(key: string, data: any): void
  removeStorageSync(key: string): void
  clearStorageSync(): void
}

export function taroBackend(api: TaroStorageApi): StringBackend {
  return {
    // getStorageSync answers '' for a missing key
    getItem: (key) => {
      const value = api.getStorageSync(key)
      return typeof value === 'string' ? value : value === undefined || value === null ? null : JSON.stringify(value)
    },
    setItem: (key, value) => api.setStorageSync(key, value),
    removeItem: (key) => api.removeStorageSync(key),
    clear: () => api.clearStorageSync(),
  }
}

export const storage = createJsonStore(taroBackend(Taro))
// the mini-program has no session storage: the app's lifetime is its session
export const session = createJsonStore(createMemoryBackend())
