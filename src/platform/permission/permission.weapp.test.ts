/** The mini-program's refusal dialog: the settings page (wx.openSetting) where it has the permission's switch. */
import Taro from '@tarojs/taro'
import { canOpenSettings, explainRefusal, refusalText } from '.'

jest.mock('./settings', () => jest.requireActual('./settings.weapp'))

const showModal = jest.spyOn(Taro, 'showModal')
const openSetting = jest.fn()
beforeAll(() => Object.assign(Taro, { openSetting }))
beforeEach(() => {
  showModal.mockReset().mockResolvedValue({ confirm: true, cancel: false, errMsg: 'showModal:ok' } as never)
  openSetting.mockReset().mockResolvedValue({ authSetting: { 'scope.userLocation': true }, errMsg: 'openSetting:ok' })
})

test('a refused location: "去设置" opens the settings page; allowed there, it is on', async () => {
  expect(await explainRefusal('location', 'denied')).toBe(true)
  expect(showModal).toHaveBeenCalledWith(
    expect.objectContaining({
      content: '你未允许本小程序使用你的位置。可点击“去设置”开启后再试。',
      showCancel: true,
      confirmText: '去设置',
      cancelText: '暂不',
    }),
  )
  expect(openSetting).toHaveBeenCalledTimes(1)
})

test('"暂不": no settings page', async () => {
  showModal.mockResolvedValue({ confirm: false, cancel: true, errMsg: 'showModal:ok' } as never)
  expect(await explainRefusal('microphone', 'denied')).toBe(false)
  expect(openSetting).not.toHaveBeenCalled()
})

test('left off in the settings page: still off', async () => {
  openSetting.mockResolvedValue({ authSetting: { 'scope.record': false }, errMsg: 'openSetting:ok' })
  expect(await explainRefusal('microphone', 'denied')).toBe(false)
})

test('a refused agreement: no settings page can help, the next use asks again', async () => {
  expect(canOpenSettings('location', 'privacy')).toBe(false)
  expect(await explainRefusal('location', 'privacy')).toBe(false)
  expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ showCancel: false, confirmText: '知道了' }))
  expect(openSetting).not.toHaveBeenCalled()
})

test('photos: the camera switch is the one the settings page has; the clipboard has none', () => {
  expect(canOpenSettings('photos', 'denied')).toBe(true)
  expect(canOpenSettings('clipboard', 'denied')).toBe(false)
  expect(refusalText('clipboard', 'denied')).toBe('微信未获得使用剪切板的权限。请在手机的系统设置中允许微信使用后再试。')
})
