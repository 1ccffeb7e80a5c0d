/**
 * The store behind the response cache: a Map kept in least-recently-used order, capped by the
 * bytes of the payloads it holds (answers range from a few hundred bytes to a long news body, so
 * a count cap would say little about memory), with a per-entry expiry read from an injected clock
 * so tests can move time instead of waiting.
 */

export interface CachedResponse {
  /** the serialized body, exactly as first sent, encoded once so hits skip the UTF-8 encoding */
  payload: Buffer
  /**
   * The only header replayed: every other one comes from instance hooks, which run on hits too
   * (replaying theirs could hand one caller's header, e.g. a reflected Origin, to another)
   */
  contentType: string
  /** what invalidate() matches on */
  tags: readonly string[]
  siteId: number
  /** clock time (ms) after which the entry is gone */
  expiresAt: number
}

export class ResponseLru {
  /** insertion order of a Map is its iteration order: first = least recently used */
  private readonly entries = new Map<string, CachedResponse>()
  private bytes = 0

  constructor(
    private readonly maxBytes: number,
    private readonly now: () => number,
  ) {}

  get size(): number {
    return this.entries.size
  }

  get totalBytes(): number {
    return this.bytes
  }

  get(key: string): CachedResponse | undefined {
    const entry = this.entries.get(key)
    if (!entry) return undefined
    if (entry.expiresAt <= this.now()) {
      this.delete(key)
      return undefined
    }
    // re-insert so it becomes the most recently used
    this.entries.delete(key)
    this.entries.set(key, entry)
    return entry
  }

  set(key: string, entry: CachedResponse): void {
    const cost = sizeOf(key, entry)
    // one answer larger than the whole cache would evict everything and still not fit
    if (cost > this.maxBytes) return
    this.delete(key)
    this.entries.set(key, entry)
    this.bytes += cost
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break
      this.delete(oldest)
    }
  }

  /** Drops every entry `match` accepts; answers how many went. */
  deleteWhere(match: (entry: CachedResponse) => boolean): number {
    let dropped = 0
    for (const [key, entry] of this.entries) {
      if (match(entry)) {
        this.delete(key)
        dropped++
      }
    }
    return dropped
  }

  clear(): void {
    this.entries.clear()
    this.bytes = 0
  }

  private delete(key: string): void {
    const entry = this.entries.get(key)
    if (!entry) return
    this.entries.delete(key)
    this.bytes -= sizeOf(key, entry)
  }
}

/** Approximate memory of an entry: the key is a UTF-16 string, two bytes a character; fixed overhead ignored. */
function sizeOf(key: string, entry: CachedResponse): number {
  return 2 * key.length + entry.payload.length
}
