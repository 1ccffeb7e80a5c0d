// Types for the platform files prepare-image.h5.ts / prepare-image.weapp.ts (Taro picks one at build time).
import type { ChosenImage, PreparedImage } from './chosen-image'
import type { ImageKind } from './image-rules'
/** where chooseImage may take pictures from on this platform */
export declare const IMAGE_SOURCE_TYPES: Array<'album' | 'camera'>
/** applies the image-size rule (image-rules.ts); any failure hands back the picked image unchanged */
export declare function prepareImage(image: ChosenImage, kind: ImageKind): Promise<PreparedImage>
