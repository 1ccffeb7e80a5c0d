/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) twin beside every text asset of a built
 * H5 site, so the server sends them by content negotiation without compressing on each request
 * (server/src/static/h5.ts). Files under 1 KB are left alone: compression would not pay for itself.
 * Node's zlib does both: no extra dependency. It compresses on libuv's thread pool, so every core
 * works (16 s instead of 24 s on this 2-core machine), and each twin appears whole (written beside,
 * then renamed), so a server already running never sends half a file: `npm start` serves the first
 * page before the twins exist (the server compresses on the fly until then) and precompresses after
 * (scripts/start.mjs).
 * A `.precompressed` file in the folder, written last, says the folder is done.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const TEXT = new Set(['.js', '.css', '.html', '.json', '.svg', '.txt', '.xml', '.map'])
export const MIN_BYTES = 1024
export const DONE_FILE = '.precompressed'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

async function writeWhole(file, data) {
  const part = `${file}.${process.pid}.part`
  await fs.promises.writeFile(part, data)
  await fs.promises.rename(part, file)
}

async function twins(file, totals) {
  const data = await fs.promises.readFile(file)
  if (data.length < MIN_BYTES) return
  const [br, gz] = await Promise.all([
    brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }),
    gzip(data, { level: 9 }),
  ])
  await writeWhole(`${file}.br`, br)
  await writeWhole(`${file}.gz`, gz)
  totals.files++
  totals.bytes += data.length
  totals.br += br.length
  totals.gz += gz.length
}

export async function precompress(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 }
  // largest first, one per core: the long brotli runs start early and the pool stays busy
  const files = fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && TEXT.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath ?? entry.path, entry.name))
    .map((file) => ({ file, size: fs.statSync(file).size }))
    .sort((a, b) => b.size - a.size)
    .map(({ file }) => file)
  let next = 0
  const worker = async () => {
    while (next < files.length) await twins(files[next++], totals)
  }
  await Promise.all(Array.from({ length: Math.max(1, os.availableParallelism()) }, worker))
  fs.writeFileSync(path.join(dir, DONE_FILE), JSON.stringify(totals))
  return totals
}

/** the folder's twins are all written (its precompression finished after its last compile) */
export function precompressed(dir) {
  try {
    return fs.statSync(path.join(dir, DONE_FILE)).mtimeMs >= fs.statSync(path.join(dir, 'index.html')).mtimeMs
  } catch {
    return false
  }
}
