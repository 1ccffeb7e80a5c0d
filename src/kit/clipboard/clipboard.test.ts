import Taro from '@tarojs/taro'
import { copyText } from '.'

const setClipboardData = jest.spyOn(Taro, 'setClipboardData')
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)

test('copies and toasts "复制成功"; a refusal toasts "复制失败"', async () => {
  setClipboardData.mockResolvedValueOnce({ errMsg: '' } as never)
  expect(await copyText('WL123')).toBe(true)
  expect(setClipboardData).toHaveBeenCalledWith({ data: 'WL123' })
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '复制成功' }))
  setClipboardData.mockRejectedValueOnce(new Error('denied'))
  expect(await copyText('WL123')).toBe(false)
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '复制失败' }))
})

test('the clipboard refused with the privacy agreement: the visitor is told why, no "复制失败"', async () => {
  const showModal = jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' } as never)
  showToast.mockClear()
  setClipboardData.mockRejectedValueOnce({ errMsg: 'setClipboardData:fail privacy permission is not authorized' })
  expect(await copyText('WL123')).toBe(false)
  expect(showModal).toHaveBeenCalledWith(
    expect.objectContaining({ content: '你未同意隐私保护指引，暂时无法使用剪切板。再次使用该功能时同意即可。' }),
  )
  expect(showToast).not.toHaveBeenCalled()
})

test('a toast of its own after the copy (a link to open elsewhere)', async () => {
  setClipboardData.mockResolvedValueOnce({ errMsg: '' } as never)
  await copyText('https://example.org', '链接已复制，请在浏览器中打开')
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '链接已复制，请在浏览器中打开' }))
})
