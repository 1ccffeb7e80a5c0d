/**
 * Security headers and CORS for every answer (@fastify/helmet, @fastify/cors):
 * - API answers: `nosniff`, a CSP that lets a JSON or the dev pages load nothing but their own
 *   style (`API_CSP`), no framing, `strict-origin-when-cross-origin` referrers; a
 *   Cross-Origin-Resource-Policy of `cross-origin`, since pictures and uploads are shown by the H5
 *   origin when the API lives on another one, and by the mini-program.
 * - CORS only for the app's own origins: each site's `https://<h5Domain>` and the `CORS_ORIGINS`
 *   setting (when a production build calls an API on another origin, sites/*.json `api`);
 *   preflights answered 204. The app sends its token in the query, never a cookie: no credentials.
 * - H5 pages get their own CSP (`h5ContentSecurityPolicy`, set by static/h5.ts): only the app's own
 *   scripts, the hashes of the page's inline scripts, and the hosts the site's config names.
 */
import crypto from 'node:crypto'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'
import type { SiteConfig } from '../../../types/site'

/** What an API answer may load: nothing but the inline style of the dev pages and their own pictures. */
const API_CSP_DIRECTIVES = {
  'default-src': ["'none'"],
  'style-src': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
}
/** the header as helmet writes it */
export const API_CSP = Object.entries(API_CSP_DIRECTIVES)
  .map(([name, values]) => `${name} ${values.join(' ')}`)
  .join(';')

/** Browser features the app uses: location (maps, nearby), the microphone (voice complaints), the camera (QR scan). */
export const PERMISSIONS_POLICY =
  'geolocation=(self), microphone=(self), camera=(self), payment=(), usb=(), serial=(), bluetooth=(), midi=()'

/** The WeChat JS-SDK (src/platform/wechat/jssdk.ts) and its fallback host. */
const WECHAT_SCRIPT_HOSTS = ['https://res.wx.qq.com', 'https://res2.wx.qq.com']

const originOf = (address: string): string | undefined => {
  try {
    const url = new URL(address)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined
  } catch {
    return undefined
  }
}

/** Every absolute origin the site's config names for its APIs, media and uploads (all environments). */
export function siteApiOrigins(site: SiteConfig): string[] {
  const out = new Set<string>()
  for (const bases of Object.values(site.api ?? {})) {
    for (const address of Object.values(bases ?? {})) {
      const origin = typeof address === 'string' ? originOf(address) : undefined
      if (origin) out.add(origin)
    }
  }
  return [...out]
}

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`

/** The bodies of a page's inline scripts (those without src); a JSON data block runs nothing and needs no hash. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype="application\/json")[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1])
}

/**
 * The CSP of a site's H5 page. Scripts: the compile's own files and the hashed inline scripts of
 * the stamped page (the rem script, `window.__WENLV_SITE__`), the WeChat JS-SDK; calls and media:
 * this origin and the site's configured API/media/upload origins, plus blob: (hls.js feeds the
 * video element through MediaSource; an H5 upload reads its picked file back from a blob: URL).
 * Pictures may come from any https host: operators' content (news, campaigns, uploads on a CDN)
 * names them, and a picture cannot run code.
 */
export function h5ContentSecurityPolicy(site: SiteConfig, html: string): string {
  const apiOrigins = siteApiOrigins(site)
  const tiles = site.mapTiles ? originOf(site.mapTiles.replace(/\{[a-z]+\}/g, 'x')) : undefined
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...new Set(inlineScripts(html).map(sha256)), ...WECHAT_SCRIPT_HOSTS],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', 'https:', ...(tiles?.startsWith('http:') ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:', ...apiOrigins],
    'connect-src': ["'self'", 'blob:', ...apiOrigins],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

export interface SecurityHeaderOptions {
  /** origins allowed to call the API besides each site's https://<h5Domain> (CORS_ORIGINS) */
  corsOrigins?: readonly string[]
}

export async function installSecurityHeaders(app: FastifyInstance, options: SecurityHeaderOptions = {}): Promise<void> {
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: API_CSP_DIRECTIVES },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    frameguard: { action: 'sameorigin' },
    // HTTPS is the reverse proxy's; it matters only there, and never for the operator's other hosts
    strictTransportSecurity: { maxAge: 15_552_000, includeSubDomains: false },
  })
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  })

  const configured = new Set(options.corsOrigins ?? [])
  const allowed = (origin: string) =>
    configured.has(origin) || app.sites.all().some((site) => site.h5Domain && origin === `https://${site.h5Domain.toLowerCase()}`)
  await app.register(cors, {
    // a request without Origin (same origin, server to server, the mini-program) needs no CORS answer
    origin: (origin, callback) => callback(null, origin ? allowed(origin) : false),
    methods: ['GET', 'HEAD', 'POST'],
    maxAge: 600,
  })
}
