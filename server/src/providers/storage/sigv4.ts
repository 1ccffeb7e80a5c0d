/**
 * AWS Signature Version 4 (header form), the signing every S3-compatible store accepts:
 * AWS S3, MinIO, Aliyun OSS and Tencent COS (their S3 endpoints). Only node:crypto; tested
 * against the examples of the AWS S3 documentation ("Signature calculations for the
 * Authorization header"), so a change that breaks the algorithm fails a test.
 */
import crypto from 'node:crypto'

export const SIGV4_ALGORITHM = 'AWS4-HMAC-SHA256'
/** sha256 of an empty body (GET, DELETE) */
export const EMPTY_PAYLOAD_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855'

export interface SigV4Credentials {
  accessKeyId: string
  secretAccessKey: string
  region: string
  /** `s3` for object stores */
  service: string
}

export interface SigV4Request {
  method: string
  /** already URI-encoded the S3 way (see uriEncodePath); the same string goes into the URL */
  path: string
  query?: Record<string, string>
  /** every header to sign, host included; names in any case */
  headers: Record<string, string>
  /** hex sha256 of the body (or UNSIGNED-PAYLOAD) */
  payloadHash: string
}

export function sha256Hex(data: string | Uint8Array): string {
  return crypto.createHash('sha256').update(data).digest('hex')
}

function hmac(key: crypto.BinaryLike, data: string): Buffer {
  return crypto.createHmac('sha256', key).update(data, 'utf8').digest()
}

/** RFC 3986 encoding as SigV4 wants it: everything but A-Z a-z 0-9 - _ . ~ */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
}

/** An object key as a path: each segment encoded once, slashes kept (S3 does not double-encode). */
export function uriEncodePath(key: string): string {
  return key.split('/').map(uriEncode).join('/')
}

/** 20130524T000000Z */
export function amzDate(now: Date): string {
  return now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')
}

export function signingKey(secretAccessKey: string, date8: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secretAccessKey}`, date8)
  const kRegion = hmac(kDate, region)
  const kService = hmac(kRegion, service)
  return hmac(kService, 'aws4_request')
}

export function canonicalRequest(request: SigV4Request): { canonical: string; signedHeaders: string } {
  const headers = Object.entries(request.headers)
    .map(([name, value]) => [name.toLowerCase(), String(value).trim().replace(/\s+/g, ' ')] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const signedHeaders = headers.map(([name]) => name).join(';')
  const query = Object.entries(request.query ?? {})
    .map(([k, v]) => [uriEncode(k), uriEncode(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&')
  const canonical = [
    request.method.toUpperCase(),
    request.path || '/',
    query,
    headers.map(([name, value]) => `${name}:${value}\n`).join(''),
    signedHeaders,
    request.payloadHash,
  ].join('\n')
  return { canonical, signedHeaders }
}

export function stringToSign(canonical: string, timestamp: string, scope: string): string {
  return [SIGV4_ALGORITHM, timestamp, scope, sha256Hex(canonical)].join('\n')
}

/**
 * The Authorization header of a request. `request.headers` must already hold x-amz-date
 * (= amzDate(now)) and x-amz-content-sha256 when the service wants them (S3 does).
 */
export function authorizationHeader(request: SigV4Request, credentials: SigV4Credentials, now: Date): string {
  const timestamp = amzDate(now)
  const date8 = timestamp.slice(0, 8)
  const scope = `${date8}/${credentials.region}/${credentials.service}/aws4_request`
  const { canonical, signedHeaders } = canonicalRequest(request)
  const key = signingKey(credentials.secretAccessKey, date8, credentials.region, credentials.service)
  const signature = crypto
    .createHmac('sha256', key)
    .update(stringToSign(canonical, timestamp, scope), 'utf8')
    .digest('hex')
  return `${SIGV4_ALGORITHM} Credential=${credentials.accessKeyId}/${scope},SignedHeaders=${signedHeaders},Signature=${signature}`
}
