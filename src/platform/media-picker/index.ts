/**
 * The photo and video pickers (Taro.chooseImage / Taro.chooseVideo: the mini-program's album and
 * camera sheet, H5 a file input) with one refusal path: when the album or camera is not allowed
 * (the privacy agreement refused, the permission refused, the phone refusing WeChat) the visitor
 * is told why and how to allow it, with the settings page where it can turn it on
 * (src/platform/permission explainRefusal), and the caller gets `refused` to carry on without a file.
 * A closed picker is `cancelled`, silently.
 */
import Taro from '@tarojs/taro'
import { explainRefusal, refusalOf, type Refusal } from '../permission'

export type PickFailure = { ok: false; reason: 'cancelled' } | { ok: false; reason: 'refused'; refusal: Refusal }

async function picked<T>(choose: () => Promise<T>): Promise<{ ok: true; value: T } | PickFailure> {
  try {
    return { ok: true, value: await choose() }
  } catch (error) {
    const refusal = refusalOf(error)
    if (!refusal) return { ok: false, reason: 'cancelled' }
    await explainRefusal('photos', refusal)
    return { ok: false, reason: 'refused', refusal }
  }
}

export async function pickImages(
  options: Pick<Taro.chooseImage.Option, 'count' | 'sizeType' | 'sourceType'>,
): Promise<{ ok: true; value: Taro.chooseImage.SuccessCallbackResult } | PickFailure> {
  return picked(() => Taro.chooseImage(options))
}

export async function pickVideo(
  options: Pick<Taro.chooseVideo.Option, 'sourceType' | 'compressed' | 'maxDuration'>,
): Promise<{ ok: true; value: Taro.chooseVideo.SuccessCallbackResult } | PickFailure> {
  return picked(() => Taro.chooseVideo(options))
}
