/**
 * Idempotency keys for the writes a client may send again (issue 23, finding 4): when the answer of
 * a committed write is lost (a slow backend, a dropped connection), the client's retry must not
 * write it twice. A route opts in with `config: { idempotent: true }`; a request of it carrying an
 * `Idempotency-Key` header (src/core/idempotency.ts: 16-64 of A-Z a-z 0-9 - _) is handled so:
 *
 *   - the key is scoped to the site, the caller (the user, or the address when anonymous) and the
 *     route, and claimed in the database before the handler runs (INSERT … ON CONFLICT DO NOTHING:
 *     one request per key runs the handler, across server processes);
 *   - the answer the handler gives is stored with the key and sent; a later request with the key
 *     gets that answer again (header `Idempotent-Replayed: true`), the handler does not run;
 *   - a request arriving while the first still runs waits up to IN_PROGRESS_WAIT_MS for its answer,
 *     then answers code 400 `idempotency.inProgress`;
 *   - the same key with another input (query without token/siteCode/lang, body, path) answers code
 *     400 `idempotency.keyReused`; a malformed key code 400 `idempotency.badKey`;
 *   - answers that refuse the input (HTTP 400 and 404: schema, rules, not found) are NOT stored:
 *     by the kit's rule nothing was written, so the client may correct the input and send it again
 *     with the same key. Everything else is stored, success and 5xx alike: after a server error the
 *     write may have been committed, and a retry must not write it a second time;
 *   - keys live IDEMPOTENCY_KEY_TTL_MS (24 h), then the key runs as a new request; expired rows are
 *     swept at most every SWEEP_EVERY_MS.
 *
 * A request without the header runs as before. A claimed key whose request never answered (the
 * process was killed mid-write) stays "in progress" until it expires: whether its write committed is
 * unknown, so it is not run again; the client's next action uses a new key.
 */
import crypto from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify'
import { ResultCode } from '../../../types/contract'
import { IDEMPOTENCY_HEADER, IDEMPOTENCY_KEY_PATTERN, IDEMPOTENCY_KEY_TTL_MS } from '../../../src/core/idempotency'
import { claimKey, completeKey, deleteExpiredKeys, releaseKey, type KeyId } from './idempotency-store'
import { AppError } from './envelope'
import { CONTROL_FIELDS } from './fields'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a write a client may retry: a request with an Idempotency-Key header runs once per key (http/idempotency.ts) */
    idempotent?: boolean
  }
}

/** how long a request waits for the answer of the same key's request still running */
export const IN_PROGRESS_WAIT_MS = 3_000
const POLL_MS = 100
/** expired keys are removed at most this often per process */
export const SWEEP_EVERY_MS = 10 * 60_000
/** a body nested deeper than this is refused before it is fingerprinted (no stack overflow) */
const MAX_FINGERPRINT_DEPTH = 64
/** the answer kept for a key is the handler's, unless it refused the input (nothing written) */
const NOT_STORED_STATUS = new Set([400, 404])

const CONTROL = new Set<string>(CONTROL_FIELDS)
const HEADER = IDEMPOTENCY_HEADER.toLowerCase()

const refuse = (key: string) => new AppError(ResultCode.BAD_REQUEST, `idempotency.${key}`)

/** JSON with object keys sorted, so the same input always hashes the same */
function canonical(value: unknown, depth = 0): string {
  if (depth > MAX_FINGERPRINT_DEPTH) throw new AppError(ResultCode.BAD_REQUEST, 'error.unreadableBody')
  if (Array.isArray(value)) return `[${value.map((v) => canonical(v, depth + 1)).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v, depth + 1)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/** The call's input: the path's parameters, the query without the control fields, the body. */
function fingerprintOf(request: FastifyRequest): string {
  const query = Object.fromEntries(Object.entries((request.query ?? {}) as Record<string, unknown>).filter(([k]) => !CONTROL.has(k)))
  const input = canonical({ params: request.params ?? {}, query, body: request.body ?? null })
  return crypto.createHash('sha256').update(input).digest('hex')
}

function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[HEADER]
  if (raw === undefined) return undefined
  const key = Array.isArray(raw) ? raw : raw.trim()
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key)) throw refuse('badKey')
  return key
}

function asArray<T>(value: T | T[] | undefined): T[] {
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export function installIdempotency(app: FastifyInstance): void {
  /** the key each request claimed (it runs the handler and stores the answer) */
  const claimed = new WeakMap<FastifyRequest, KeyId>()
  let lastSweep = 0

  async function sweep(now: Date): Promise<void> {
    if (now.getTime() - lastSweep < SWEEP_EVERY_MS) return
    lastSweep = now.getTime()
    await deleteExpiredKeys(app.db, now)
  }

  /** after login, body parsing and validation: a request refused by those never claims a key */
  async function claim(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    const key = keyOf(request)
    if (key === undefined) return
    const id: KeyId = {
      siteId: request.site.id,
      caller: request.user ? `u:${request.user.id}` : `a:${request.ip}`,
      route: `${request.method} ${request.routeOptions.url}`,
      key,
    }
    const fingerprint = fingerprintOf(request)
    await sweep(app.clock())
    const deadline = Date.now() + IN_PROGRESS_WAIT_MS
    for (;;) {
      const state = await claimKey(app.db, id, fingerprint, app.clock(), IDEMPOTENCY_KEY_TTL_MS)
      if (state.kind === 'claimed') {
        claimed.set(request, id)
        return
      }
      if (state.kind === 'mismatch') throw refuse('keyReused')
      if (state.kind === 'done') {
        const { statusCode, contentType, body } = state.answer
        if (contentType) reply.header('content-type', contentType)
        return reply.status(statusCode).header('idempotent-replayed', 'true').send(body)
      }
      if (Date.now() >= deadline) throw refuse('inProgress')
      await sleep(POLL_MS)
    }
  }

  /** the claimant's answer, serialized: stored before it is sent, so a retry after a lost answer finds it */
  async function store(request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> {
    const id = claimed.get(request)
    if (!id) return payload
    claimed.delete(request)
    try {
      if (typeof payload !== 'string' || NOT_STORED_STATUS.has(reply.statusCode)) await releaseKey(app.db, id)
      else {
        const contentType = reply.getHeader('content-type')
        await completeKey(app.db, id, {
          statusCode: reply.statusCode,
          contentType: typeof contentType === 'string' ? contentType : null,
          body: payload,
        })
      }
    } catch (err) {
      // the answer still goes out; a retry of this key then finds it "in progress" until it expires
      request.log.error({ err }, 'idempotency key not stored')
    }
    return payload
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.config?.idempotent) return
    const methods = asArray(route.method)
    if (methods.includes('GET')) throw new Error(`${route.url}: only writes are idempotent routes`)
    route.preHandler = [...asArray(route.preHandler), claim]
    route.onSend = [...asArray(route.onSend), store]
  })
}
