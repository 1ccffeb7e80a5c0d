import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import Taro from '@tarojs/taro'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { OwnedList } from '.'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn() }))
jest.spyOn(Taro, 'showToast').mockImplementation(() => Promise.resolve({ errMsg: '' }) as never)
jest.spyOn(Taro, 'showModal').mockResolvedValue({ confirm: true, cancel: false, errMsg: '' })

const editRoute = (id?: string | number) => (id === undefined ? '/user-address/edit' : `/user-address/edit/${id}`)

test('rows with edit and delete, the add button, and page 1 again after a delete', async () => {
  const source = {
    variant: 'a' as const,
    list: jest.fn().mockResolvedValue({ ok: true, data: { items: [{ id: 3, name: '王' }], totalPage: 1 } }),
    remove: jest.fn().mockResolvedValue({ ok: true, data: null }),
  }
  renderWithI18n(
    <OwnedList
      source={source}
      editRoute={editRoute}
      testIdPrefix="address"
      addText="新增地址"
      title={(a: { id: number; name: string }) => a.name}
    />,
  )
  expect((await screen.findByTestId('address-3')).textContent).toContain('王')
  fireEvent.click(screen.getByTestId('address-edit-3'))
  expect(navigate).toHaveBeenLastCalledWith('/user-address/edit/3')
  fireEvent.click(screen.getByTestId('address-add'))
  expect(navigate).toHaveBeenLastCalledWith('/user-address/edit')
  await act(async () => fireEvent.click(screen.getByTestId('address-delete-3')))
  expect(source.remove).toHaveBeenCalledWith(3)
  await waitFor(() => expect(source.list).toHaveBeenCalledTimes(2))
  expect(source.list).toHaveBeenLastCalledWith({}, { page: 1, pageSize: 10 })
})
