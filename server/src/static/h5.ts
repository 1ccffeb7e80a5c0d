/**
 * Serves the one H5 compile (dist/h5/_app/, scripts/lib/one-compile.cjs) for every site on the API's
 * port, so the relative API base '/api/' works as is. The site comes from the Host (see
 * SiteRegistry.resolve); its index.html is the compile's template stamped with the site's config
 * (scripts/lib/h5-stamp.mjs), made in memory once per site and compile, so a site added to
 * sites/ is served after a restart with no compile.
 * Paths without a file extension that match no file get index.html (browser-mode routing);
 * a missing file with an extension is a real 404, so a missing chunk fails loudly instead of
 * receiving HTML.
 */
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { createRequire } from 'node:module'
import { readCompile, stampIndexHtml } from '../../../scripts/lib/h5-stamp.mjs'
import { escapeHtml } from '../../../src/core/escape-html'
import type { SiteConfig } from '../../../types/site'
import { h5ContentSecurityPolicy } from '../http/security-headers'
import { attachSite } from '../site/site-context'

const { H5_APP_FOLDER } = createRequire(import.meta.url)('../../../scripts/lib/one-compile.cjs') as { H5_APP_FOLDER: string }

/** webpack names built assets with a content hash (config/index.ts: [name].[hash:8].js), so they never change. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=300'

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile()
  } catch {
    return false
  }
}

function htmlPage(reply: FastifyReply, status: number, lang: string, title: string, body: string) {
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(
      `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title></head><body style="font-family:sans-serif;padding:24px">${body}</body></html>`,
    )
}

interface StampedPage {
  html: string
  /** its Content-Security-Policy: the hashes of exactly these inline scripts (http/security-headers.ts) */
  csp: string
}

/** Stamped index.html per site, made again when the compile's index.html changes (a new build). */
function stampedPages(appRoot: string) {
  let compiledAt = -1
  const pages = new Map<string, StampedPage>()
  return (site: SiteConfig): StampedPage => {
    const mtime = fs.statSync(path.join(appRoot, 'index.html')).mtimeMs
    if (mtime !== compiledAt) {
      pages.clear()
      compiledAt = mtime
    }
    let page = pages.get(site.siteCode)
    if (page === undefined) {
      const html = stampIndexHtml(readCompile(appRoot), site)
      page = { html, csp: h5ContentSecurityPolicy(site, html) }
      pages.set(site.siteCode, page)
    }
    return page
  }
}

export async function h5Static(app: FastifyInstance, options: { h5Root: string }): Promise<void> {
  // preCompressed: an asset with a .br or .gz twin (written by scripts/build.mjs) is sent as that twin
  // when the browser accepts it, else as it is
  await app.register(fastifyStatic, { serve: false, preCompressed: true })
  const appRoot = path.join(path.resolve(options.h5Root), H5_APP_FOLDER)
  const pageOf = stampedPages(appRoot)

  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0]
    if (pathname === '/api' || pathname.startsWith('/api/')) return reply.callNotFound()
    const lookup = app.sites.resolve(undefined, request.hostname)
    if ('unknownSiteCode' in lookup) {
      const message = escapeHtml(request.t('error.unknownSite', { siteCode: lookup.unknownSiteCode }))
      return htmlPage(reply, 404, request.lang, message, `<p>${message}</p>`)
    }
    attachSite(request, lookup.site)
    const t = request.t
    const siteCode = lookup.site.siteCode

    let rel: string
    try {
      rel = path.posix.normalize(decodeURIComponent(pathname))
    } catch {
      rel = '/'
    }
    const file = path.join(appRoot, rel)
    // the compile's index.html is a template without a site: never sent as it is
    const shell = rel === '/' || /^\/index\.html(\.br|\.gz)?$/.test(rel)
    if (!shell && !rel.includes('\0') && file.startsWith(appRoot + path.sep) && isFile(file)) {
      reply.header('cache-control', HASHED_ASSET.test(rel) ? IMMUTABLE : SHORT).header('vary', 'accept-encoding')
      return reply.sendFile(rel, appRoot, { cacheControl: false })
    }
    if (path.posix.extname(rel) && rel !== '/index.html') {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(t('h5.fileNotFound', { path: rel }))
    }
    if (!isFile(path.join(appRoot, 'index.html'))) {
      const command = 'npm run build -- --target h5'
      return htmlPage(
        reply,
        503,
        request.lang,
        t('h5.notBuiltTitle'),
        `<h1>${escapeHtml(t('h5.notBuiltTitle'))}</h1><p>${escapeHtml(t('h5.notBuilt', { siteCode }))}</p><pre>${escapeHtml(command)}</pre>`,
      )
    }
    // the app shell: always revalidated so a new build shows up on the next visit
    const page = pageOf(lookup.site.config)
    reply.header('cache-control', 'no-cache').header('content-security-policy', page.csp)
    return reply.type('text/html; charset=utf-8').send(page.html)
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler })
  app.route({ method: ['GET', 'HEAD'], url: '/', handler })
}
