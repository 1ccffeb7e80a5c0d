/**
 * LocalDiskStorage: the development provider. Files live under one folder (default
 * server/.data/uploads) and the files plugin serves them at GET /api/file/get/<key>. Writes go to
 * a temporary name first and are renamed into place, so a reader never sees half a file and a
 * failed write leaves nothing behind.
 */
import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { isSafeKey, type ObjectStorage, type StoredObject } from './types'

/** Where this server serves local files (plugins/files/local-files-route.ts). */
export const LOCAL_FILES_ROUTE = '/api/file/get'

const CONTENT_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mp3: 'audio/mpeg',
  aac: 'audio/aac',
  m4a: 'audio/mp4',
  webm: 'audio/webm',
  ogg: 'audio/ogg',
  wav: 'audio/wav',
}

export interface LocalFile {
  file: string
  size: number
  contentType: string
}

export class LocalDiskStorage implements ObjectStorage {
  readonly name = 'local' as const
  readonly dir: string
  private readonly publicBaseUrl: string

  /**
   * publicBaseUrl: where the keys are reachable; default the site-relative LOCAL_FILES_ROUTE
   * (the route makes it absolute with the caller's origin). Set it when something else (a web
   * server, a CDN) serves the folder.
   */
  constructor(opts: { dir: string; publicBaseUrl?: string }) {
    this.dir = path.resolve(opts.dir)
    this.publicBaseUrl = (opts.publicBaseUrl ?? LOCAL_FILES_ROUTE).replace(/\/+$/, '')
  }

  /** The file of a key, or null: an unsafe key never becomes a path. */
  pathOf(key: string): string | null {
    if (!isSafeKey(key)) return null
    const file = path.join(this.dir, ...key.split('/'))
    return file.startsWith(this.dir + path.sep) ? file : null
  }

  async put(key: string, bytes: Uint8Array, _contentType: string): Promise<StoredObject> {
    const file = this.pathOf(key)
    if (!file) throw new Error(`unsafe storage key "${key}"`)
    await fs.promises.mkdir(path.dirname(file), { recursive: true })
    const temp = `${file}.${crypto.randomBytes(6).toString('hex')}.part`
    try {
      await fs.promises.writeFile(temp, bytes, { flag: 'wx' })
      await fs.promises.rename(temp, file)
    } catch (e) {
      await fs.promises.rm(temp, { force: true })
      throw e
    }
    const url = `${this.publicBaseUrl}/${key}`
    return { url, safeUrl: url }
  }

  async delete(key: string): Promise<void> {
    const file = this.pathOf(key)
    if (file) await fs.promises.rm(file, { force: true })
  }

  /** A stored file to serve, or null when the key is unsafe or nothing is stored under it. */
  async find(key: string): Promise<LocalFile | null> {
    const file = this.pathOf(key)
    if (!file) return null
    const stat = await fs.promises.stat(file).catch(() => null)
    if (!stat?.isFile()) return null
    const ext = key.slice(key.lastIndexOf('.') + 1)
    return { file, size: stat.size, contentType: CONTENT_TYPES[ext] ?? 'application/octet-stream' }
  }
}
