import Taro from '@tarojs/taro'
import { mediaUrl } from '../media-url'

/** Full-screen preview of pictures (WeChat's viewer): addresses resolved by mediaUrl, as Picture draws them. */
export function previewPictures(current: string, urls: readonly string[]) {
  return Taro.previewImage({ current: mediaUrl(current), urls: urls.map((url) => mediaUrl(url)) })
}
