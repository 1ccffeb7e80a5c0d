/**
 * Last content readable offline: the last good answer (code 0) of GET calls marked `offline`
 * (the kit's resource list and detail calls) is kept on the device, and handed back, marked with
 * `savedAt`, when the network fails after the lifecycle's retries.
 * Only the path and the business query form the key: token and lang are left out of it for the token
 * (one device, one visitor) but lang is kept, since answers are translated.
 * Storage caps (design choice, docs/ARCHITECTURE.md): a copy over 256 KB is not kept; all copies
 * together stay under 1 MB on H5 (localStorage is ~5 MB and shared with the app) and 4 MB in the
 * mini-program (10 MB per mini-program); the least recently saved copies go first.
 */
import { storage } from '../platform/storage'

export const OFFLINE_ENTRY_MAX_BYTES = 256 * 1024
export const OFFLINE_TOTAL_MAX_BYTES = process.env.TARO_ENV === 'weapp' ? 4 * 1024 * 1024 : 1024 * 1024
const INDEX_KEY = 'offlineCopies'
const PREFIX = 'offline:'

interface IndexEntry {
  key: string
  bytes: number
  savedAt: number
}

const readIndex = (): IndexEntry[] => storage.get<IndexEntry[]>(INDEX_KEY) ?? []

/** The stored key of a call: its URL without the token parameter. */
export function offlineKey(url: string): string {
  return url.replace(/([?&])token=[^&]*&?/, '$1').replace(/[?&]$/, '')
}

/** Keeps a good answer; drops the oldest copies while the total is over the cap. */
export function keepCopy(url: string, body: unknown, now = Date.now()): void {
  const text = JSON.stringify(body)
  // UTF-16 in localStorage: two bytes a character is the cost that counts against its quota
  const bytes = text.length * 2
  if (bytes > OFFLINE_ENTRY_MAX_BYTES) return
  const key = offlineKey(url)
  const index = readIndex().filter((e) => e.key !== key)
  index.push({ key, bytes, savedAt: now })
  let total = index.reduce((sum, e) => sum + e.bytes, 0)
  while (total > OFFLINE_TOTAL_MAX_BYTES && index.length > 1) {
    const dropped = index.shift()!
    storage.remove(PREFIX + dropped.key)
    total -= dropped.bytes
  }
  try {
    storage.set(PREFIX + key, { savedAt: now, body })
    storage.set(INDEX_KEY, index)
  } catch {
    // storage full or refused (private mode): offline copies are a comfort, never a failure
  }
}

/** The saved answer of a call, marked with the time it was saved; undefined when none. */
export function savedCopy<T>(url: string): (T & { savedAt: number }) | undefined {
  const saved = storage.get<{ savedAt: number; body: T }>(PREFIX + offlineKey(url))
  if (!saved || typeof saved.body !== 'object' || saved.body === null) return undefined
  return { ...saved.body, savedAt: saved.savedAt }
}

/** Forgets every copy (the /clear page, logout of a shared device). */
export function clearCopies(): void {
  for (const e of readIndex()) storage.remove(PREFIX + e.key)
  storage.remove(INDEX_KEY)
}
