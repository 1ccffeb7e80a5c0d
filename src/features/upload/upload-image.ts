/**
 * Choose and upload images (rules-and-contract 7 "File upload", 8 "Uploads", 9 image size):
 * the count limit of the uploader first, then the picker (src/platform/media-picker: Taro.chooseImage,
 * as many as may still be added; a refused album or camera is explained there), the size rule per platform (prepare-image.*.ts), and the transfer through
 * src/platform/upload to the site's `upload` base at file/upload. Answers what happened with a
 * translated message when it went wrong; it never throws.
 */
import type Taro from '@tarojs/taro'
import { i18n } from '../../i18n'
import { pickImages } from '../../platform/media-picker'
import type { Refusal } from '../../platform/permission'
import { uploadFile, type UploadResult } from '../../platform/upload'
import { buildUrl } from '../../services/request'
import type { ChosenImage } from './chosen-image'
import { checkUploadCount, uploadLimits } from './count-limit'
import type { ImageKind } from './image-rules'
import { IMAGE_SOURCE_TYPES, prepareImage } from './prepare-image'

export const UPLOAD_PATH = 'file/upload'

export interface UploadImageOptions {
  /** 'cover' keeps PNG (cover uploaders); default 'image' */
  kind?: ImageKind
  /** the contract's `path`: a folder name such as avatar (server default common) */
  folder?: string
  /** how many images this uploader may hold (default 1) */
  limit?: number
  /** how many it holds already */
  already?: number
  /** called once the user has picked, before the transfer: a picker left open shows no spinner */
  onUploadStart?: () => void
}

export interface UploadedImage {
  url: string
  safeUrl?: string
}

export type UploadImageOutcome =
  | { status: 'uploaded'; files: UploadedImage[] }
  /** nothing picked; `refusal`: the album or camera was not allowed (the visitor was told why and how to allow it) */
  | { status: 'cancelled'; refusal?: Refusal }
  /** `files`: those that went up before the failure */
  | { status: 'refused'; message: string; files: UploadedImage[] }

/**
 * The upload address: the site's upload base + file/upload + token, siteCode and the interface
 * language (request.ts buildUrl), so the server's refusals come in the language the visitor reads.
 */
export function uploadUrl(): string {
  return buildUrl({ url: UPLOAD_PATH, method: 'POST', base: 'upload' })
}

type UploadFailure = Extract<UploadResult, { ok: false }>

/** The contract server's refusal is already translated; a proxy's error page or a network error is not. */
export function failureMessage(result: UploadFailure): string {
  const serverText = result.reason === 'server' ? result.message?.trim() : undefined
  if (serverText && serverText.length <= 200 && !serverText.includes('<')) return serverText
  return i18n.t(result.messageKey)
}

function chosenImages(result: Taro.chooseImage.SuccessCallbackResult): ChosenImage[] {
  return (result.tempFiles ?? []).map((f) => ({ path: f.path, file: f.originalFileObj }))
}

export async function uploadImages(options: UploadImageOptions = {}): Promise<UploadImageOutcome> {
  const limits = uploadLimits({ image: options.limit })
  const already = options.already ?? 0
  const room = checkUploadCount('image', { already, adding: 1 }, limits)
  if (!room.ok) return { status: 'refused', message: i18n.t(room.messageKey, room.params), files: [] }

  const count = limits.image - Math.max(0, already)
  const choice = await pickImages({ count, sizeType: ['compressed'], sourceType: IMAGE_SOURCE_TYPES })
  if (!choice.ok) return choice.reason === 'refused' ? { status: 'cancelled', refusal: choice.refusal } : { status: 'cancelled' }
  const picked = chosenImages(choice.value)
  if (picked.length === 0) return { status: 'cancelled' }
  // an H5 file input with `multiple` does not stop at the count
  const fits = checkUploadCount('image', { already, adding: picked.length }, limits)
  if (!fits.ok) return { status: 'refused', message: i18n.t(fits.messageKey, fits.params), files: [] }

  options.onUploadStart?.()
  const files: UploadedImage[] = []
  const fields = options.folder ? { path: options.folder } : undefined
  for (const image of picked) {
    const prepared = await prepareImage(image, options.kind ?? 'image')
    const result = await uploadFile({ url: uploadUrl(), ...prepared, fields })
    if (!result.ok) return { status: 'refused', message: failureMessage(result), files }
    files.push({ url: result.url, safeUrl: result.safeUrl })
  }
  return { status: 'uploaded', files }
}
