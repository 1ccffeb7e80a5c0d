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
