import Taro from '@tarojs/taro'
import { uploadFile } from '@/platform/upload'
import { prepareImage } from './prepare-image'
import { failureMessage, uploadImages, uploadUrl } from './upload-image'

jest.mock('@/platform/upload', () => ({ uploadFile: jest.fn() }))
jest.mock('./prepare-image', () => ({ IMAGE_SOURCE_TYPES: ['album'], prepareImage: jest.fn() }))

const upload = uploadFile as jest.Mock
const prepare = prepareImage as jest.Mock
let choose: jest.SpyInstance

const picked = (...paths: string[]) => ({
  errMsg: 'chooseImage:ok',
  tempFilePaths: paths,
  tempFiles: paths.map((path) => ({ path, size: 10, originalFileObj: new File(['x'], 'x.png') })),
})

beforeEach(() => {
  jest.clearAllMocks()
  choose = jest.spyOn(Taro, 'chooseImage')
  prepare.mockImplementation(async (image: { path: string }) => ({ filePath: image.path }))
})
afterEach(() => choose.mockRestore())

describe('uploadImages', () => {
  test('picks, applies the size rule, uploads to the upload base with the folder, answers the url', async () => {
    choose.mockResolvedValue(picked('blob:a'))
    upload.mockResolvedValue({ ok: true, url: 'https://files/a.jpg', safeUrl: 'https://files/a.jpg', body: {} })
    const onUploadStart = jest.fn()
    const outcome = await uploadImages({ folder: 'avatar', onUploadStart })
    expect(outcome).toEqual({ status: 'uploaded', files: [{ url: 'https://files/a.jpg', safeUrl: 'https://files/a.jpg' }] })
    expect(choose).toHaveBeenCalledWith(expect.objectContaining({ count: 1, sourceType: ['album'] }))
    expect(prepare).toHaveBeenCalledWith(expect.objectContaining({ path: 'blob:a' }), 'image')
    expect(upload).toHaveBeenCalledWith({
      url: '/api/file/upload?token=&siteCode=cd-city&lang=zh',
      filePath: 'blob:a',
      fields: { path: 'avatar' },
    })
    expect(onUploadStart).toHaveBeenCalledTimes(1)
  })

  test("the upload address is the request layer's, for the upload base", () => {
    expect(uploadUrl()).toBe('/api/file/upload?token=&siteCode=cd-city&lang=zh')
  })

  test('the picker may take what the uploader still has room for', async () => {
    choose.mockResolvedValue(picked('blob:a'))
    upload.mockResolvedValue({ ok: true, url: 'u', body: {} })
    await uploadImages({ limit: 9, already: 3, kind: 'cover' })
    expect(choose).toHaveBeenCalledWith(expect.objectContaining({ count: 6 }))
    expect(prepare).toHaveBeenCalledWith(expect.anything(), 'cover')
  })

  test('the album or camera refused: nothing uploaded, the refusal answered (the picker explained it)', async () => {
    const showModal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
    choose.mockRejectedValue({ errMsg: 'chooseImage:fail privacy permission is not authorized' })
    expect(await uploadImages({ folder: 'comment', limit: 9 })).toEqual({ status: 'cancelled', refusal: 'privacy' })
    expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: expect.stringContaining('相册和相机') }))
    expect(upload).not.toHaveBeenCalled()
    showModal.mockRestore()
  })

  test('limit reached: the limit message, and no picker at all', async () => {
    expect(await uploadImages({ already: 1 })).toEqual({ status: 'refused', message: '最多上传1张图片', files: [] })
    expect(choose).not.toHaveBeenCalled()
  })

  test('more picked than allowed (an H5 multiple input does not stop at the count): nothing is uploaded', async () => {
    choose.mockResolvedValue(picked('blob:a', 'blob:b'))
    expect(await uploadImages({ limit: 1 })).toEqual({ status: 'refused', message: '最多上传1张图片', files: [] })
    expect(upload).not.toHaveBeenCalled()
  })

  test('a closed picker is a cancellation, not an error', async () => {
    choose.mockRejectedValue({ errMsg: 'chooseImage:fail cancel' })
    expect(await uploadImages()).toEqual({ status: 'cancelled' })
    choose.mockResolvedValue(picked())
    expect(await uploadImages()).toEqual({ status: 'cancelled' })
    expect(upload).not.toHaveBeenCalled()
  })

  test('a refusal keeps the files that went up before it', async () => {
    choose.mockResolvedValue(picked('blob:a', 'blob:b'))
    upload
      .mockResolvedValueOnce({ ok: true, url: 'u1', body: {} })
      .mockResolvedValueOnce({ ok: false, reason: 'server', message: '图片大小不能超过 10 MB。', messageKey: 'common:uploadFailed' })
    expect(await uploadImages({ limit: 2 })).toEqual({
      status: 'refused',
      message: '图片大小不能超过 10 MB。',
      files: [{ url: 'u1', safeUrl: undefined }],
    })
  })
})

describe('failure messages', () => {
  test("the server's translated message; otherwise the app's own", () => {
    expect(
      failureMessage({
        ok: false,
        reason: 'server',
        message: '只能上传 JPEG、PNG、GIF、WebP 图片，MP4 视频或 MP3、AAC、M4A、WebM、Ogg、WAV 录音。',
        messageKey: 'common:uploadFailed',
      }),
    ).toBe('只能上传 JPEG、PNG、GIF、WebP 图片，MP4 视频或 MP3、AAC、M4A、WebM、Ogg、WAV 录音。')
    expect(failureMessage({ ok: false, reason: 'network', message: 'Failed to fetch', messageKey: 'common:uploadFailed' })).toBe('上传失败')
    expect(
      failureMessage({
        ok: false,
        reason: 'server',
        message: '<html><body>502 Bad Gateway</body></html>',
        messageKey: 'common:uploadFailed',
      }),
    ).toBe('上传失败')
    expect(failureMessage({ ok: false, reason: 'server', messageKey: 'common:uploadFailed' })).toBe('上传失败')
  })
})
