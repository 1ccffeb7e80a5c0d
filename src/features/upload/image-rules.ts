/**
 * The image-size rule (rules-and-contract 9: "Images larger than 1500x1000 are scaled down and
 * re-encoded as JPEG at quality 0.8. Cover images are PNG at 0.9"). Pure: the platform code
 * (prepare-image.*.ts) measures the image and does the drawing.
 */
export const MAX_IMAGE_WIDTH = 1500
export const MAX_IMAGE_HEIGHT = 1000
export const IMAGE_MIME = 'image/jpeg'
export const IMAGE_QUALITY = 0.8
export const COVER_MIME = 'image/png'
export const COVER_QUALITY = 0.9

/** a photo of a form, a comment, an avatar... or the cover of something (kept sharper, as PNG) */
export type ImageKind = 'image' | 'cover'

export interface ImageEncoding {
  mimeType: typeof IMAGE_MIME | typeof COVER_MIME
  quality: number
  /** file name extension of the re-encoded image */
  ext: 'jpg' | 'png'
}

export function encodingFor(kind: ImageKind): ImageEncoding {
  return kind === 'cover'
    ? { mimeType: COVER_MIME, quality: COVER_QUALITY, ext: 'png' }
    : { mimeType: IMAGE_MIME, quality: IMAGE_QUALITY, ext: 'jpg' }
}

export interface TargetSize {
  width: number
  height: number
  /** false: the image fits already and is uploaded as it is (no re-encoding) */
  resize: boolean
}

/**
 * The size to upload: an image wider than 1500 or taller than 1000 is scaled down, keeping its
 * aspect ratio, to the largest size that fits inside 1500x1000; anything else stays as it is.
 */
export function targetImageSize(width: number, height: number): TargetSize {
  if (!(width > 0) || !(height > 0)) return { width, height, resize: false }
  if (width <= MAX_IMAGE_WIDTH && height <= MAX_IMAGE_HEIGHT) return { width, height, resize: false }
  const scale = Math.min(MAX_IMAGE_WIDTH / width, MAX_IMAGE_HEIGHT / height)
  // rounding may not push a side past its limit, nor a thin image to nothing
  return {
    width: Math.max(1, Math.min(MAX_IMAGE_WIDTH, Math.round(width * scale))),
    height: Math.max(1, Math.min(MAX_IMAGE_HEIGHT, Math.round(height * scale))),
    resize: true,
  }
}
