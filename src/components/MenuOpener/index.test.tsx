import { fireEvent, screen } from '@testing-library/react'
import Taro from '@tarojs/taro'
import type { MenuItem } from '../../../types/contract'
import { renderWithI18n } from '../../../tests/setup/render'
import { navigate } from '../../services/navigate'
import { useMenuOpener } from '.'

jest.mock('../../services/navigate', () => ({ navigate: jest.fn(), currentLocation: () => '/index' }))

function Harness({ item, leave }: { item: MenuItem; leave?: (url: string) => void }) {
  const { open, dialog } = useMenuOpener('push', leave)
  return (
    <>
      <button data-testid="open" onClick={() => open(item)} />
      {dialog}
    </>
  )
}

beforeEach(() => (navigate as jest.Mock).mockReset())
afterEach(() => jest.restoreAllMocks())

test('internal menu navigates to its route', () => {
  renderWithI18n(<Harness item={{ id: 1, name: 'n', menuCode: 'NEWS', jumpType: 1 }} />)
  fireEvent.click(screen.getByTestId('open'))
  expect(navigate).toHaveBeenCalledWith('/news-list/all', 'push')
})

test('login-needed menu without a token goes to /login with the target', () => {
  renderWithI18n(<Harness item={{ id: 1, name: 'n', menuCode: 'ORDERS', jumpType: 1 }} />)
  fireEvent.click(screen.getByTestId('open'))
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser-order')
})

test('a menu without the login flag that opens a login-only page goes to /login first (the page would call its login-only API)', () => {
  renderWithI18n(<Harness item={{ id: 1, name: 'n', menuCode: 'COMPLAINT', jumpType: 1 }} />)
  fireEvent.click(screen.getByTestId('open'))
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser-complain')
})

test('login-needed menu on a Chinese site: a logged-in user without phone is prompted, with a phone goes on', () => {
  const { saveLogin, clearLogin } = require('../../features/account/session')
  saveLogin({ userToken: 't', phone: '' })
  renderWithI18n(<Harness item={{ id: 1, name: 'n', menuCode: 'ORDERS', jumpType: 1 }} />)
  fireEvent.click(screen.getAllByTestId('open')[0])
  expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fuser-order')
  ;(navigate as jest.Mock).mockReset()
  saveLogin({ userToken: 't', phone: '13800000001' })
  fireEvent.click(screen.getAllByTestId('open')[0])
  expect(navigate).toHaveBeenCalledWith('/user-order', 'push')
  clearLogin()
})

test('DEVELOP shows the coming-soon toast for 2 s and does not navigate', () => {
  const toast = jest.spyOn(Taro, 'showToast').mockImplementation((() => Promise.resolve()) as any)
  renderWithI18n(<Harness item={{ id: 1, name: 'n', menuCode: 'DEVELOP', jumpType: 1 }} />)
  fireEvent.click(screen.getByTestId('open'))
  expect(toast).toHaveBeenCalledWith({ title: '敬请期待', icon: 'none', duration: 2000 })
  expect(navigate).not.toHaveBeenCalled()
})

test('jumpType 2 asks with the disclaimer; cancel stays, confirm leaves', () => {
  const leave = jest.fn()
  renderWithI18n(<Harness leave={leave} item={{ id: 1, name: 'n', menuCode: 'NEWS', jumpType: 2, externalLink: 'https://x.example/' }} />)
  fireEvent.click(screen.getByTestId('open'))
  expect(screen.getByTestId('external-link-dialog').textContent).toContain('免责声明')
  fireEvent.click(screen.getByTestId('external-cancel'))
  expect(screen.queryByTestId('external-link-dialog')).toBeNull()
  expect(leave).not.toHaveBeenCalled()
  fireEvent.click(screen.getByTestId('open'))
  fireEvent.click(screen.getByTestId('external-confirm'))
  expect(screen.queryByTestId('external-link-dialog')).toBeNull()
  expect(leave).toHaveBeenCalledWith('https://x.example/', '链接已复制，请在浏览器中打开')
  expect(navigate).not.toHaveBeenCalled()
})
