import Taro from '@tarojs/taro'
import { confirmRemove } from '.'

const showModal = jest.spyOn(Taro, 'showModal')
const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
beforeEach(() => showToast.mockClear())

test('asks with the delete warning; a cancel calls nothing', async () => {
  showModal.mockResolvedValue({ confirm: false, cancel: true, errMsg: '' })
  const remove = jest.fn()
  expect(await confirmRemove(remove)).toBe(false)
  expect(showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '删除后数据将无法恢复，确定删除吗？' }))
  expect(remove).not.toHaveBeenCalled()
})

test('a confirmed delete toasts "已删除"; a refusal toasts the server message', async () => {
  showModal.mockResolvedValue({ confirm: true, cancel: false, errMsg: '' })
  expect(await confirmRemove(() => Promise.resolve({ ok: true, data: null }))).toBe(true)
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '已删除' }))
  expect(await confirmRemove(() => Promise.resolve({ ok: false, code: 400, message: '默认地址不能删除' }))).toBe(false)
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '默认地址不能删除' }))
})

test('ask: false removes at once', async () => {
  showModal.mockClear()
  await confirmRemove(() => Promise.resolve({ ok: true, data: null }), { ask: false })
  expect(showModal).not.toHaveBeenCalled()
})
