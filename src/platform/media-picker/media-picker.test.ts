/** The pickers' one refusal path: the album or camera refused is explained, a closed picker is silent. */
import Taro from '@tarojs/taro'
import { pickImages, pickVideo } from '.'

const showModal = jest.spyOn(Taro, 'showModal')
const chooseImage = jest.spyOn(Taro, 'chooseImage')
const chooseVideo = jest.spyOn(Taro, 'chooseVideo')
beforeEach(() => {
  jest.clearAllMocks()
  showModal.mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' } as never)
})

test('picked: the picker answer as is, no dialog', async () => {
  const answer = { errMsg: 'chooseImage:ok', tempFilePaths: ['a'], tempFiles: [{ path: 'a', size: 1 }] }
  chooseImage.mockResolvedValue(answer as never)
  expect(await pickImages({ count: 2, sizeType: ['compressed'], sourceType: ['album'] })).toEqual({ ok: true, value: answer })
  expect(chooseImage).toHaveBeenCalledWith({ count: 2, sizeType: ['compressed'], sourceType: ['album'] })
  expect(showModal).not.toHaveBeenCalled()
})

test('closed: cancelled, silently', async () => {
  chooseImage.mockRejectedValue({ errMsg: 'chooseImage:fail cancel' })
  expect(await pickImages({ count: 1 })).toEqual({ ok: false, reason: 'cancelled' })
  expect(showModal).not.toHaveBeenCalled()
})

test('the privacy agreement refused: the visitor is told why and that the next use asks again; the caller goes on', async () => {
  chooseImage.mockRejectedValue({ errMsg: 'chooseImage:fail privacy permission is not authorized' })
  expect(await pickImages({ count: 1 })).toEqual({ ok: false, reason: 'refused', refusal: 'privacy' })
  expect(showModal).toHaveBeenCalledWith(
    expect.objectContaining({ title: '未获得授权', content: '你未同意隐私保护指引，暂时无法使用相册和相机。再次使用该功能时同意即可。' }),
  )
})

test('the video picker takes the same path', async () => {
  chooseVideo.mockRejectedValue(Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }))
  expect(await pickVideo({ sourceType: ['album', 'camera'], compressed: true })).toEqual({
    ok: false,
    reason: 'refused',
    refusal: 'denied',
  })
  expect(showModal.mock.calls[0][0]?.content).toBe('浏览器未允许本站使用相册和相机。请在浏览器的网站设置中允许后再试。')
})
