/**
 * Serves the built H5 apps (dist/h5/<siteCode>/) on the API's port, so an H5 build whose API
 * base is the relative '/api/' works as is. The site comes from the Host (see SiteRegistry.resolve).
 * Paths without a file extension that match no file get index.html (browser-mode routing);
 * a missing file with an extension is a real 404, so a missing chunk fails loudly instead of
 * receiving HTML.
 */
import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { attachSite } from '../site/site-context'

/** webpack names built assets with a content hash (config/index.ts: [name].[hash:8].js), so they never change. */
const HASHED_ASSET = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i
const IMMUTABLE = 'public, max-age=31536000, immutable'
const SHORT = 'public, max-age=300'

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

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

export async function h5Static(app: FastifyInstance, options: { h5Root: string }): Promise<void> {
  // preCompressed: an asset with a .br or .gz twin (written by scripts/build.mjs) is sent as that twin
  // when the browser accepts it, else as it is
  await app.register(fastifyStatic, { serve: false, preCompressed: true })
  const h5Root = path.resolve(options.h5Root)

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
    const siteRoot = path.join(h5Root, siteCode)

    let rel: string
    try {
      rel = path.posix.normalize(decodeURIComponent(pathname))
    } catch {
      rel = '/'
    }
    const file = path.join(siteRoot, rel)
    if (rel !== '/' && !rel.includes('\0') && file.startsWith(siteRoot + path.sep) && isFile(file)) {
      reply.header('cache-control', HASHED_ASSET.test(rel) ? IMMUTABLE : SHORT).header('vary', 'accept-encoding')
      return reply.sendFile(rel, siteRoot, { cacheControl: false })
    }
    if (path.posix.extname(rel) && rel !== '/index.html') {
      return reply
        .status(404)
        .type('text/plain; charset=utf-8')
        .send(t('h5.fileNotFound', { path: rel }))
    }
    if (!isFile(path.join(siteRoot, 'index.html'))) {
      const command = `WENLV_SITE=${siteCode} npx taro build --type h5`
      return htmlPage(
        reply,
        503,
        request.lang,
        t('h5.notBuiltTitle'),
        `<h1>${escapeHtml(t('h5.notBuiltTitle'))}</h1><p>${escapeHtml(t('h5.notBuilt', { siteCode }))}</p><pre>${escapeHtml(command)}</pre>`,
      )
    }
    // the app shell: always revalidated so a new build shows up on the next visit
    reply.header('cache-control', 'no-cache')
    return reply.sendFile('index.html', siteRoot, { cacheControl: false })
  }

  app.route({ method: ['GET', 'HEAD'], url: '/*', handler })
  app.route({ method: ['GET', 'HEAD'], url: '/', handler })
}
