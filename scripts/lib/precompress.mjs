/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every text asset of a built
 * H5 site, so the server sends them by content negotiation without compressing on each request
 * (server/src/static/h5.ts). Files under 1 KB are left alone: compression would not pay for itself.
 * Node's zlib does both: no extra dependency.
 */
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'

const TEXT = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.map'])
export const MIN_BYTES = 1024

export function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 }
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !TEXT.has(path.extname(entry.name))) continue
    const file = path.join(entry.parentPath ?? entry.path, entry.name)
    const data = fs.readFileSync(file)
    if (data.length < MIN_BYTES) continue
    const br = zlib.brotliCompressSync(data, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
    })
    const gz = zlib.gzipSync(data, { level: 9 })
    fs.writeFileSync(`${file}.br`, br)
    fs.writeFileSync(`${file}.gz`, gz)
    totals.files++
    totals.bytes += data.length
    totals.br += br.length
    totals.gz += gz.length
  }
  return totals
}
