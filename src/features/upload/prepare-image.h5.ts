/**
 * H5: the image-size rule with a canvas. An image larger than 1500x1000 is drawn at its target
 * size and re-encoded (JPEG 0.8, covers PNG 0.9); a smaller one is uploaded untouched.
 * If the browser cannot decode or encode it, the original goes up and the server judges it.
 */
import { encodingFor, IMAGE_MIME, targetImageSize, type ImageKind } from './image-rules'
import type { ChosenImage, PreparedImage } from './chosen-image'

/**
 * Only the album: with both sources Taro's H5 chooseImage asks through its own action sheet
 * whose labels are fixed Chinese text; a phone's file picker offers the camera itself.
 */
export const IMAGE_SOURCE_TYPES: Array<'album' | 'camera'> = ['album']

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image()
    image.onload = () => resolve(image)
    image.onerror = () => reject(new Error('image could not be decoded'))
    image.src = src
  })
}

function canvasBlob(canvas: HTMLCanvasElement, mimeType: string, quality: number): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, mimeType, quality))
}

export async function prepareImage(image: ChosenImage, kind: ImageKind): Promise<PreparedImage> {
  const original: PreparedImage = { file: image.file, filePath: image.path }
  try {
    const element = await loadImage(image.path)
    const target = targetImageSize(element.naturalWidth, element.naturalHeight)
    if (!target.resize) return original
    const encoding = encodingFor(kind)
    const canvas = document.createElement('canvas')
    canvas.width = target.width
    canvas.height = target.height
    const context = canvas.getContext('2d')
    if (!context) return original
    // JPEG has no transparency: transparent pixels would turn black without a white ground
    if (encoding.mimeType === IMAGE_MIME) {
      context.fillStyle = '#fff'
      context.fillRect(0, 0, target.width, target.height)
    }
    context.drawImage(element, 0, 0, target.width, target.height)
    const blob = await canvasBlob(canvas, encoding.mimeType, encoding.quality)
    return blob ? { file: blob, fileName: `image.${encoding.ext}` } : original
  } catch {
    return original
  }
}
