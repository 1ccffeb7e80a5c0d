import { mediaUrl } from '../media-url'

/**
 * Full-screen preview of pictures on H5: Taro's own viewer (taro-h5's previewImage, a Swiper web
 * component with the swiper library, ~45 KB gzip), imported on the first tap, so a page that only
 * shows pictures does not fetch it (webpack makes the import a chunk of its own).
 * Addresses resolved by mediaUrl, as Picture draws them.
 */
export async function previewPictures(current: string, urls: readonly string[]) {
  const { previewImage } = await import(/* webpackChunkName: "preview-image" */ '@tarojs/taro-h5/dist/api/media/image/previewImage.js')
  return previewImage({ current: mediaUrl(current), urls: urls.map((url) => mediaUrl(url)) })
}
