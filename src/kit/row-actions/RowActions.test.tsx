import { act, fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { RowActions } from '.'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
const showModal = jest.spyOn(Taro, 'showModal')

test('edit opens the row route; a confirmed delete removes and tells the list', async () => {
  const remove = jest.fn().mockResolvedValue({ ok: true, data: null })
  const onRemoved = jest.fn()
  renderWithI18n(<RowActions testIdPrefix="address" id={3} editRoute="/user-address/edit/3" remove={remove} onRemoved={onRemoved} />)
  fireEvent.click(screen.getByTestId('address-edit-3'))
  expect(navigate).toHaveBeenCalledWith('/user-address/edit/3')
  showModal.mockResolvedValue({ confirm: true, cancel: false, errMsg: '' })
  await act(async () => fireEvent.click(screen.getByTestId('address-delete-3')))
  expect(remove).toHaveBeenCalled()
  expect(onRemoved).toHaveBeenCalled()
})

test('a refused delete leaves the list as it is; no edit button without a route', async () => {
  const onRemoved = jest.fn()
  renderWithI18n(
    <RowActions
      testIdPrefix="c"
      id={1}
      remove={() => Promise.resolve({ ok: false, code: 400, message: 'no' })}
      onRemoved={onRemoved}
      ask={false}
    />,
  )
  expect(screen.queryByTestId('c-edit-1')).toBeNull()
  await act(async () => fireEvent.click(screen.getByTestId('c-delete-1')))
  expect(onRemoved).not.toHaveBeenCalled()
})
