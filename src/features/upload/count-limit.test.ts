import { i18n } from '@/i18n'
import { checkUploadCount, DEFAULT_UPLOAD_LIMIT, LIMIT_MESSAGE_KEYS, uploadLimits } from './count-limit'

describe('upload count limit per uploader', () => {
  test('default 1 for images and videos; a silly value falls back to 1', () => {
    expect(DEFAULT_UPLOAD_LIMIT).toBe(1)
    expect(uploadLimits()).toEqual({ image: 1, video: 1 })
    expect(uploadLimits({ image: 9 })).toEqual({ image: 9, video: 1 })
    expect(uploadLimits({ image: 0, video: 2.5 })).toEqual({ image: 1, video: 1 })
  })

  test('the first file of a default uploader is fine, the second reaches the limit', () => {
    expect(checkUploadCount('image', { already: 0 })).toEqual({ ok: true, remaining: 0 })
    expect(checkUploadCount('image', { already: 1 })).toEqual({ ok: false, messageKey: 'common:uploadImageLimit', params: { count: 1 } })
  })

  test('separate image and video limits', () => {
    const limits = uploadLimits({ image: 9, video: 1 })
    expect(checkUploadCount('image', { already: 3, adding: 6 }, limits)).toEqual({ ok: true, remaining: 0 })
    expect(checkUploadCount('image', { already: 3, adding: 7 }, limits)).toMatchObject({ ok: false, params: { count: 9 } })
    expect(checkUploadCount('video', { already: 0 }, limits)).toEqual({ ok: true, remaining: 0 })
    expect(checkUploadCount('video', { already: 1 }, limits)).toEqual({
      ok: false,
      messageKey: 'user:upload.videoLimit',
      params: { count: 1 },
    })
  })

  test('the limit-reached messages exist and name the limit (cd-city: zh)', () => {
    expect(i18n.t(LIMIT_MESSAGE_KEYS.image, { count: 9 })).toBe('最多上传9张图片')
    expect(i18n.t(LIMIT_MESSAGE_KEYS.video, { count: 1 })).toBe('最多上传1个视频')
  })
})
