/**
 * What may be uploaded, decided by the file's first bytes (its "magic number"), never by the
 * name or the Content-Type the client sent: a text file named photo.png is still text.
 */
export type FileKind = 'image' | 'video' | 'audio'

export interface FileType {
  ext: 'jpg' | 'png' | 'gif' | 'webp' | 'mp4' | 'mp3' | 'aac' | 'm4a' | 'webm' | 'ogg' | 'wav'
  contentType: string
  kind: FileKind
}

const MB = 1024 * 1024
/** Per-file limits: photos from phone cameras stay well under 10 MB; short clips under 50 MB. */
export const MAX_IMAGE_BYTES = 10 * MB
export const MAX_VIDEO_BYTES = 50 * MB
/** Voice recordings (the complaints' /complain-voice, 60 s at most): 10 MB is minutes of any codec. */
export const MAX_AUDIO_BYTES = 10 * MB
/** bytes the detection needs to look at */
export const SNIFF_BYTES = 16

export function maxBytesOf(kind: FileKind): number {
  return kind === 'image' ? MAX_IMAGE_BYTES : kind === 'audio' ? MAX_AUDIO_BYTES : MAX_VIDEO_BYTES
}

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))

/** ISO base media brands of MP4 files (not QuickTime 'qt  ', not HEIF images 'heic'/'mif1'). */
const MP4_BRANDS = new Set(['isom', 'iso2', 'iso3', 'iso4', 'iso5', 'iso6', 'mp41', 'mp42', 'avc1', 'M4V ', 'dash', 'mmp4', 'MSNV'])
/** MPEG-4 audio brands (iPhone and WeChat recordings in AAC are M4A) */
const M4A_BRANDS = new Set(['M4A ', 'M4B '])

/**
 * Audio (voice complaints, plugins/complaints saveAudio): MP3 (ID3 tag or an MPEG layer III frame),
 * AAC in ADTS frames, M4A, WebM and Ogg (what MediaRecorder writes in browsers), WAV.
 */
function detectAudio(head: Uint8Array): FileType | null {
  if (head.length >= 3 && ascii(head, 0, 3) === 'ID3') return { ext: 'mp3', contentType: 'audio/mpeg', kind: 'audio' }
  // frame sync (11 bits), MPEG version not reserved, layer III
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xe0) === 0xe0 && (head[1] & 0x18) !== 0x08 && (head[1] & 0x06) === 0x02)
    return { ext: 'mp3', contentType: 'audio/mpeg', kind: 'audio' }
  // ADTS: sync 12 bits, layer 00
  if (head.length >= 2 && head[0] === 0xff && (head[1] & 0xf6) === 0xf0) return { ext: 'aac', contentType: 'audio/aac', kind: 'audio' }
  if (head.length >= 12 && ascii(head, 4, 8) === 'ftyp' && M4A_BRANDS.has(ascii(head, 8, 12)))
    return { ext: 'm4a', contentType: 'audio/mp4', kind: 'audio' }
  if (head.length >= 4 && head[0] === 0x1a && head[1] === 0x45 && head[2] === 0xdf && head[3] === 0xa3)
    return { ext: 'webm', contentType: 'audio/webm', kind: 'audio' }
  if (head.length >= 4 && ascii(head, 0, 4) === 'OggS') return { ext: 'ogg', contentType: 'audio/ogg', kind: 'audio' }
  if (head.length >= 12 && ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WAVE')
    return { ext: 'wav', contentType: 'audio/wav', kind: 'audio' }
  return null
}

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
  return detectAudio(head)
}
