/**
 * Logs without secrets: every request is logged with its URL (pino, at info level, production
 * included), and the contract carries credentials in the query (`token`, `wechatOpenId`, the
 * OAuth and partner `code`, the SM4 `data` payload of the SMS calls, which anyone holding the
 * public site key can read). The request serializer writes the URL with those values replaced,
 * and pino's `redact` blanks the same fields and the credential headers wherever a log call
 * passes a body, a query or headers.
 */
import type { FastifyRequest, FastifyServerOptions } from 'fastify'
import { SENT_ENCRYPTED } from '../../../src/core/sent-encrypted'

export const REDACTED = '[redacted]'

/**
 * Parameter names whose values never reach a log (compared case-insensitively): our token and the
 * login answers' copies of it, partner and WeChat credentials, SMS codes, SM4 payloads, phones and
 * every field that travels SM4-encrypted (src/core/sent-encrypted.ts).
 */
export const SECRET_FIELDS: readonly string[] = [
  ...new Set([
    'token',
    'userToken',
    'userCenterToken',
    'wechatOpenId',
    'openid',
    'code',
    'authCode',
    'data',
    'phone',
    'externalIdentityToken',
    'iFlyUserId',
    'encryption',
    'sessionId',
    ...Object.values(SENT_ENCRYPTED).flat(),
  ]),
]
const SECRET = new Set(SECRET_FIELDS.map((f) => f.toLowerCase()))

/** Request headers that carry credentials (Node lowercases header names). */
const SECRET_HEADERS = ['authorization', 'proxy-authorization', 'cookie', 'sessionid', 'x-token']

function isSecretKey(rawKey: string): boolean {
  let key: string
  try {
    key = decodeURIComponent(rawKey.replace(/\+/g, ' '))
  } catch {
    // a name we cannot read could be anything: keep its value out
    return true
  }
  return SECRET.has(key.replace(/\[\]$/, '').trim().toLowerCase())
}

/** The URL with the value of every secret query parameter replaced by REDACTED. */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const query = url
    .slice(q + 1)
    .split('&')
    .map((part) => {
      const eq = part.indexOf('=')
      if (eq < 0) return part
      const key = part.slice(0, eq)
      return isSecretKey(key) ? `${key}=${REDACTED}` : part
    })
    .join('&')
  return `${url.slice(0, q + 1)}${query}`
}

/** pino redact paths: the secret fields of any logged body, query or form, and the credential headers. */
function redactPaths(): string[] {
  const paths: string[] = []
  for (const holder of ['req.headers', 'headers', 'request.headers']) {
    for (const header of SECRET_HEADERS) paths.push(`${holder}["${header}"]`)
  }
  paths.push('res.headers["set-cookie"]', 'headers["set-cookie"]')
  for (const holder of ['body', 'query', 'fields', 'form', 'req.body', 'req.query', 'request.body', 'request.query']) {
    for (const field of SECRET_FIELDS) paths.push(`${holder}["${field}"]`)
  }
  return paths
}

/** Fastify's request serializer (method, url, host, address) with the URL's secrets taken out. */
function requestForLog(request: FastifyRequest) {
  // a log call may pass its own `req` object: keep it (redact still blanks its credential headers)
  if (typeof request?.url !== 'string' || typeof request.method !== 'string') return request
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

type LoggerOption = FastifyServerOptions['logger']

/** The logger setting with redaction added; `false`/undefined (no logging) stays as it is. */
export function withLogRedaction(logger: LoggerOption): LoggerOption {
  if (!logger) return false
  const base = logger === true ? {} : logger
  return {
    ...base,
    serializers: { ...base.serializers, req: requestForLog as never },
    redact: { paths: redactPaths(), censor: REDACTED },
  }
}
