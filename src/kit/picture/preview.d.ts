// Types for the platform files preview.h5.ts / preview.weapp.ts (Taro picks one at build time).
import type Taro from '@tarojs/taro'
/** Full-screen preview of pictures: addresses resolved by mediaUrl, as Picture draws them. */
export declare function previewPictures(current: string, urls: readonly string[]): ReturnType<typeof Taro.previewImage>
