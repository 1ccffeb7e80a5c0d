import Taro from '@tarojs/taro'
import { NO_ANSWER } from '../result'
import { toast, toastFailure } from '.'

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
beforeEach(() => showToast.mockClear())

test('a toast lasts 2 s and shows text only', () => {
  toast('保存成功')
  expect(showToast).toHaveBeenCalledWith({ title: '保存成功', icon: 'none', duration: 2000 })
})

test('a failure toasts the server message, else the fallback, and nothing for codes 2, 3 and 5', () => {
  toastFailure({ ok: false, code: 400, message: '手机号不对' }, '获取列表失败')
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '手机号不对' }))
  toastFailure(NO_ANSWER, '获取列表失败')
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '获取列表失败' }))
  showToast.mockClear()
  for (const code of [2, 3, 5]) toastFailure({ ok: false, code, message: 'x' }, 'y')
  expect(showToast).not.toHaveBeenCalled()
})
