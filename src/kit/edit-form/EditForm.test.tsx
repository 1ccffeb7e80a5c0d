import { act, fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n, typeInto } from '../../../tests/setup/render'
import { EditForm, pickForm } from '.'

const showToast = jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const navigateBack = jest.spyOn(Taro, 'navigateBack').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
beforeEach(() => {
  jest.useFakeTimers()
  showToast.mockClear()
  navigateBack.mockClear()
})
afterEach(() => jest.useRealTimers())

const initial = { name: '', isDefault: false }
const fields = [
  { name: 'name' as const, label: '收货人' },
  { name: 'isDefault' as const, label: '默认', kind: 'switch' as const },
]
const validate = (f: typeof initial) => (f.name.trim() ? null : 'user:addresses.receiverRequired')
const render = (save: jest.Mock, extra: { id?: number; load?: jest.Mock } = {}) =>
  renderWithI18n(
    <EditForm
      id={extra.id}
      source={{ detail: extra.load ?? jest.fn(), save }}
      initial={initial}
      fields={fields}
      validate={validate}
      testIdPrefix="address"
    />,
  )
const typeName = (value: string) => typeInto('address-name', value)

test('pickForm keeps the form fields of a loaded row, as text or flag', () => {
  expect(pickForm(initial, { id: 3, name: '王', isDefault: 1, extra: 'x' })).toEqual({ name: '王', isDefault: true })
})

test('the shared rule runs before any call and its message is toasted', async () => {
  const save = jest.fn()
  render(save)
  await act(async () => fireEvent.click(screen.getByTestId('address-save')))
  expect(save).not.toHaveBeenCalled()
  expect(showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '请填写您的姓名！' }))
})

test('edit: loads the row, saves it with its id, toasts "保存成功" and goes back after 500 ms', async () => {
  const load = jest.fn().mockResolvedValue({ ok: true, data: { id: 4, name: '王', isDefault: true } })
  const save = jest.fn().mockResolvedValue({ ok: true, data: {} })
  render(save, { id: 4, load })
  await act(async () => undefined)
  expect(load).toHaveBeenCalledWith(4)
  await act(async () => fireEvent.click(screen.getByTestId('address-save')))
  expect(save).toHaveBeenCalledWith({ name: '王', isDefault: true, id: 4 })
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '保存成功' }))
  expect(navigateBack).not.toHaveBeenCalled()
  act(() => jest.advanceTimersByTime(500))
  expect(navigateBack).toHaveBeenCalled()
})

test('a refused save toasts the server message and stays', async () => {
  const save = jest.fn().mockResolvedValue({ ok: false, code: 400, message: '手机号格式不正确' })
  render(save, { id: 4, load: jest.fn().mockResolvedValue({ ok: true, data: { name: '王' } }) })
  await act(async () => undefined)
  await act(async () => fireEvent.click(screen.getByTestId('address-save')))
  expect(showToast).toHaveBeenLastCalledWith(expect.objectContaining({ title: '手机号格式不正确' }))
  act(() => jest.advanceTimersByTime(1000))
  expect(navigateBack).not.toHaveBeenCalled()
})

test('typing changes the value that is saved, without surrounding spaces', async () => {
  const save = jest.fn().mockResolvedValue({ ok: true, data: {} })
  render(save)
  typeName(' 李 ')
  await act(async () => fireEvent.click(screen.getByTestId('address-save')))
  expect(save).toHaveBeenCalledWith({ name: '李', isDefault: false, id: undefined })
})
