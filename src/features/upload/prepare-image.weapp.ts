/**
 * Mini-program: the image-size rule with Taro.compressImage, which scales to the target size and
 * writes JPEG at the given quality. It cannot write PNG, so covers go up as picked (chooseImage
 * already asks for the compressed size); any failure also uploads the picked image unchanged.
 */
import Taro from '@tarojs/taro'
import { IMAGE_QUALITY, targetImageSize, type ImageKind } from './image-rules'
import type { ChosenImage, PreparedImage } from './chosen-image'

/** the native picker offers both, in the system's language */
export const IMAGE_SOURCE_TYPES: Array<'album' | 'camera'> = ['album', 'camera']

export async function prepareImage(image: ChosenImage, kind: ImageKind): Promise<PreparedImage> {
  const original: PreparedImage = { filePath: image.path }
  if (kind === 'cover') return original
  try {
    const info = await Taro.getImageInfo({ src: image.path })
    const target = targetImageSize(info.width, info.height)
    if (!target.resize) return original
    const compressed = await Taro.compressImage({
      src: image.path,
      quality: Math.round(IMAGE_QUALITY * 100),
      compressedWidth: target.width,
      compressedHeight: target.height,
    })
    return { filePath: compressed.tempFilePath }
  } catch {
    return original
  }
}
