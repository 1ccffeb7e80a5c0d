/**
 * S3-compatible object storage through SigV4-signed requests (sigv4.ts) and fetch: AWS S3,
 * MinIO (S3_PATH_STYLE=1), Aliyun OSS and Tencent COS (their S3 endpoints, virtual-hosted style).
 * Objects must be publicly readable (bucket policy or a CDN in front, S3_PUBLIC_BASE_URL):
 * the app shows the returned url as it is.
 */
import { authorizationHeader, amzDate, EMPTY_PAYLOAD_SHA256, sha256Hex, uriEncodePath, type SigV4Credentials } from './sigv4'
import { isSafeKey, type ObjectStorage, type StoredObject } from './types'

export interface S3Config {
  /** e.g. https://s3.eu-west-1.amazonaws.com, https://oss-cn-hangzhou.aliyuncs.com, http://127.0.0.1:9000 */
  endpoint: string
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  /** where the objects are read publicly (CDN or bucket domain); default the object's own address */
  publicBaseUrl?: string
  /** endpoint/bucket/key instead of bucket.endpoint/key (MinIO and most self-hosted stores) */
  pathStyle?: boolean
  fetch?: typeof fetch
  clock?: () => Date
  timeoutMs?: number
}

const DEFAULT_TIMEOUT_MS = 30_000

export class S3Storage implements ObjectStorage {
  readonly name = 's3' as const
  private readonly endpoint: URL
  private readonly credentials: SigV4Credentials

  constructor(private readonly cfg: S3Config) {
    this.endpoint = new URL(cfg.endpoint)
    if (this.endpoint.protocol !== 'https:' && this.endpoint.protocol !== 'http:') throw new Error('S3_ENDPOINT must be an http(s) address')
    this.credentials = { accessKeyId: cfg.accessKeyId, secretAccessKey: cfg.secretAccessKey, region: cfg.region, service: 's3' }
  }

  /** The object's address at the store: host and encoded path, as signed and as fetched. */
  objectAddress(key: string): { url: string; host: string; path: string } {
    const encodedKey = uriEncodePath(key)
    const base = this.endpoint.pathname.replace(/\/+$/, '')
    const host = this.cfg.pathStyle ? this.endpoint.host : `${this.cfg.bucket}.${this.endpoint.host}`
    const path = this.cfg.pathStyle ? `${base}/${encodeURIComponent(this.cfg.bucket)}/${encodedKey}` : `${base}/${encodedKey}`
    return { url: `${this.endpoint.protocol}//${host}${path}`, host, path }
  }

  publicUrl(key: string): string {
    if (!this.cfg.publicBaseUrl) return this.objectAddress(key).url
    return `${this.cfg.publicBaseUrl.replace(/\/+$/, '')}/${uriEncodePath(key)}`
  }

  async put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredObject> {
    if (!isSafeKey(key)) throw new Error(`unsafe storage key "${key}"`)
    await this.send('PUT', key, bytes, { 'content-type': contentType })
    const url = this.publicUrl(key)
    return { url, safeUrl: url }
  }

  async delete(key: string): Promise<void> {
    if (!isSafeKey(key)) return
    await this.send('DELETE', key, undefined, {})
  }

  private async send(method: 'PUT' | 'DELETE', key: string, body: Uint8Array | undefined, extra: Record<string, string>): Promise<void> {
    const now = (this.cfg.clock ?? (() => new Date()))()
    const address = this.objectAddress(key)
    const payloadHash = body ? sha256Hex(body) : EMPTY_PAYLOAD_SHA256
    const headers: Record<string, string> = {
      ...extra,
      host: address.host,
      'x-amz-content-sha256': payloadHash,
      'x-amz-date': amzDate(now),
    }
    headers.authorization = authorizationHeader({ method, path: address.path, headers, payloadHash }, this.credentials, now)
    // fetch sets Host itself (the same host that was signed) and refuses it as a header
    const { host: _host, ...sent } = headers
    const res = await (this.cfg.fetch ?? fetch)(address.url, {
      method,
      headers: sent,
      // a Uint8Array is a valid fetch body; the typings only name the ArrayBuffer-backed kind
      body: body as RequestInit['body'],
      signal: AbortSignal.timeout(this.cfg.timeoutMs ?? DEFAULT_TIMEOUT_MS),
    })
    if (!res.ok) {
      const text = await res.text().catch(() => '')
      const code = /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1]
      throw new Error(`object store ${method} answered HTTP ${res.status}${code ? ` ${code}` : ''}`)
    }
  }
}
