/**
 * What may be uploaded, decided by the file's first bytes (its "magic number"), never by the
 * name or the Content-Type the client sent: a text file named photo.png is still text.
 */
export type FileKind = 'image' | 'video'

export interface FileType {
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'mp4'
  contentType: string
  kind: FileKind
}

const MB = 1024 * 1024
/** Per-file limits: photos from phone cameras stay well under 10 MB; short clips under 50 MB. */
export const MAX_IMAGE_BYTES = 10 * MB
export const MAX_VIDEO_BYTES = 50 * MB
/** bytes the detection needs to look at */
export const SNIFF_BYTES = 16

export function maxBytesOf(kind: FileKind): number {
  return kind === 'image' ? MAX_IMAGE_BYTES : MAX_VIDEO_BYTES
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** ISO base media brands of MP4 files (not QuickTime 'qt  ', not HEIF images 'heic'/'mif1'). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'MSNV'])

export function detectFileType(head: Uint8Array): FileType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff)
    return { ext: 'jpg', contentType: 'image/jpeg', kind: 'image' }
  if (head.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => head[i] === b))
    return { ext: 'png', contentType: 'image/png', kind: 'image' }
  if (head.length >= 6 && (ascii(head, 0, 6) === 'GIF87a' || ascii(head, 0, 6) === 'GIF89a'))
    return { ext: 'gif', contentType: 'image/gif', kind: 'image' }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP')
    return { ext: 'webp', contentType: 'image/webp', kind: 'image' }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && MP4_BRANDS.has(ascii(head, 8, 12)))
    return { ext: 'mp4', contentType: 'video/mp4', kind: 'video' }
  return null
}
