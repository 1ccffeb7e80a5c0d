/** Refusals, written once: what an error is, the sentence for the visitor, the dialog (H5: the browser's settings, which no page opens). */
import Taro from '@tarojs/taro'
import { explainRefusal, refusalOf, refusalText } from '.'

const showModal = jest.spyOn(Taro, 'showModal')
beforeEach(() => showModal.mockReset().mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' } as never))

test.each([
  [{ errMsg: 'getLocation:fail privacy permission is not authorized' }, 'privacy'],
  [{ errMsg: 'chooseImage:fail privacy permission is not authorized in gap' }, 'privacy'],
  [{ errMsg: 'getLocation:fail auth deny' }, 'denied'],
  [{ errMsg: 'operateRecorder:fail auth denied' }, 'denied'],
  [{ errMsg: 'getLocation:fail:system permission denied' }, 'system'],
  [Object.assign(new Error('Permission denied'), { name: 'NotAllowedError' }), 'denied'],
  [{ errMsg: 'chooseImage:fail cancel' }, undefined],
  [{ errMsg: 'getLocation:fail timeout' }, undefined],
  [new Error('device busy'), undefined],
  [undefined, undefined],
])('%j is %s', (error, refusal) => {
  expect(refusalOf(error)).toBe(refusal)
})

test('the sentences say why and how to allow it', () => {
  expect(refusalText('location', 'privacy')).toBe('你未同意隐私保护指引，暂时无法使用你的位置。再次使用该功能时同意即可。')
  expect(refusalText('microphone', 'system')).toBe('微信未获得使用麦克风的权限。请在手机的系统设置中允许微信使用后再试。')
  // H5: the browser's site settings
  expect(refusalText('photos', 'denied')).toBe('浏览器未允许本站使用相册和相机。请在浏览器的网站设置中允许后再试。')
})

test('H5: the dialog explains and only acknowledges (no settings page to open)', async () => {
  expect(await explainRefusal('microphone', 'denied')).toBe(false)
  expect(showModal).toHaveBeenCalledWith({
    title: '未获得授权',
    content: '浏览器未允许本站使用麦克风。请在浏览器的网站设置中允许后再试。',
    showCancel: false,
    confirmText: '知道了',
    cancelText: '暂不',
  })
})

test('a dialog that cannot be shown is no refusal of its own', async () => {
  showModal.mockRejectedValue({ errMsg: 'showModal:fail' })
  expect(await explainRefusal('clipboard', 'privacy')).toBe(false)
})
